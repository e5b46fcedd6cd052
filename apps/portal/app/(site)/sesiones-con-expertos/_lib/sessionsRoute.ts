import type { SiteSchema } from '@vivasalud/api-client/site';
import {
  fail,
  json,
  malformed,
  readJsonObject,
  sessionCallFailure,
  sessionRoute,
  validationError,
  type RouteHandler,
  type SessionRouteOptions,
} from '@vivasalud/auth/server';
import { SLUG } from '@vivasalud/config/routes';

/**
 * The sessions with experts' same-site routes (site.yaml, spec §7), public reads of the content
 * API through the session-route kit of `@vivasalud/auth/server` (Origin check of every POST,
 * `no-store`, the ErrorBody; no session needed, none sent upstream):
 * - `POST /api/sessions-with-experts/get-a-session` `{ slug }`: one session
 *   (`backoffice/session-experts/sessions/{slug}/`); a malformed slug is 400 «Invalid slug
 *   format», an unknown one 404;
 * - `POST /api/sessions-with-experts/catalog-class` `{ id }`: the sessions of a specialty
 *   (`backoffice/session-experts/sessions/?specialty=`), soonest first; a specialty id that is
 *   not a whole number from 1 is 400.
 * The content API failing is 502 `UPSTREAM_ERROR`, never a 500.
 */

type ExpertSession = SiteSchema<'ExpertSession'>;

/** The field errors of these routes, in Spanish (es-PE). */
export const SESSIONS_MESSAGES = {
  id: 'La especialidad no es válida.',
} as const;

/** The largest id the content API takes (content.yaml: a 32-bit integer). */
const MAX_ID = 2_147_483_647;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether an answer is an expert session as the contract says (what the browser relies on). */
function isSession(value: unknown): value is ExpertSession {
  if (!isRecord(value) || !isRecord(value.expert)) return false;
  return (
    typeof value.slug === 'string' &&
    typeof value.title === 'string' &&
    typeof value.expert.name === 'string' &&
    typeof value.starts_at === 'string' &&
    Number.isInteger(value.duration_minutes) &&
    (value.mode === 'online' || value.mode === 'presencial') &&
    Array.isArray(value.actions)
  );
}

const getSession: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const slug = body.slug;
  if (typeof slug !== 'string' || !SLUG.test(slug)) {
    fail(400, 'VALIDATION_ERROR', 'Invalid slug format');
  }
  try {
    const { data } = await ctx.upstream.content.GET(
      '/backoffice/session-experts/sessions/{slug}/',
      { params: { path: { slug } } },
    );
    return json(200, isSession(data) ? data : malformed());
  } catch (error) {
    throw sessionCallFailure(ctx, error, [404]);
  }
};

const listSessions: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const id = body.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    validationError('id', SESSIONS_MESSAGES.id);
  }
  try {
    const { data } = await ctx.upstream.content.GET('/backoffice/session-experts/sessions/', {
      params: { query: { specialty: id } },
    });
    return json(200, Array.isArray(data) && data.every(isSession) ? data : malformed());
  } catch (error) {
    throw sessionCallFailure(ctx, error);
  }
};

/** `POST /api/sessions-with-experts/get-a-session` (`GET` answers 405). */
export const expertSessionRoute = (options: SessionRouteOptions = {}) =>
  sessionRoute({ POST: getSession }, options);

/** `POST /api/sessions-with-experts/catalog-class` (`GET` answers 405). */
export const expertSessionsRoute = (options: SessionRouteOptions = {}) =>
  sessionRoute({ POST: listSessions }, options);
