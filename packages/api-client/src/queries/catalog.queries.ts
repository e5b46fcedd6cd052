import type { ContentClient } from '../content';
import { type CatalogParams, guardCatalogParams, guardSlug } from '../guards';
import { noRetry } from './policies';
import { queryOptionsFor } from './options';

/** Spec §7/§9: catalog page size. */
export const CATALOG_PAGE_SIZE = 12;

function catalogQuery(params: CatalogParams) {
  const { category, page, publication_type } = guardCatalogParams(params);
  return {
    page_size: CATALOG_PAGE_SIZE,
    page,
    ...(category ? { category } : {}),
    ...(publication_type ? { publication_type } : {}),
  };
}

/**
 * Live classes, recorded classes and guides/contents catalogs. Parameters are guarded
 * (spec §5) before the call leaves: a bad value throws `ParamGuardError` with the spec's message.
 */
export function catalogQueries(client: ContentClient) {
  const queryOptions = queryOptionsFor(client);
  return {
    liveClasses: (params: Omit<CatalogParams, 'publication_type'> = {}) =>
      queryOptions('get', '/wellness/resources/catalog/', {
        params: { query: catalogQuery(params) },
      }),
    recordedClasses: (params: Omit<CatalogParams, 'publication_type'> = {}) =>
      queryOptions('get', '/wellness/recorded-classes/catalog/', {
        params: { query: catalogQuery(params) },
      }),
    /** One live class (`getLiveClass`): spec §7 says this query does not retry. */
    liveClass: (slug: string) =>
      queryOptions(
        'get',
        '/wellness/resources/catalog/{slug}/',
        { params: { path: { slug: guardSlug(slug) } } },
        { retry: noRetry },
      ),
    /** One recorded class (`getRecordedClass`), with its media; no retry, like `liveClass`. */
    recordedClass: (slug: string) =>
      queryOptions(
        'get',
        '/wellness/recorded-classes/catalog/{slug}/',
        { params: { path: { slug: guardSlug(slug) } } },
        { retry: noRetry },
      ),
    contents: (params: CatalogParams = {}) =>
      queryOptions('get', '/wellness/resources-contents/catalog/', {
        params: { query: catalogQuery(params) },
      }),
    /** One guide or tip (`getContent`), with its body; no retry, like `liveClass`. */
    content: (slug: string) =>
      queryOptions(
        'get',
        '/wellness/resources-contents/catalog/{slug}/',
        { params: { path: { slug: guardSlug(slug) } } },
        { retry: noRetry },
      ),
  };
}
