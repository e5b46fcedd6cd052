import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { routeLabel, routeOf, type SearchParams } from '@/lib/routes';
import {
  catalogTitle,
  categoryLabel,
  resolveCatalog,
  type CatalogLoader,
  type ResolvedCatalog,
} from './catalog';
import { copyStateOf } from './copies';
import { catalogHref, readCatalogState, type CatalogFilters } from './params';

export interface CatalogPageOptions<Item> {
  /** The area's path (`/clases-grabadas`): a route of the manifest with its `catalog` filters. */
  path: string;
  /**
   * The area's name, for the title of a category or a later page («Clases grabadas»): the
   * manifest's label of `path` unless told.
   */
  title?: string;
  load: CatalogLoader<Item>;
  /** The name of the area's filters that are set, for the title («Consejos»), or null. */
  filterLabel?: (filters: CatalogFilters) => string | null;
}

/** The params of a catalog's cached copy (`/catalogo-en-cache/<area>/[estado]`), as Next gives them. */
export type CopyParams = Promise<{ estado: string }>;

/**
 * What every catalog area's pages do with their address (issue #15's pattern, shared by issue #19):
 * the catalog of an address, resolved once per request (page and metadata), and the metadata —
 * the CMS page's, with the selection and page in the title and the canonical address; an address
 * that had to be corrected is not indexed. The area's filters are its route's in the manifest
 * (`catalog`).
 *
 * Two pages read it (issue #33): the area's own page, rendered per request from the request's
 * query (`catalogFor`, `generateMetadata`), and its cached copy (`copy`), rendered once for the
 * state in its segment and served by the proxy for every address of that state
 * (`lib/catalog/copies.ts`): the same HTML for the same state.
 */
export function catalogPage<Item>({
  path,
  title = routeLabel(path),
  load,
  filterLabel = () => null,
}: CatalogPageOptions<Item>) {
  const filterParams = routeOf(path).catalog?.filters ?? [];
  const catalogOf = cache(async (query: string): Promise<ResolvedCatalog<Item>> =>
    resolveCatalog(
      readCatalogState(Object.fromEntries(new URLSearchParams(query)), filterParams),
      load,
    ),
  );

  /** A request's query: the first value of each parameter, sorted. */
  async function requestQuery(searchParams: Promise<SearchParams>): Promise<string> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(await searchParams)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first !== undefined) query.set(key, first);
    }
    query.sort();
    return query.toString();
  }

  /** A copy's query: its state's canonical one; a segment of no state is the not-found screen. */
  async function copyQuery(params: CopyParams): Promise<string> {
    const state = copyStateOf((await params).estado, filterParams);
    if (!state) notFound();
    return catalogHref('', state).replace(/^\?/, '');
  }

  async function metadataOf(query: string): Promise<Metadata> {
    const [cms, catalog] = await Promise.all([contentPageMetadata(path), catalogOf(query)]);
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

  return {
    /** The catalog of the request's address (the area's own page). */
    catalogFor: async (searchParams: Promise<SearchParams>) =>
      catalogOf(await requestQuery(searchParams)),
    generateMetadata: async ({
      searchParams,
    }: {
      searchParams: Promise<SearchParams>;
    }): Promise<Metadata> => metadataOf(await requestQuery(searchParams)),
    /** The cached copy's page (`/catalogo-en-cache/<area>/[estado]`). */
    copy: {
      catalogFor: async (params: CopyParams) => catalogOf(await copyQuery(params)),
      generateMetadata: async ({ params }: { params: CopyParams }): Promise<Metadata> =>
        metadataOf(await copyQuery(params)),
      /** No copy is rendered at build: each on its first request, then cached (ISR). */
      generateStaticParams: (): { estado: string }[] => [],
    },
  };
}
