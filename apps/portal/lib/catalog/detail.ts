import type { Metadata } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { routeLabel } from '@/lib/routes';

/** What a catalog's item has that its detail page's metadata reads. */
export interface DetailItem {
  slug: string;
  title: string;
  copy?: string | null;
  image?: string | null;
}

type OpenGraph = NonNullable<Metadata['openGraph']>;

export interface DetailPageOptions<Item extends DetailItem> {
  /** The area's path (`/clases-grabadas`). */
  path: string;
  /**
   * The area's name, after the item's in the title («Clases grabadas»): its route's label in the
   * manifest unless given.
   */
  title?: string;
  /**
   * The item by its slug: a required read (`readRequired`), so a slug the service does not have
   * is the not-found screen (404) and any other failure the error boundary.
   */
  load: (slug: string) => Promise<Item>;
  /** The item's Open Graph type, and what else its card says (a guide's dates). */
  openGraph: (item: Item) => OpenGraph;
}

/**
 * What every catalog area's `[slug]/page.tsx` does (issues #15 and #19), beside `catalogPage()`:
 * the item of the address, read once per request (its loader reads through the request's
 * QueryClient, so the page and its metadata share the answer), and the metadata — «<item> –
 * <area>», its text, the canonical address and the share card. The page keeps its segment config
 * (`revalidate`, which Next reads from the file) and renders its view with `itemOf(params)`.
 */
export function detailPage<Item extends DetailItem>({
  path,
  title = routeLabel(path),
  load,
  openGraph,
}: DetailPageOptions<Item>) {
  /** The item of the address, and its own path (`/clases-grabadas/<slug>`). */
  async function itemOf(params: Promise<{ slug: string }>) {
    const { slug } = await params;
    const item = await load(slug);
    return { item, path: `${path}/${item.slug}` };
  }

  async function generateMetadata({
    params,
  }: {
    params: Promise<{ slug: string }>;
  }): Promise<Metadata> {
    const { item, path: own } = await itemOf(params);
    const canonical = absoluteUrl(own, siteUrl());
    return {
      title: `${item.title} | ${title}`,
      description: item.copy ?? undefined,
      alternates: { canonical },
      openGraph: {
        title: item.title,
        description: item.copy ?? undefined,
        url: canonical,
        locale: 'es_PE',
        ...openGraph(item),
        ...(item.image ? { images: [item.image] } : {}),
      } as OpenGraph,
    };
  }

  /**
   * No item is prerendered at build: each is rendered on its first request and then cached (ISR),
   * every slug allowed (the service decides which exist).
   */
  function generateStaticParams(): { slug: string }[] {
    return [];
  }

  return { itemOf, generateMetadata, generateStaticParams };
}
