import type { SiteSchema } from '@vivasalud/api-client/site';
import {
  bearer,
  json,
  malformed,
  readJsonObject,
  requireSession,
  sessionCallFailure,
  sessionRoute,
  validationErrors,
  type RouteHandler,
  type SessionRoute,
  type SessionRouteOptions,
} from '@vivasalud/auth/server';
import { SLUG } from '@vivasalud/config/routes';

/**
 * `GET|POST /api/recorded-classes/progress-class` (site.yaml, issue #19): the signed-in user's
 * progress in the recorded classes, read and saved on the content API
 * (`/wellness/recorded-classes/progress/`) with the session's bearer, through the session-route
 * kit of `@vivasalud/auth/server` (cookie, Origin check of the save, `no-store`, the ErrorBody).
 * This area's rules are here: what a save may carry and what of the service's answer reaches
 * page JavaScript.
 */

type ProgressUpdate = SiteSchema<'ProgressUpdate'>;
type Progress = SiteSchema<'RecordedClassProgress'>;
type ProgressList = SiteSchema<'RecordedClassProgressList'>;
type ProgressItem = ProgressList['results'][number];
type ClassCard = ProgressItem['recorded_class'];

/** The media types the save reads as JSON: `text/plain` is what `navigator.sendBeacon` sends. */
export const PROGRESS_MEDIA_TYPES = ['application/json', 'text/plain'] as const;

/** The field errors of a save, in Spanish (es-PE), naming the field at fault. */
export const PROGRESS_MESSAGES = {
  slug: 'La clase no es válida.',
  progress: 'El progreso debe ser un número entre 0 y 100.',
  position_seconds: 'La posición debe ser un número de segundos mayor o igual a 0.',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A JSON number (`1e999` parses to Infinity: refused too); never a string such as "50". */
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The save's body, checked before any upstream call: `slug` (the slug rule, spec §5),
 * `progress` a number from 0 to 100, `position_seconds` absent or a number ≥ 0 (its upper bound,
 * the media's length, is the content API's to check). Anything else is not forwarded. Every field
 * at fault is listed in one 400 VALIDATION_ERROR.
 */
export function progressUpdate(body: Record<string, unknown>): ProgressUpdate {
  const { slug, progress, position_seconds: position } = body;
  const errors: { field: keyof typeof PROGRESS_MESSAGES; message: string }[] = [];
  const validSlug = typeof slug === 'string' && SLUG.test(slug);
  if (!validSlug) errors.push({ field: 'slug', message: PROGRESS_MESSAGES.slug });
  const validProgress = isNumber(progress) && progress >= 0 && progress <= 100;
  if (!validProgress) errors.push({ field: 'progress', message: PROGRESS_MESSAGES.progress });
  const validPosition = position === undefined || (isNumber(position) && position >= 0);
  if (!validPosition) {
    errors.push({ field: 'position_seconds', message: PROGRESS_MESSAGES.position_seconds });
  }
  if (!validSlug || !validProgress || !validPosition) validationErrors(errors);
  return position === undefined
    ? { slug, progress }
    : { slug, progress, position_seconds: position };
}

/** The contract's fields of one stored progress, or undefined when the answer is not one. */
function projectProgress(value: unknown): Progress | undefined {
  if (!isRecord(value)) return undefined;
  const { slug, progress, position_seconds, completed, updated_at } = value;
  if (
    typeof slug !== 'string' ||
    !isNumber(progress) ||
    !isNumber(position_seconds) ||
    typeof completed !== 'boolean' ||
    typeof updated_at !== 'string'
  ) {
    return undefined;
  }
  return { slug, progress, position_seconds, completed, updated_at };
}

/**
 * The class's card as site.yaml gives it: the content API answers its whole `RecordedClass`,
 * only these fields reach page JavaScript.
 */
function projectCard(value: unknown): ClassCard | undefined {
  if (!isRecord(value)) return undefined;
  const { slug, title, image, duration_minutes, category_label } = value;
  if (
    typeof slug !== 'string' ||
    typeof title !== 'string' ||
    (image !== null && typeof image !== 'string') ||
    !isNumber(duration_minutes) ||
    typeof category_label !== 'string'
  ) {
    return undefined;
  }
  return { slug, title, image, duration_minutes, category_label };
}

function projectItem(value: unknown): ProgressItem | undefined {
  const progress = projectProgress(value);
  const card = isRecord(value) ? projectCard(value.recorded_class) : undefined;
  return progress && card ? { ...progress, recorded_class: card } : undefined;
}

/** GET: the classes the user started, the latest first (the «Continuar viendo» row). */
const listRecordedClassProgress: RouteHandler = async (ctx) => {
  const token = requireSession(ctx);
  let data: unknown;
  try {
    ({ data } = await ctx.upstream.content.GET('/wellness/recorded-classes/progress/', {
      headers: bearer(token),
    }));
  } catch (error) {
    throw sessionCallFailure(ctx, error);
  }
  if (!isRecord(data) || !Array.isArray(data.results)) malformed();
  const results = data.results.map((item) => projectItem(item) ?? malformed());
  return json(200, { results } satisfies ProgressList);
};

/**
 * POST: saves the progress and position (JSON, or the same JSON as `text/plain` from
 * `navigator.sendBeacon`) and answers what is stored. The service's 400 (a position past the
 * end), 404 (an unknown class) and 429 (too many saves, with `Retry-After`) are handed on.
 */
const updateRecordedClassProgress: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request, { mediaTypes: PROGRESS_MEDIA_TYPES });
  const token = requireSession(ctx);
  const update = progressUpdate(body);
  let data: unknown;
  try {
    ({ data } = await ctx.upstream.content.POST('/wellness/recorded-classes/progress/', {
      body: update,
      headers: bearer(token),
    }));
  } catch (error) {
    throw sessionCallFailure(ctx, error, [400, 404, 429]);
  }
  return json(200, (projectProgress(data) ?? malformed()) satisfies Progress);
};

/**
 * The route file's handlers: `export const { GET, POST } = recordedClassProgressRoute();`. The
 * portal's session cookie; `options` are the kit's (tests point `env` at a fake service).
 */
export function recordedClassProgressRoute(options: SessionRouteOptions = {}): SessionRoute {
  return sessionRoute(
    { GET: listRecordedClassProgress, POST: updateRecordedClassProgress },
    { site: 'portal', ...options },
  );
}
