import type { Banner, Page, SeoConfiguration } from './load';

/** What `pageMetadata` reads of a page (its `seo` may be missing when the page is). */
export type HomeSeoPage = Pick<Page, 'title' | 'sections'> & { seo: Page['seo'] | null };

/** The home page's document title when neither the SEO configuration nor the CMS page has one. */
export const HOME_FALLBACK_TITLE = 'VivaSalud: salud y bienestar';

const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The home page's SEO (issue #18): the SEO configuration of the `home` item
 * (`configuracion-seo/list_ConfigurationSeo?paramItem=home`) while it is active (`ACT`), each of
 * its fields falling back to the CMS page's `seo`; only the page's `seo` when the configuration is
 * missing, failed or void (`ANU`). The configuration's Open Graph image replaces the page's.
 */
export function homeSeo(page: HomeSeoPage | null, config: SeoConfiguration | null): HomeSeoPage {
  const seo = page?.seo ?? null;
  const base: HomeSeoPage = {
    title: page?.title ?? HOME_FALLBACK_TITLE,
    seo,
    sections: page?.sections ?? [],
  };
  if (!config || config.estado !== 'ACT') return base;
  const image = text(config.imagenOg);
  const meta = (seo?.meta ?? []).filter(
    (entry) => !(image && entry.name.toLowerCase() === 'og:image'),
  );
  return {
    ...base,
    seo: {
      title: text(config.titulo) ?? seo?.title ?? '',
      description: text(config.descripcion) ?? seo?.description ?? '',
      keywords: text(config.palabrasClave) ?? seo?.keywords ?? '',
      canonical_url: text(config.urlCanonica) ?? seo?.canonical_url ?? null,
      meta: image ? [...meta, { name: 'og:image', content: image }] : meta,
      links: seo?.links ?? [],
    },
  };
}

/** A slide people can read: a title, or at least an image. */
function isShowable(banner: Banner): boolean {
  return Boolean(banner.title?.trim() || banner.images?.some((image) => image.file?.trim()));
}

/**
 * The hero's slides: the home slider's (`home/slider/`); when it is empty or fails, the page hero
 * (`pages/hero/`) as the one slide; none when both are missing.
 */
export function heroSlides(slider: readonly Banner[] | null, hero: Banner | null): Banner[] {
  const slides = (slider ?? []).filter(isShowable);
  if (slides.length > 0) return slides;
  return hero && isShowable(hero) ? [hero] : [];
}

/**
 * The sections of `pages/sections/` home shows: those whose slug is not already on the page (its
 * own sections, the Vive sanamente block), so that no block is shown twice.
 */
export function extraSections<T extends { slug: string }>(
  sections: readonly T[] | null,
  shownSlugs: readonly string[],
): T[] {
  const shown = new Set(shownSlugs);
  return (sections ?? []).filter((section) => !shown.has(section.slug));
}
