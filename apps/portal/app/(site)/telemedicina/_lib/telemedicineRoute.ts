import { isApiError } from '@vivasalud/api-client/errors';
import type { SiteSchema } from '@vivasalud/api-client/site';
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
  validationErrors,
  type RouteContext,
  type RouteHandler,
  type SessionRoute,
  type SessionRouteOptions,
} from '@vivasalud/auth/server';
import { loginHref } from '@/lib/auth/paths';
import { TELEMEDICINE_PATH } from '@/lib/clientRoutes';
import { CALL_FIELDS, checkCallForm, type CallField } from './callForm';
import { proGate } from './proGate';
import { callResultPath, type CallResultCode } from './result';

/**
 * The telemedicine same-site routes (site.yaml, issue #29), on the content API with the session's
 * bearer through the session-route kit of `@vivasalud/auth/server` (cookie, Origin check of every
 * POST, `no-store`, the ErrorBody). Each checks the pro membership itself, on the identity
 * service's session (`proGate`), before asking the content API: 401 without a session, 403
 * `NOT_PRO` for a member without pro.
 * - `GET /api/telemedicine/get-content`: the page's content;
 * - `POST /api/telemedicine/post-call`: a call request — JSON with an `Idempotency-Key` header
 *   (the page's script), or the page's form without JavaScript, answered `303 See Other`.
 */

type Content = SiteSchema<'TelemedicineContent'>;
type Call = SiteSchema<'TelemedicineCall'>;

/** The Spanish messages of this route. */
export const TELEMEDICINE_MESSAGES = {
  notPro: 'Este servicio es exclusivo para miembros Pro.',
  idempotencyKey: 'La clave de la solicitud debe ser un UUID.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_TYPE = 'application/x-www-form-urlencoded';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

const notPro = () =>
  new RouteError(
    json(403, { error: true, code: 'NOT_PRO', message: TELEMEDICINE_MESSAGES.notPro }),
  );

/**
 * The session's bearer when its member is pro: the identity service's session read with it
 * (401 when it knows no such session, the cookie cleared), then the gate.
 */
async function proToken(ctx: RouteContext): Promise<string> {
  const token = requireSession(ctx);
  let user: unknown;
  try {
    const { data } = await ctx.upstream.identity.GET('/auth/session', { headers: bearer(token) });
    user = data?.isAuthenticated ? data.user : null;
  } catch (error) {
    throw sessionCallFailure(ctx, error);
  }
  const gate = proGate(isRecord(user) ? (user as { membership?: string | null }) : null);
  if (gate === 'anonymous') {
    throw new RouteError(
      json(
        401,
        { error: true, code: 'UNAUTHORIZED', message: 'Sesión no válida o expirada.' },
        { 'set-cookie': clearSessionCookie(ctx.cookie) },
      ),
    );
  }
  if (gate === 'standard') throw notPro();
  return token;
}

/** The content as site.yaml gives it, or undefined when the answer is not one. */
export function projectContent(value: unknown): Content | undefined {
  if (!isRecord(value)) return undefined;
  const { heading, subheading, specialties, actions, consent, expected_wait_minutes, next_steps } =
    value;
  const valid =
    isString(heading) &&
    isString(subheading) &&
    Array.isArray(specialties) &&
    specialties.every(
      (item) =>
        isRecord(item) && isString(item.id) && isString(item.name) && isString(item.description),
    ) &&
    Array.isArray(actions) &&
    isRecord(consent) &&
    isString(consent.version) &&
    isString(consent.text) &&
    Number.isInteger(expected_wait_minutes) &&
    isString(next_steps);
  if (!valid) return undefined;
  return {
    heading,
    subheading,
    specialties: (specialties as Record<string, string>[]).map(({ id, name, description }) => ({
      id: id!,
      name: name!,
      description: description!,
    })),
    actions: actions as Content['actions'],
    consent: { version: consent.version as string, text: consent.text as string },
    expected_wait_minutes: expected_wait_minutes as number,
    next_steps,
  };
}

/** The call request as site.yaml gives it, or undefined when the answer is not one. */
export function projectCall(value: unknown): Call | undefined {
  if (!isRecord(value)) return undefined;
  const call = {
    callId: value.callId,
    status: value.status,
    specialty: value.specialty,
    phone: value.phone,
    consent_version: value.consent_version,
    consented_at: value.consented_at,
    expected_wait_minutes: value.expected_wait_minutes,
    next_steps: value.next_steps,
    ...(isString(value.joinUrl) ? { joinUrl: value.joinUrl } : {}),
  };
  const valid =
    isString(call.callId) &&
    (call.status === 'queued' || call.status === 'ready') &&
    isString(call.specialty) &&
    isString(call.phone) &&
    isString(call.consent_version) &&
    isString(call.consented_at) &&
    Number.isInteger(call.expected_wait_minutes) &&
    isString(call.next_steps);
  return valid ? (call as Call) : undefined;
}

/** GET: the content, for a pro member. */
const getContent: RouteHandler = async (ctx) => {
  const token = await proToken(ctx);
  let data: unknown;
  try {
    ({ data } = await ctx.upstream.content.GET('/telemedicine/content/', {
      headers: bearer(token),
    }));
  } catch (error) {
    throw sessionCallFailure(ctx, error, [403]);
  }
  return json(200, (projectContent(data) ?? malformed()) satisfies Content);
};

/** The fields the service named in a 400 (`errors[].field`), those the form has. */
function refusedFields(error: unknown): CallField[] {
  const body = isApiError(error) ? error.body : undefined;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  return CALL_FIELDS.filter((field) =>
    errors.some((item: unknown) => isRecord(item) && item.field === field),
  );
}

/** Asks the content API for the call; its 400 and 403 are handed on, 401 clears the cookie. */
async function requestCall(
  ctx: RouteContext,
  token: string,
  body: { specialty: string; phone: string; consent: true },
  key: string,
): Promise<{ call: Call; status: 200 | 201 }> {
  try {
    const { data, response } = await ctx.upstream.content.POST('/telemedicine/calls/', {
      params: { header: { 'Idempotency-Key': key } },
      body,
      headers: bearer(token),
    });
    return { call: projectCall(data) ?? malformed(), status: response.status === 201 ? 201 : 200 };
  } catch (error) {
    throw Object.assign(sessionCallFailure(ctx, error, [400, 403]), {
      fields: refusedFields(error),
    });
  }
}

/** The 303 of a form post. */
function seeOther(location: string, headers?: HeadersInit): Response {
  const result = new Headers(headers);
  result.set('location', location);
  result.set('cache-control', 'no-store');
  return new Response(null, { status: 303, headers: result });
}

function isForm(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_TYPE;
}

async function readForm(request: Request): Promise<URLSearchParams> {
  const declared = Number(request.headers.get('content-length'));
  const tooLarge = () => validationError('body', `El cuerpo supera ${MAX_BODY_BYTES / 1024} KiB.`);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) tooLarge();
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return validationError('body', 'El cuerpo no es texto UTF-8 válido.');
  }
}

export interface TelemedicineRouteOptions extends SessionRouteOptions {
  /** Makes an idempotency key for a form that carries none. */
  newKey?: () => string;
}

const statusOf = (error: unknown) => (error instanceof RouteError ? error.response.status : 0);

/** POST: a call request (JSON from the page's script, or its form without JavaScript). */
function postCall(newKey: () => string): RouteHandler {
  const fromForm: RouteHandler = async (ctx) => {
    const fields = await readForm(ctx.request);
    const given = fields.get('idempotency_key') ?? '';
    if (given !== '' && !UUID.test(given)) {
      validationError('idempotency_key', TELEMEDICINE_MESSAGES.idempotencyKey);
    }
    const login = loginHref(TELEMEDICINE_PATH);
    if (!ctx.token) return seeOther(login);
    const back = (code: CallResultCode, specialty?: string, failed?: readonly CallField[]) =>
      seeOther(callResultPath(code, specialty, failed));
    const checked = checkCallForm(
      {
        specialty: fields.get('specialty') ?? '',
        countryCode: fields.get('country_code') ?? '+51',
        phone: fields.get('phone') ?? '',
        consent: fields.get('consent') === 'si',
      },
      null,
    );
    const specialty = checked.ok ? checked.body.specialty : undefined;
    try {
      const token = await proToken(ctx);
      if (!checked.ok) {
        return back('VALIDATION_ERROR', undefined, Object.keys(checked.errors) as CallField[]);
      }
      await requestCall(ctx, token, checked.body, given || newKey());
      return back('enviada', specialty);
    } catch (error) {
      if (!(error instanceof RouteError)) throw error;
      const status = statusOf(error);
      if (status === 401) return seeOther(login, { 'set-cookie': clearSessionCookie(ctx.cookie) });
      if (status === 403) return back('NOT_PRO');
      if (status === 400) {
        return back('VALIDATION_ERROR', specialty, (error as { fields?: CallField[] }).fields);
      }
      if (status >= 500) console.error(`[telemedicine] post-call 303 ${error.logCode ?? status}`);
      return back('UPSTREAM_ERROR', specialty);
    }
  };

  const fromJson: RouteHandler = async (ctx) => {
    const body = await readJsonObject(ctx.request);
    const key = ctx.request.headers.get('idempotency-key');
    if (key === null || !UUID.test(key)) {
      validationError('Idempotency-Key', TELEMEDICINE_MESSAGES.idempotencyKey);
    }
    const token = await proToken(ctx);
    const checked = checkCallForm(
      {
        specialty: isString(body.specialty) ? body.specialty : '',
        countryCode: '',
        phone: isString(body.phone) ? body.phone : '',
        consent: body.consent === true,
      },
      null,
    );
    if (!checked.ok) {
      validationErrors(
        CALL_FIELDS.flatMap((field) => {
          const message = checked.errors[field];
          return message ? [{ field, message }] : [];
        }),
      );
    }
    const { call, status } = await requestCall(ctx, token, checked.body, key);
    return json(status, call satisfies Call);
  };

  return (ctx) => (isForm(ctx.request) ? fromForm(ctx) : fromJson(ctx));
}

/** `app/api/telemedicine/get-content/route.ts`: `export const { GET, POST } = telemedicineContentRoute();` */
export function telemedicineContentRoute(options: SessionRouteOptions = {}): SessionRoute {
  return sessionRoute({ GET: getContent }, { site: 'portal', ...options });
}

/** `app/api/telemedicine/post-call/route.ts`: `export const { GET, POST } = telemedicineCallRoute();` */
export function telemedicineCallRoute(options: TelemedicineRouteOptions = {}): SessionRoute {
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  return sessionRoute({ POST: postCall(newKey) }, { site: 'portal', ...options });
}
