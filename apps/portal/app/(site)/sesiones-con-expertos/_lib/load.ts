import { createSiteClient } from '@vivasalud/api-client/site';
import { expertsQueries } from '@vivasalud/api-client/queries/experts';
import { SLUG } from '@vivasalud/config/routes';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PAGE_SIZE, type CatalogAnswer } from '@/lib/catalog/catalog';
import type { CatalogFilters } from '@/lib/catalog/params';
import { contentClient, readOptional, readRequired } from '@/lib/content';
import { siteUrl } from '@/lib/pages/site';
import {
  orderSessions,
  SPECIALTY_PARAM,
  specialtyOf,
  type ExpertSession,
  type ExpertSpecialty,
} from './specialty';

export type { ExpertSession, ExpertSpecialty } from './specialty';

/** The area's queries: the specialties from the content API (`expertsQueries`). */
const queries = () => expertsQueries(contentClient(), createSiteClient({ baseUrl: siteUrl() }));

/**
 * The specialties (`GET backoffice/session-experts/specialties/`), once per request: the page
 * cannot do without them (a failure is the error boundary).
 */
export const loadSpecialties = cache((): Promise<ExpertSpecialty[]> =>
  readRequired('backoffice/session-experts/specialties', queries().specialties()),
);

/**
 * The sessions of one specialty (`GET backoffice/session-experts/sessions/?specialty=`, the
 * source of `POST /api/sessions-with-experts/catalog-class`), once per request; `null` when they
 * could not be read (spec §8: the list fails silently — the page says so and offers a retry).
 */
export const loadSessionsOf = cache((specialtyId: number): Promise<ExpertSession[] | null> =>
  readOptional(`backoffice/session-experts/sessions ${specialtyId}`, () =>
    contentClient().GET('/backoffice/session-experts/sessions/', {
      params: { query: { specialty: specialtyId } },
    }),
  ),
);

/** What the catalog shows besides its cards: the specialties, the chosen one, a failed read. */
export interface ExpertsCatalogContext {
  specialties: ExpertSpecialty[];
  /** The chosen specialty, or null for every one. */
  specialty: ExpertSpecialty | null;
  /** Some sessions could not be read (spec §8). */
  failed: boolean;
}

/**
 * The specialty chosen in the address and the sessions to list (every specialty's when none is
 * chosen), once per request; an address whose specialty the service does not have is the
 * not-found screen.
 */
export const loadExpertsCatalog = cache(async (slug: string | null) => {
  const specialties = await loadSpecialties();
  const specialty = specialtyOf(specialties, slug);
  if (specialty === undefined) notFound();
  const chosen = specialty ? [specialty] : specialties;
  const lists = await Promise.all(chosen.map((entry) => loadSessionsOf(entry.id)));
  return {
    context: {
      specialties,
      specialty,
      failed: lists.some((list) => list === null),
    } satisfies ExpertsCatalogContext,
    sessions: orderSessions(
      lists.flatMap((list) => list ?? []),
      new Date(),
    ),
  };
});

/**
 * The catalog's loader (`catalogPage()`): page `page` of the sessions of the address's specialty
 * (`?especialidad=`), 12 a page; `null` past the last page.
 */
export async function loadExpertSessions(
  _category: string | null,
  page: number,
  filters: CatalogFilters = {},
): Promise<CatalogAnswer<ExpertSession> | null> {
  const { sessions } = await loadExpertsCatalog(filters[SPECIALTY_PARAM] ?? null);
  const results = sessions.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (page > 1 && results.length === 0) return null;
  return { count: sessions.length, results };
}

/** What `detailPage()` reads of a session: its slug and title, its text as the description. */
export type ExpertSessionItem = ExpertSession & { copy: string };

/**
 * One session by its slug (`GET backoffice/session-experts/sessions/{slug}/`, the source of
 * `POST /api/sessions-with-experts/get-a-session`); a slug the service does not have is the
 * not-found screen (a malformed one too).
 */
export async function loadExpertSession(slug: string): Promise<ExpertSessionItem> {
  // A slug the service could never have (it would answer 400) is no page either.
  if (!SLUG.test(slug)) notFound();
  const session = await readRequired(`backoffice/session-experts/sessions/${slug}`, () =>
    contentClient().GET('/backoffice/session-experts/sessions/{slug}/', {
      params: { path: { slug } },
    }),
  );
  return { ...session, copy: session.description };
}
