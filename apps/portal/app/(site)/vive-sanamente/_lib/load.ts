import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentClient, readOptional, readRequired } from '@/lib/content';
import {
  filterOptions,
  PAGE_SIZE,
  serviceFilter,
  type FilterOptions,
  type LibraryState,
} from './filters';
import type { Publication, PublicationType } from './types';

const client = () => contentClient();
const BASE = '/home/vive-sanamente';

/** The options of the four filters (`listLiveHealthyDetailFilter`), as address options. */
export const loadFilterOptions = cache(async (): Promise<FilterOptions> =>
  filterOptions(
    await readRequired(`${BASE}/listLiveHealthyDetailFilter`, () =>
      client().GET('/home/vive-sanamente/listLiveHealthyDetailFilter'),
    ),
  ),
);

/** The header slider's publications (spec §7: always 3), or none when the service fails. */
export const loadHeaderSlider = cache(
  async (): Promise<Publication[]> =>
    (await readOptional(`${BASE}/listLiveHealthyHeaderSlider/3`, () =>
      client().GET('/home/vive-sanamente/listLiveHealthyHeaderSlider/{count}/', {
        params: { path: { count: 3 } },
      }),
    )) ?? [],
);

/** One page of the list of a state, and how many publications match it. */
export interface LibraryAnswer {
  total: number;
  results: Publication[];
  /** The page shown (the first when the one asked for is past the last). */
  page: number;
  pageCount: number;
  /** The page asked for does not exist (the first is shown). */
  pastTheEnd: boolean;
}

async function filterPage(state: LibraryState, options: FilterOptions) {
  const query = serviceFilter(state, options);
  return readRequired(
    `${BASE}/listLiveHealthyDetailPublicationsFilters ${new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString()}`,
    () =>
      client().POST('/home/vive-sanamente/listLiveHealthyDetailPublicationsFilters', {
        params: { query },
      }),
  );
}

/**
 * The publications of a state (`POST …/listLiveHealthyDetailPublicationsFilters`, 12 a page):
 * its first page with `pastTheEnd` when the page asked for is past the last one.
 */
export async function loadLibrary(
  state: LibraryState,
  options: FilterOptions,
): Promise<LibraryAnswer> {
  let page = state.page;
  let answer = await filterPage(state, options);
  const pastTheEnd = page > 1 && answer.results.length === 0;
  if (pastTheEnd) {
    page = 1;
    answer = await filterPage({ ...state, page }, options);
  }
  return {
    total: answer.total,
    results: answer.results,
    page,
    pageCount: Math.max(1, Math.ceil(answer.total / PAGE_SIZE)),
    pastTheEnd,
  };
}

/**
 * A publication by its slug (`GET …/listLiveHealthyDetailPublications/?slug=`), whatever its
 * type; an unknown slug is the not-found screen.
 */
export const loadPublicationBySlug = cache(async (slug: string): Promise<Publication> => {
  const [publication] = await readRequired(
    `${BASE}/listLiveHealthyDetailPublications ${slug}`,
    () =>
      client().GET('/home/vive-sanamente/listLiveHealthyDetailPublications/', {
        params: { query: { slug } },
      }),
  );
  if (!publication) notFound();
  return publication;
});

/**
 * A publication of the type of the page that shows it: an unknown slug, or one of another type,
 * is the not-found screen.
 */
export async function loadPublication(slug: string, type: PublicationType): Promise<Publication> {
  const publication = await loadPublicationBySlug(slug);
  if (publication.type !== type) notFound();
  return publication;
}

/** A publication by its id (the spec's `…/detail?id=N`); an unknown id is the not-found screen. */
export function loadPublicationById(id: number): Promise<Publication> {
  return readRequired(`${BASE}/listLiveHealthyDetailPublications/${id}`, () =>
    client().GET('/home/vive-sanamente/listLiveHealthyDetailPublications/{id}/', {
      params: { path: { id } },
    }),
  );
}

/** A reading's sections after its body (`listLiveHealthyDetailPublicationSections`), in order. */
export async function loadSections(id: number) {
  const sections =
    (await readOptional(`${BASE}/listLiveHealthyDetailPublicationSections/${id}`, () =>
      client().GET('/home/vive-sanamente/listLiveHealthyDetailPublicationSections/{id}', {
        params: { path: { id } },
      }),
    )) ?? [];
  return [...sections].sort((a, b) => a.order - b.order);
}

/** The publications related to one (`…RelatedContents/{id}`), or none when the service fails. */
export async function loadRelated(id: number): Promise<Publication[]> {
  return (
    (await readOptional(`${BASE}/listLiveHealthyDetailPublicationsRelatedContents/${id}`, () =>
      client().GET('/home/vive-sanamente/listLiveHealthyDetailPublicationsRelatedContents/{id}/', {
        params: { path: { id } },
      }),
    )) ?? []
  );
}
