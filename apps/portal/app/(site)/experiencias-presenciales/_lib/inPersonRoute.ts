import type { ContentSchema } from '@vivasalud/api-client/content';
import type { SiteSchema } from '@vivasalud/api-client/site';
import {
  fail,
  json,
  malformed,
  readJsonObject,
  sessionCallFailure,
  sessionRoute,
  type RouteContext,
  type SessionRoute,
  type SessionRouteOptions,
} from '@vivasalud/auth/server';
import { SLUG } from '@vivasalud/config/routes';
import { isApiError } from '@vivasalud/api-client/errors';

/**
 * The in-person experiences' same-site routes (site.yaml, issue #29): public reads of the content
 * API — no session needed, a cookie is ignored — through the session-route kit of
 * `@vivasalud/auth/server` (the Origin check of every POST, `no-store`, one ErrorBody, 405 with
 * `Allow`):
 * - `POST /api/inperson-classes/catalog-class?page=N` `{ page, discipline?, district? }`: a page
 *   of the catalog with its facets (`catalogClassRoute`);
 * - `POST /api/inperson-classes/get-prices` `{ discipline }`: the price plans (`pricesRoute`).
 */

type InPersonClassPage = SiteSchema<'InPersonClassPage'>;
type InPersonClass = SiteSchema<'InPersonClass'>;

/** The spec's messages of a malformed input (site.yaml). */
export const IN_PERSON_MESSAGES = {
  page: 'Invalid page number',
  discipline: 'Invalid discipline format',
  disciplineUndefined: 'discipline is undefined',
  district: 'Invalid district format',
} as const;

const PAGE_DIGITS = /^[1-9][0-9]{0,8}$/;

function refuse(field: string, message: string): never {
  return fail(400, 'VALIDATION_ERROR', message, { errors: [{ field, message }] });
}

/** An optional slug of the body: absent, or a slug (else 400 with its message). */
function optionalSlug(body: Record<string, unknown>, field: string, message: string) {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !SLUG.test(value)) refuse(field, message);
  return value;
}

/** The page of the query and of the body, equal when both are given. */
function pageOf(ctx: RouteContext, body: Record<string, unknown>): number {
  const fromBody = body.page;
  if (typeof fromBody !== 'number' || !Number.isSafeInteger(fromBody) || fromBody < 1) {
    refuse('page', IN_PERSON_MESSAGES.page);
  }
  const fromQuery = ctx.url.searchParams.getAll('page');
  if (fromQuery.length > 1) refuse('page', IN_PERSON_MESSAGES.page);
  if (fromQuery.length === 1) {
    const [raw] = fromQuery;
    if (!raw || !PAGE_DIGITS.test(raw) || Number(raw) !== fromBody) {
      refuse('page', IN_PERSON_MESSAGES.page);
    }
  }
  return fromBody;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The class as site.yaml gives it: the contract's fields only. */
function projectClass(item: ContentSchema<'InPersonClass'>): InPersonClass {
  return {
    slug: item.slug,
    title: item.title,
    discipline: item.discipline,
    discipline_label: item.discipline_label,
    location: {
      name: item.location.name,
      address: item.location.address,
      district: item.location.district,
      district_slug: item.location.district_slug,
    },
    schedule: item.schedule.map(({ weekday, start_time, end_time }) => ({
      weekday,
      start_time,
      end_time,
    })),
    price: item.price,
    igv_included: item.igv_included,
    image: item.image,
  };
}

const facets = (value: unknown) => (Array.isArray(value) ? value : malformed());

/** An upstream failure: its 400 handed on (the spec's message), anything else 502. */
function failure(ctx: RouteContext, error: unknown): never {
  throw sessionCallFailure(ctx, error, [400]);
}

async function catalogClass(ctx: RouteContext): Promise<Response> {
  const body = await readJsonObject(ctx.request);
  const page = pageOf(ctx, body);
  const discipline = optionalSlug(body, 'discipline', IN_PERSON_MESSAGES.discipline);
  const district = optionalSlug(body, 'district', IN_PERSON_MESSAGES.district);
  const query = { ...(discipline ? { discipline } : {}), ...(district ? { district } : {}) };
  const read = (target: number, size?: number) =>
    ctx.upstream.content.GET('/wellness/inperson-classes/catalog/', {
      params: { query: { ...query, page: target, ...(size ? { page_size: size } : {}) } },
    });
  let data: unknown;
  let past = false;
  try {
    ({ data } = await read(page));
  } catch (error) {
    if (!(isApiError(error) && error.status === 404 && page > 1)) failure(ctx, error);
    // A page past the last: an empty page (site.yaml), with the count and facets of the first.
    past = true;
    try {
      ({ data } = await read(1, 1));
    } catch (again) {
      failure(ctx, again);
    }
  }
  if (!isRecord(data) || !Array.isArray(data.results) || typeof data.count !== 'number') {
    malformed();
  }
  const answer: InPersonClassPage = {
    count: data.count,
    next: !past && data.next ? page + 1 : null,
    previous: !past && data.previous ? page - 1 : null,
    results: past ? [] : (data.results as ContentSchema<'InPersonClass'>[]).map(projectClass),
    disciplines: facets(data.disciplines),
    districts: facets(data.districts),
  };
  return json(200, answer);
}

async function getPrices(ctx: RouteContext): Promise<Response> {
  const body = await readJsonObject(ctx.request);
  const raw = body.discipline;
  if (raw === undefined || raw === null || raw === '' || raw === 'undefined') {
    refuse('discipline', IN_PERSON_MESSAGES.disciplineUndefined);
  }
  if (typeof raw !== 'string' || !SLUG.test(raw)) {
    refuse('discipline', IN_PERSON_MESSAGES.discipline);
  }
  let data: unknown;
  try {
    ({ data } = await ctx.upstream.content.GET('/wellness/disciplines/{discipline}/prices/', {
      params: { path: { discipline: raw } },
    }));
  } catch (error) {
    // An unknown discipline answers an empty list (site.yaml).
    if (isApiError(error) && error.status === 404) return json(200, []);
    failure(ctx, error);
  }
  if (!Array.isArray(data)) malformed();
  const plans: SiteSchema<'PricePlan'>[] = (data as ContentSchema<'PricePlan'>[]).map(
    ({ plan, price, currency, sessions, igv_included }) => ({
      plan,
      price,
      currency,
      sessions,
      igv_included,
    }),
  );
  return json(200, plans);
}

/** `POST /api/inperson-classes/catalog-class` (a public read). */
export function catalogClassRoute(options: SessionRouteOptions = {}): SessionRoute {
  return sessionRoute({ POST: catalogClass }, options);
}

/** `POST /api/inperson-classes/get-prices` (a public read). */
export function pricesRoute(options: SessionRouteOptions = {}): SessionRoute {
  return sessionRoute({ POST: getPrices }, options);
}
