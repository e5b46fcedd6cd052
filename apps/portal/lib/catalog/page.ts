import type { Metadata } from 'next';
import { cache } from 'react';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { routeLabel, type SearchParams } from '@/lib/routes';
import {
  catalogTitle,
  categoryLabel,
  resolveCatalog,
  type CatalogLoader,
  type ResolvedCatalog,
} from './catalog';
import { catalogHref, readCatalogState, type CatalogFilters } from './params';

export interface CatalogPageOptions<Item> {
  /** The area's path (`/clases-grabadas`). */
  path: string;
  /**
   * The area's name, for the title of a category or a later page («Clases grabadas»): the
   * manifest's label of `path` unless told.
   */
  title?: string;
  load: CatalogLoader<Item>;
  /** The area's own filters (`['tipo']`). */
  filterParams?: readonly string[];
  /** The name of the area's filters that are set, for the title («Consejos»), or null. */
  filterLabel?: (filters: CatalogFilters) => string | null;
}

/**
 * What every catalog area's `page.tsx` does with its address (issue #15's pattern, shared by
 * issue #19): the catalog of a request's query, resolved once per request (page and metadata),
 * and the metadata — the CMS page's, with the selection and page in the title and the canonical
 * address; an address that had to be corrected is not indexed.
 */
export function catalogPage<Item>({
  path,
  title = routeLabel(path),
  load,
  filterParams = [],
  filterLabel = () => null,
}: CatalogPageOptions<Item>) {
  const catalogOf = cache(async (query: string): Promise<ResolvedCatalog<Item>> =>
    resolveCatalog(
      readCatalogState(Object.fromEntries(new URLSearchParams(query)), filterParams),
      load,
    ),
  );

  async function catalogFor(searchParams: Promise<SearchParams>) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(await searchParams)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first !== undefined) query.set(key, first);
    }
    query.sort();
    return catalogOf(query.toString());
  }

  async function generateMetadata({
    searchParams,
  }: {
    searchParams: Promise<SearchParams>;
  }): Promise<Metadata> {
    const [cms, catalog] = await Promise.all([contentPageMetadata(path), catalogFor(searchParams)]);
    const label = categoryLabel(catalog.answer, catalog.category);
    const state = {
      category: label ? catalog.category : null,
      filters: catalog.filters,
      page: catalog.page,
    };
    const filtered = filterLabel(catalog.filters);
    // The area's own page keeps the CMS page's title; a selection or a later page says which.
    const own = state.category === null && filtered === null && state.page === 1;
    const base = cms.alternates?.canonical;
    const canonical = new URL(
      catalogHref(path, state),
      typeof base === 'string' ? base : absoluteUrl(path, siteUrl()),
    ).href;
    const selection = [label, filtered].filter(Boolean).join(', ') || null;
    return {
      ...cms,
      ...(own ? {} : { title: catalogTitle(title, selection, catalog.page, catalog.pageCount) }),
      alternates: { canonical },
      openGraph: { ...cms.openGraph, url: canonical },
      // An address that had to be corrected is not a page of its own for search engines.
      ...(catalog.notices.length > 0 ? { robots: { index: false, follow: true } } : {}),
    };
  }

  return { catalogFor, generateMetadata };
}
