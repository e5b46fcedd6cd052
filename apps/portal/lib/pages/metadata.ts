import type { ContentSchema } from '@vivasalud/api-client/content';
import type { Metadata } from 'next';

type Media = Pick<ContentSchema<'Media'>, 'title' | 'file' | 'file_type'>;

type PageSeo = Pick<ContentSchema<'Page'>, 'title'> & {
  seo?: Partial<ContentSchema<'Seo'>> | null;
  /** The page's sections: their first image stands for the page when `seo` names none. */
  sections?: readonly { media?: readonly Media[] | null }[] | null;
};

/** Meta names the Metadata fields below already write. */
const HANDLED = new Set(['description', 'keywords', 'robots']);

/** Open Graph's site name and locale (the pages are `es-PE`). */
export const SITE_NAME = 'VivaSalud';
export const OPEN_GRAPH_LOCALE = 'es_PE';

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** The page's canonical URL: the content's `canonical_url`, else its own address on `siteUrl`. */
export function canonicalUrl(page: PageSeo, path: string, siteUrl: string): string {
  return text(page.seo?.canonical_url) ?? new URL(path, siteUrl).href;
}

/** An image address as a share card needs it: absolute and on the web, else `undefined`. */
function webImageUrl(src: string | null | undefined, siteUrl: string): string | undefined {
  const value = text(src);
  if (!value) return undefined;
  try {
    const url = new URL(value, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

type ShareImage = string | { url: string; alt: string };

/**
 * The images of the share cards: the content's `og:image` metas; without one, the first image of
 * the page's sections (with its title as the alternative text).
 */
function shareImages(page: PageSeo, siteUrl: string): ShareImage[] {
  const fromSeo = (page.seo?.meta ?? [])
    .filter((entry) => entry.name.toLowerCase() === 'og:image')
    .map((entry) => webImageUrl(entry.content, siteUrl))
    .filter((url): url is string => url !== undefined);
  if (fromSeo.length > 0) return fromSeo;
  for (const section of page.sections ?? []) {
    for (const item of section.media ?? []) {
      const url = item.file_type === 'image' ? webImageUrl(item.file, siteUrl) : undefined;
      if (url) return [text(item.title) ? { url, alt: item.title.trim() } : url];
    }
  }
  return [];
}

/**
 * The document metadata of a CMS page from its `seo` block (spec §3): title, description,
 * keywords, canonical URL, robots, Open Graph and the Twitter card. `seo.title` is the whole
 * document title (the service writes it with «| VivaSalud»), so it replaces the layout's title
 * template; without it the page title goes through the template. Without a canonical URL the
 * page's own address on `siteUrl` is canonical, and it is the share cards' URL too. The cards
 * carry an image when the content names one (`og:image`) or the page shows one; the Twitter
 * card is then `summary_large_image`, else `summary`. Other meta names are written as they come
 * (`og:*` ones are left to `openGraph`, `twitter:*` ones to `twitter`).
 */
export function pageMetadata(page: PageSeo, path: string, siteUrl: string): Metadata {
  const seo = page.seo ?? {};
  const documentTitle = text(seo.title);
  const description = text(seo.description);
  const keywords = (seo.keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const canonical = canonicalUrl(page, path, siteUrl);
  const meta = seo.meta ?? [];
  const metaContent = (name: string) =>
    text(meta.find((entry) => entry.name.toLowerCase() === name)?.content);
  const robots = metaContent('robots');
  const images = shareImages(page, siteUrl);
  const shareTitle = documentTitle ?? page.title;
  const twitterSite = metaContent('twitter:site');
  const twitterCreator = metaContent('twitter:creator');
  const other = Object.fromEntries(
    meta
      .filter((entry) => {
        const name = entry.name.toLowerCase();
        return (
          !HANDLED.has(name) &&
          !name.startsWith('og:') &&
          !name.startsWith('twitter:') &&
          text(entry.content)
        );
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
      locale: OPEN_GRAPH_LOCALE,
      siteName: SITE_NAME,
      title: shareTitle,
      ...(description ? { description } : {}),
      url: canonical,
      ...(images.length > 0 ? { images } : {}),
    },
    twitter: {
      card: images.length > 0 ? 'summary_large_image' : 'summary',
      title: shareTitle,
      ...(description ? { description } : {}),
      ...(images.length > 0 ? { images } : {}),
      ...(twitterSite ? { site: twitterSite } : {}),
      ...(twitterCreator ? { creator: twitterCreator } : {}),
    },
    ...(Object.keys(other).length > 0 ? { other } : {}),
  };
}
