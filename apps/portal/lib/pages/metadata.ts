import type { ContentSchema } from '@vivasalud/api-client/content';
import type { Metadata } from 'next';

type PageSeo = Pick<ContentSchema<'Page'>, 'title'> & {
  seo?: Partial<ContentSchema<'Seo'>> | null;
};

/** Meta names the Metadata fields below already write. */
const HANDLED = new Set(['description', 'keywords', 'robots', 'og:image']);

const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The document metadata of a CMS page from its `seo` block (spec §3): title, description,
 * keywords, canonical URL, robots and Open Graph. `seo.title` is the whole document title (the
 * service writes it with «| VivaSalud»), so it replaces the layout's title template; without it
 * the page title goes through the template. Without a canonical URL the page's own address on
 * `siteUrl` is canonical. Other meta names are written as they come (`og:*` ones are left to
 * `openGraph`).
 */
export function pageMetadata(page: PageSeo, path: string, siteUrl: string): Metadata {
  const seo = page.seo ?? {};
  const documentTitle = text(seo.title);
  const description = text(seo.description);
  const keywords = (seo.keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const canonical = text(seo.canonical_url) ?? new URL(path, siteUrl).href;
  const meta = seo.meta ?? [];
  const robots = text(meta.find((entry) => entry.name.toLowerCase() === 'robots')?.content);
  const images = meta
    .filter((entry) => entry.name.toLowerCase() === 'og:image' && text(entry.content))
    .map((entry) => entry.content.trim());
  const other = Object.fromEntries(
    meta
      .filter((entry) => {
        const name = entry.name.toLowerCase();
        return !HANDLED.has(name) && !name.startsWith('og:') && text(entry.content);
      })
      .map((entry) => [entry.name, entry.content]),
  );

  return {
    title: documentTitle ? { absolute: documentTitle } : page.title,
    ...(description ? { description } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(robots ? { robots } : {}),
    alternates: { canonical },
    openGraph: {
      type: 'website',
      locale: 'es_PE',
      siteName: 'VivaSalud',
      title: documentTitle ?? page.title,
      ...(description ? { description } : {}),
      url: canonical,
      ...(images.length > 0 ? { images } : {}),
    },
    ...(Object.keys(other).length > 0 ? { other } : {}),
  };
}
