import { type JsonLdThing, serializeJsonLd } from '@/lib/seo/jsonLd';

export interface JsonLdProps {
  /** One node, or several (a missing one, such as home's breadcrumb, is skipped). */
  data: JsonLdThing | readonly (JsonLdThing | null | undefined)[];
}

/**
 * Structured data of a page (Next.js JSON-LD guide): a plain `<script type="application/ld+json">`,
 * not `next/script` (it is data, not code to load). The text is escaped by `serializeJsonLd`, so
 * CMS text cannot close the element. A data block is never executed, so the Content-Security-
 * Policy's nonce is not needed and a cached page can carry it.
 */
export function JsonLd({ data }: JsonLdProps) {
  const nodes = ([] as (JsonLdThing | null | undefined)[])
    .concat(data)
    .filter((node): node is JsonLdThing => !!node);
  if (nodes.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      // Escaped JSON (lib/seo/jsonLd.ts): no `<` reaches the HTML.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes.length === 1 ? nodes[0]! : nodes) }}
    />
  );
}
