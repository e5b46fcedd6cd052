import { isApiError } from '@vivasalud/api-client/errors';
import type { SiteSchema } from '@vivasalud/api-client/site';
import { isSameSitePath } from '@vivasalud/auth/redirect';
import {
  bearer,
  clearSessionCookie,
  json,
  malformed,
  MAX_BODY_BYTES,
  readJsonObject,
  requireSession,
  RouteError,
  sessionCallFailure,
  sessionRoute,
  validationError,
  type RouteContext,
  type RouteHandler,
  type SessionRoute,
  type SessionRouteOptions,
} from '@vivasalud/auth/server';
import { SLUG } from '@vivasalud/config/routes';
import { revalidatePath } from 'next/cache';
import { MY_SPACE_PATH } from '@/lib/clientRoutes';
import {
  CANCELLED_PATH,
  cancelRefusedPath,
  RESERVATION_TARGETS,
  reservationResultPath,
  reserveLoginHref,
  UUID,
  type ReservationKind,
  type ReservationResultCode,
} from '@/lib/live-classes/reservations';
import { loginHref } from '@/lib/auth/paths';

/**
 * The reservations of the signed-in member (site.yaml): of live classes (issue #28) and, by the
 * same rules and this same module, of sessions with experts (issue #29, `kind: 'expert-session'`:
 * `/api/sessions-with-experts/reservations`, reserving through the content API's
 * `/backoffice/session-experts/reservations/`) and of the in-person classes' occurrences
 * (`kind: 'inperson-class'`: `/api/inperson-classes/reservations`, through
 * `/wellness/inperson-occurrences/reservations/`). On the content API
 * (`/wellness/resources/reservations/`) with the session's bearer, through the session-route kit
 * of `@vivasalud/auth/server` (cookie, Origin check of every POST, `no-store`, the ErrorBody):
 * - `GET /api/live-classes/reservations[?slug=]` lists them;
 * - `POST /api/live-classes/reservations` reserves: JSON with an `Idempotency-Key` header (the
 *   island), or the class page's form without JavaScript, answered `303 See Other`;
 * - `POST /api/live-classes/reservations/<id>/cancel` cancels (the service's DELETE): JSON, or a
 *   form answered 303.
 * A reservation or a cancellation revalidates the class's cached page (its seats).
 */

type Reservation = SiteSchema<'Reservation'>;
type ReservationList = SiteSchema<'ReservationList'>;
type LiveClass = SiteSchema<'LiveClass'>;
type ExpertSession = SiteSchema<'ExpertSession'>;
type InPersonOccurrence = SiteSchema<'InPersonOccurrence'>;
type InPersonClass = SiteSchema<'InPersonClass'>;

const UPSTREAM = '/wellness/resources/reservations/';
const SESSIONS_UPSTREAM = '/backoffice/session-experts/reservations/';
const INPERSON_UPSTREAM = '/wellness/inperson-occurrences/reservations/';

/** The field errors of this route, in Spanish (es-PE). */
export const RESERVATION_MESSAGES = {
  slug: 'La clase no es válida.',
  idempotencyKey: 'La clave de la reserva debe ser un UUID.',
  id: 'La reserva no es válida.',
  redirect: 'La dirección de regreso no es válida.',
} as const;

/** The statuses of the service's refusals handed on (content.yaml). */
const RESERVE_REFUSALS = [400, 403, 404, 409];
const CANCEL_REFUSALS = [400, 404, 409];

/** The codes a form post lands with; any other failure is `UPSTREAM_ERROR`. */
const FORM_CODES: readonly ReservationResultCode[] = [
  'CLASS_FULL',
  'RESERVATION_CLOSED',
  'NOT_PRO',
  'NOT_FOUND',
];

const FORM_TYPE = 'application/x-www-form-urlencoded';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isNullableString = (value: unknown) => value === null || isString(value);

/** The class's card as site.yaml gives it (only its fields), or undefined when it is not one. */
function projectLiveClass(value: unknown): LiveClass | undefined {
  if (!isRecord(value)) return undefined;
  const card = {
    slug: value.slug,
    title: value.title,
    category: value.category,
    category_label: value.category_label,
    image: value.image,
    copy: value.copy,
    starts_at: value.starts_at,
    duration_minutes: value.duration_minutes,
    mentor: value.mentor,
    is_pro: value.is_pro,
    actions: value.actions,
    capacity: value.capacity,
    seats_left: value.seats_left,
    reservation_closes_at: value.reservation_closes_at,
  };
  const valid =
    isString(card.slug) &&
    isString(card.title) &&
    isString(card.category) &&
    isString(card.category_label) &&
    isNullableString(card.image) &&
    isNullableString(card.copy) &&
    isString(card.starts_at) &&
    isInteger(card.duration_minutes) &&
    (card.mentor === null || isRecord(card.mentor)) &&
    typeof card.is_pro === 'boolean' &&
    Array.isArray(card.actions) &&
    isInteger(card.capacity) &&
    isInteger(card.seats_left) &&
    isString(card.reservation_closes_at);
  return valid ? (card as LiveClass) : undefined;
}

/** The session as site.yaml gives it (its fields), or undefined when it is not one. */
function projectExpertSession(value: unknown): ExpertSession | undefined {
  if (!isRecord(value)) return undefined;
  const session = {
    slug: value.slug,
    title: value.title,
    specialty_id: value.specialty_id,
    expert: value.expert,
    description: value.description,
    starts_at: value.starts_at,
    duration_minutes: value.duration_minutes,
    mode: value.mode,
    price: value.price,
    actions: value.actions,
    capacity: value.capacity,
    seats_left: value.seats_left,
    reservation_closes_at: value.reservation_closes_at,
  };
  const valid =
    isString(session.slug) &&
    isString(session.title) &&
    isRecord(session.expert) &&
    isString(session.description) &&
    isString(session.starts_at) &&
    isInteger(session.duration_minutes) &&
    (session.mode === 'online' || session.mode === 'presencial') &&
    Array.isArray(session.actions) &&
    (session.seats_left === undefined || isInteger(session.seats_left));
  if (!valid) return undefined;
  // Absent fields stay absent (the contract's optional ones).
  return Object.fromEntries(
    Object.entries(session).filter(([, field]) => field !== undefined),
  ) as ExpertSession;
}

/** An in-person class's occurrence as site.yaml gives it, or undefined when it is not one. */
function projectOccurrence(value: unknown): InPersonOccurrence | undefined {
  if (!isRecord(value)) return undefined;
  const occurrence = {
    slug: value.slug,
    class_slug: value.class_slug,
    starts_at: value.starts_at,
    ends_at: value.ends_at,
    duration_minutes: value.duration_minutes,
    capacity: value.capacity,
    seats_left: value.seats_left,
    reservation_closes_at: value.reservation_closes_at,
  };
  const valid =
    isString(occurrence.slug) &&
    isString(occurrence.class_slug) &&
    isString(occurrence.starts_at) &&
    isString(occurrence.ends_at) &&
    isInteger(occurrence.duration_minutes) &&
    isInteger(occurrence.capacity) &&
    isInteger(occurrence.seats_left) &&
    isString(occurrence.reservation_closes_at);
  return valid ? (occurrence as InPersonOccurrence) : undefined;
}

/** An in-person class's card as site.yaml gives it (its place included), or undefined. */
function projectInPersonClass(value: unknown): InPersonClass | undefined {
  if (!isRecord(value)) return undefined;
  const item = {
    slug: value.slug,
    title: value.title,
    discipline: value.discipline,
    discipline_label: value.discipline_label,
    location: value.location,
    schedule: value.schedule,
    price: value.price,
    igv_included: value.igv_included,
    image: value.image,
  };
  const location = isRecord(item.location) ? item.location : undefined;
  const valid =
    isString(item.slug) &&
    isString(item.title) &&
    isString(item.discipline) &&
    isString(item.discipline_label) &&
    !!location &&
    isString(location.name) &&
    isString(location.address) &&
    isString(location.district) &&
    isString(location.district_slug) &&
    Array.isArray(item.schedule) &&
    (item.price === null || typeof item.price === 'number') &&
    typeof item.igv_included === 'boolean' &&
    isNullableString(item.image);
  return valid ? (item as InPersonClass) : undefined;
}

/** One reservation as site.yaml gives it, or undefined when the answer is not one. */
export function projectReservation(value: unknown): Reservation | undefined {
  if (!isRecord(value)) return undefined;
  const { id, kind, status, created_at, cancelled_at, slug, title, starts_at, ends_at, path } =
    value;
  if (
    !isString(id) ||
    (status !== 'reserved' && status !== 'cancelled') ||
    !isString(created_at) ||
    !isNullableString(cancelled_at) ||
    !isString(slug) ||
    !isString(title) ||
    !isString(starts_at) ||
    !isString(ends_at) ||
    !isString(path)
  ) {
    return undefined;
  }
  const common = {
    id,
    status: status as Reservation['status'],
    created_at,
    cancelled_at: cancelled_at as string | null,
    slug,
    title,
    starts_at,
    ends_at,
    path,
  };
  if (kind === 'live-class') {
    const live_class = projectLiveClass(value.live_class);
    return live_class && { ...common, kind, live_class };
  }
  if (kind === 'expert-session') {
    const expert_session = projectExpertSession(value.expert_session);
    return expert_session && { ...common, kind, expert_session };
  }
  if (kind === 'inperson-class') {
    const inperson_occurrence = projectOccurrence(value.inperson_occurrence);
    const inperson_class = projectInPersonClass(value.inperson_class);
    return inperson_occurrence && inperson_class
      ? { ...common, kind, inperson_occurrence, inperson_class }
      : undefined;
  }
  return undefined;
}

/** The 303 of a form post. */
function seeOther(location: string, headers?: HeadersInit): Response {
  const result = new Headers(headers);
  result.set('location', location);
  result.set('cache-control', 'no-store');
  return new Response(null, { status: 303, headers: result });
}

/** Whether the POST is the browser's own form submission. */
function isForm(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_TYPE;
}

/** A form's fields, reading at most MAX_BODY_BYTES. */
async function readForm(request: Request): Promise<URLSearchParams> {
  const declared = Number(request.headers.get('content-length'));
  const tooLarge = () => validationError('body', `El cuerpo supera ${MAX_BODY_BYTES / 1024} KiB.`);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return validationError('body', 'El cuerpo no es texto UTF-8 válido.');
  }
  return new URLSearchParams(text);
}

function checkedSlug(value: unknown): string {
  if (!isString(value) || !SLUG.test(value)) validationError('slug', RESERVATION_MESSAGES.slug);
  return value;
}

/** What the route does with the pages it changed: Next's `revalidatePath` (tests pass a spy). */
export type Revalidate = (path: string) => void;

export interface ReservationsRouteOptions extends SessionRouteOptions {
  /** What this route reserves (a live class when absent). */
  kind?: ReservationKind;
  revalidate?: Revalidate;
  /** Makes an idempotency key for a form that carries none. */
  newKey?: () => string;
}

/**
 * Calls the service; its refusals of `passedOn` are thrown as the service's ErrorBody (its code
 * kept on the error for the form flow), 401 clears the cookie, anything else is 502
 * UPSTREAM_ERROR.
 */
async function upstreamCall(
  ctx: RouteContext,
  passedOn: readonly number[],
  run: () => Promise<{ data?: unknown; response: Response }>,
): Promise<{ data: unknown; status: number }> {
  try {
    const { data, response } = await run();
    return { data, status: response.status };
  } catch (error) {
    const failure = sessionCallFailure(ctx, error, passedOn);
    const body = isApiError(error) ? error.body : undefined;
    const code = isRecord(body) && isString(body.code) ? body.code : undefined;
    throw Object.assign(failure, {
      refusal: passedOn.includes(failure.response.status) ? code : undefined,
    });
  }
}

/** The code of a refusal the service answered (`CLASS_FULL`…), or undefined. */
const refusalCode = (error: unknown): string | undefined =>
  error instanceof RouteError ? (error as RouteError & { refusal?: string }).refusal : undefined;

function formCode(error: unknown): ReservationResultCode {
  const code = refusalCode(error);
  return FORM_CODES.find((known) => known === code) ?? 'UPSTREAM_ERROR';
}

const expiredSession = (error: unknown) =>
  error instanceof RouteError && error.response.status === 401;

/** A form post's failure that is the service's (not a refusal): logged like a 5xx. */
function logFormFailure(ctx: RouteContext, error: RouteError) {
  if (error.response.status >= 500) {
    console.error(
      `[@vivasalud/auth] ${ctx.url.pathname.replace(/\/+$/, '')} 303 ${error.logCode ?? 'UPSTREAM_ERROR'}`,
    );
  }
}

/** GET: the member's reservations of one kind, or one class's (session's) (`?slug=`). */
const listReservations =
  (kind: ReservationKind): RouteHandler =>
  async (ctx) => {
    const requested = ctx.url.searchParams.get('slug');
    const slug = requested === null ? null : checkedSlug(requested);
    const token = requireSession(ctx);
    const { data } = await upstreamCall(ctx, [], () =>
      ctx.upstream.content.GET(UPSTREAM, { headers: bearer(token) }),
    );
    if (!isRecord(data) || !Array.isArray(data.results)) malformed();
    const results = data.results
      .map((item) => projectReservation(item) ?? malformed())
      .filter((item) => item.kind === kind && (slug === null || item.slug === slug));
    return json(200, { results } satisfies ReservationList);
  };

type Needs = Required<Pick<ReservationsRouteOptions, 'kind' | 'revalidate' | 'newKey'>>;

/** POST: reserves (JSON from the island, or the page's form without JavaScript). */
function reserveHandler({ kind, revalidate, newKey }: Needs): RouteHandler {
  const page = RESERVATION_TARGETS[kind].page;
  const reserve = async (ctx: RouteContext, token: string, slug: string, key: string) => {
    try {
      const request = {
        params: { header: { 'Idempotency-Key': key } },
        body: { slug },
        headers: bearer(token),
      };
      const { data, status } = await upstreamCall(ctx, RESERVE_REFUSALS, () =>
        kind === 'expert-session'
          ? ctx.upstream.content.POST(SESSIONS_UPSTREAM, request)
          : kind === 'inperson-class'
            ? ctx.upstream.content.POST(INPERSON_UPSTREAM, request)
            : ctx.upstream.content.POST(UPSTREAM, request),
      );
      const reservation = projectReservation(data) ?? malformed();
      revalidate(page(slug));
      return { reservation, status: status === 201 ? 201 : 200 };
    } catch (error) {
      // The page showed seats that are gone: render it again.
      if (refusalCode(error) === 'CLASS_FULL') revalidate(page(slug));
      throw error;
    }
  };

  const fromForm: RouteHandler = async (ctx) => {
    const fields = await readForm(ctx.request);
    const slug = checkedSlug(fields.get('slug'));
    const given = fields.get('idempotency_key') ?? '';
    if (given !== '' && !UUID.test(given)) {
      validationError('idempotency_key', RESERVATION_MESSAGES.idempotencyKey);
    }
    if (!ctx.token) return seeOther(reserveLoginHref(slug, kind));
    try {
      await reserve(ctx, ctx.token, slug, given || newKey());
      return seeOther(reservationResultPath(slug, 'reservada', kind));
    } catch (error) {
      if (!(error instanceof RouteError)) throw error;
      if (expiredSession(error)) {
        return seeOther(reserveLoginHref(slug, kind), {
          'set-cookie': clearSessionCookie(ctx.cookie),
        });
      }
      logFormFailure(ctx, error);
      return seeOther(reservationResultPath(slug, formCode(error), kind));
    }
  };

  const fromJson: RouteHandler = async (ctx) => {
    const body = await readJsonObject(ctx.request);
    const slug = checkedSlug(body.slug);
    const key = ctx.request.headers.get('idempotency-key');
    if (key === null || !UUID.test(key)) {
      validationError('Idempotency-Key', RESERVATION_MESSAGES.idempotencyKey);
    }
    const token = requireSession(ctx);
    const { reservation, status } = await reserve(ctx, token, slug, key);
    return json(status, reservation satisfies Reservation);
  };

  return (ctx) => (isForm(ctx.request) ? fromForm(ctx) : fromJson(ctx));
}

/** The reservation id of `/api/live-classes/reservations/<id>/cancel`. */
function idOf(url: URL): string {
  const match = /\/reservations\/([^/]+)\/cancel\/?$/.exec(url.pathname);
  let id: string | undefined;
  try {
    id = match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    id = undefined;
  }
  if (!id || !UUID.test(id)) validationError('id', RESERVATION_MESSAGES.id);
  return id;
}

/** POST …/<id>/cancel: cancels a reservation of either kind (JSON or no body from a page's script, or a form). */
function cancelHandler({ revalidate }: Pick<Needs, 'revalidate'>): RouteHandler {
  const cancel = async (ctx: RouteContext, token: string, id: string) => {
    const { data } = await upstreamCall(ctx, CANCEL_REFUSALS, () =>
      ctx.upstream.content.DELETE('/wellness/resources/reservations/{id}/', {
        params: { path: { id } },
        headers: bearer(token),
      }),
    );
    const reservation = projectReservation(data) ?? malformed();
    revalidate(reservation.path);
    return reservation;
  };

  const fromForm: RouteHandler = async (ctx) => {
    const id = idOf(ctx.url);
    const fields = await readForm(ctx.request);
    const redirect = fields.get('redirect');
    if (redirect !== null && redirect !== '' && !isSameSitePath(redirect)) {
      validationError('redirect', RESERVATION_MESSAGES.redirect);
    }
    const back = redirect || undefined;
    if (!ctx.token) return seeOther(loginHref(back ?? MY_SPACE_PATH));
    try {
      await cancel(ctx, ctx.token, id);
      return seeOther(back ?? CANCELLED_PATH);
    } catch (error) {
      if (!(error instanceof RouteError)) throw error;
      if (expiredSession(error)) {
        return seeOther(loginHref(back ?? MY_SPACE_PATH), {
          'set-cookie': clearSessionCookie(ctx.cookie),
        });
      }
      logFormFailure(ctx, error);
      return seeOther(cancelRefusedPath(formCode(error)));
    }
  };

  const fromJson: RouteHandler = async (ctx) => {
    const id = idOf(ctx.url);
    await readJsonObject(ctx.request, { allowEmpty: true });
    const token = requireSession(ctx);
    return json(200, (await cancel(ctx, token, id)) satisfies Reservation);
  };

  return (ctx) => (isForm(ctx.request) ? fromForm(ctx) : fromJson(ctx));
}

const defaults = (options: ReservationsRouteOptions): Needs => ({
  kind: options.kind ?? 'live-class',
  revalidate: options.revalidate ?? ((path) => revalidatePath(path)),
  newKey: options.newKey ?? (() => crypto.randomUUID()),
});

/**
 * `app/api/live-classes/reservations/route.ts`:
 * `export const { GET, POST } = reservationsRoute();` and
 * `app/api/sessions-with-experts/reservations/route.ts`:
 * `export const { GET, POST } = reservationsRoute({ kind: 'expert-session' });` (tests point
 * `env` at a fake service).
 */
export function reservationsRoute(options: ReservationsRouteOptions = {}): SessionRoute {
  return sessionRoute(
    {
      GET: listReservations(options.kind ?? 'live-class'),
      POST: reserveHandler(defaults(options)),
    },
    { site: 'portal', ...options },
  );
}

/**
 * `app/api/live-classes/reservations/[id]/cancel/route.ts`:
 * `export const { GET, POST } = cancelReservationRoute();` (GET answers 405).
 */
export function cancelReservationRoute(options: ReservationsRouteOptions = {}): SessionRoute {
  return sessionRoute({ POST: cancelHandler(defaults(options)) }, { site: 'portal', ...options });
}
