import { isApiError, serverMessage } from '@vivasalud/api-client/errors';
import type { SiteSchema } from '@vivasalud/api-client/site';
import type { Hosts } from '@vivasalud/config/hosts';
import {
  clearSessionCookie,
  serializeSessionCookie,
  type SessionCookieSettings,
  type Site,
} from './cookie';
import { empty, fail, json, MESSAGES, RouteError, validationError } from './errors';
import { readJsonObject } from './guards';
import { projectChallenge, projectUser } from './profile';
import { redeemTicket, SIGNED_OUT, silentCheckCookie, startTicket } from './tickets';
import { bearer, upstreamFailure, type Upstream } from './upstream';
// The content API's slug rule (spec §5), up to 100 characters: the one rule of both apps.
import { SLUG } from '@vivasalud/config/routes';

/** What a route handler gets for one request (guards already passed). */
export interface RouteContext {
  request: Request;
  url: URL;
  cookie: SessionCookieSettings;
  /** The session token from the cookie, when there is one. */
  token: string | undefined;
  upstream: Upstream;
  /** The hosts of the request's environment. */
  hosts: Hosts;
  /** The environment variables the routes read (`process.env` by default). */
  env: Readonly<Record<string, string | undefined>>;
  /** Which site serves the route (the `site` option). */
  site?: Site;
}

export type RouteHandler = (ctx: RouteContext) => Promise<Response>;

type Body = Record<string, unknown>;

const DOCUMENT_NUMBER = /^[A-Za-z0-9]{1,20}$/;

/**
 * The listed keys of `body` that are present (nothing else is forwarded upstream). Values are
 * not checked here: the identity service validates them against identity.yaml and its 400, with
 * the field list, is handed to the caller (hence the `as never` casts of the payloads below).
 */
function pick<K extends string>(body: Body, keys: readonly K[]): Partial<Record<K, unknown>> {
  const result: Partial<Record<K, unknown>> = {};
  for (const key of keys) if (body[key] !== undefined) result[key] = body[key];
  return result;
}

function withCookie(value: string): Headers {
  return new Headers({ 'set-cookie': value });
}

/** The Set-Cookie that clears the session cookie (a dead session). */
export const clearing = (ctx: RouteContext) => withCookie(clearSessionCookie(ctx.cookie));

/** 502 UPSTREAM_ERROR for an upstream answer that is not the contract's. */
export function malformed(): never {
  throw new RouteError(
    json(502, { error: true, code: 'UPSTREAM_ERROR', message: MESSAGES.upstream }),
    'UPSTREAM_MALFORMED',
  );
}

/** The session token, or 401 UNAUTHORIZED (before any upstream call) without one. */
export function requireSession(ctx: RouteContext): string {
  if (!ctx.token) fail(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
  return ctx.token;
}

/**
 * Runs one upstream call. Failures become the answer (see `upstreamFailure`); with `session`,
 * an upstream 401 (the token is revoked or expired) also clears the cookie.
 */
async function call<T>(
  ctx: RouteContext,
  run: () => Promise<{ data?: T }>,
  { session = false }: { session?: boolean } = {},
): Promise<T | undefined> {
  try {
    return (await run()).data;
  } catch (error) {
    const dead = session && isApiError(error) && error.status === 401;
    throw upstreamFailure(error, ctx.upstream, dead ? { headers: clearing(ctx) } : {});
  }
}

/**
 * The session's user, read from the identity service with the cookie's token, reduced to the
 * contract's User fields (see `projectUser`).
 */
async function sessionUser(ctx: RouteContext, token: string) {
  const data = await call(
    ctx,
    () => ctx.upstream.identity.GET('/auth/session', { headers: bearer(token) }),
    { session: true },
  );
  const user = projectUser(data?.user);
  if (!user) malformed();
  return user;
}

const login: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  // `channel` is required (site.yaml): the caller says where the code goes, nothing fills it in.
  const payload = pick(body, ['documentType', 'document', 'password', 'device', 'channel']);
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/auth/login', { body: payload as never }),
  );
  if (data?.needMfa === true) {
    // A code step: only its challenge, nothing of the profile before the code (issue #16), even
    // if the identity service answered more.
    const challenge = projectChallenge(data.challenge);
    if (!challenge) malformed();
    return json(200, { needMfa: true, challenge } satisfies SiteSchema<'LoginPendingMfa'>);
  }
  const userData = projectUser(data?.userData);
  if (data?.needMfa !== false || !userData || !data.token) malformed();
  // Only the contract's fields: nothing the identity service adds reaches page JavaScript.
  const answer: SiteSchema<'LoginSignedIn'> = {
    isTermsConditionsAccepted: data.isTermsConditionsAccepted,
    isAdditionalClausesAccepted: data.isAdditionalClausesAccepted,
    needMfa: false,
    userData,
  };
  return json(200, answer, withCookie(serializeSessionCookie(ctx.cookie, data.token)));
};

const validateMfa: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const payload = pick(body, ['reference', 'device', 'otp']);
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/auth/mfa-validation', { body: payload as never }),
  );
  if (!data || typeof data.success !== 'boolean') malformed();
  const answer: SiteSchema<'SuccessResponse'> = { success: data.success };
  if (!data.success) return json(200, answer);
  if (!data.token) malformed();
  return json(200, answer, withCookie(serializeSessionCookie(ctx.cookie, data.token)));
};

const getUser: RouteHandler = async (ctx) => {
  const anonymous: SiteSchema<'GetUserResponse'> = {
    isAuthenticated: false,
    user: null,
    token: null,
  };
  if (!ctx.token) return json(200, anonymous);
  const token = ctx.token;
  try {
    const user = await sessionUser(ctx, token);
    return json(200, {
      isAuthenticated: true,
      user,
      token: null,
    } satisfies SiteSchema<'GetUserResponse'>);
  } catch (error) {
    // No valid session is not an error here: answer anonymous and drop the stale cookie.
    if (error instanceof RouteError && error.response.status === 401) {
      return json(200, anonymous, clearing(ctx));
    }
    throw error;
  }
};

const sendMfa: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const payload = pick(body, ['reference', 'device', 'channel']);
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/auth/send-mfa', { body: payload as never }),
  );
  if (!data || typeof data.mensaje !== 'string' || typeof data.destination !== 'string')
    malformed();
  return json(200, {
    mensaje: data.mensaje,
    minutosVigencia: data.minutosVigencia,
    destination: data.destination,
  } satisfies SiteSchema<'SendMfaResponse'>);
};

const SIGNUP_FIELDS = [
  'campaignPath',
  'document_type',
  'document_number',
  'email',
  'name',
  'last_name',
  'phone',
  'password',
  'is_terms_conditions_accepted',
  'is_additional_clauses_accepted',
  'device',
  'channel',
] as const;

const signUp: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const payload = pick(body, SIGNUP_FIELDS);
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/auth/signup', { body: payload as never }),
  );
  if (!data || typeof data.isNeedMfa !== 'boolean') malformed();
  const challenge = data.isNeedMfa ? projectChallenge(data.challenge) : undefined;
  if (data.isNeedMfa && !challenge) malformed();
  // The token is never part of the answer: it only travels in the Set-Cookie header.
  const answer: SiteSchema<'SignupResponse'> = {
    isNeedMfa: data.isNeedMfa,
    phone: data.phone,
    email: data.email,
    documentNumber: data.documentNumber,
    name: data.name,
    ...(challenge ? { challenge } : {}),
  };
  const token = !data.isNeedMfa ? data.token : undefined;
  return json(
    201,
    answer,
    token ? withCookie(serializeSessionCookie(ctx.cookie, token)) : undefined,
  );
};

const addParticipant: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const token = requireSession(ctx);
  const { campaignPath, document_number } = body;
  if (typeof campaignPath !== 'string' || !SLUG.test(campaignPath)) {
    validationError('campaignPath', 'La campaña no es válida.');
  }
  // The identity service checks that the document is the token user's own (403 otherwise).
  const data = await call(
    ctx,
    () =>
      ctx.upstream.identity.POST('/campaigns/{campaignPath}/participants', {
        params: { path: { campaignPath } },
        body: { document_number } as never,
        headers: bearer(token),
      }),
    { session: true },
  );
  if (!data || typeof data.success !== 'boolean') malformed();
  return json(200, {
    success: data.success,
    name: data.name,
  } satisfies SiteSchema<'AddParticipantResponse'>);
};

/** The active campaign's slug (content API), or 404 when none is active. */
async function activeCampaign(ctx: RouteContext): Promise<string> {
  try {
    const { data } = await ctx.upstream.content.GET('/campaigns/active/');
    if (!data?.slug || !SLUG.test(data.slug)) malformed();
    return data.slug;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      fail(404, 'NOT_FOUND', serverMessage(error.body) ?? MESSAGES.noActiveCampaign);
    }
    if (error instanceof RouteError) throw error;
    throw upstreamFailure(error, ctx.upstream);
  }
}

const verifyParticipant: RouteHandler = async (ctx) => {
  const token = requireSession(ctx);
  const requested = ctx.url.searchParams.get('campaignPath');
  if (requested !== null && !SLUG.test(requested)) {
    validationError('campaignPath', 'La campaña no es válida.');
  }
  // Only the session user's own document, read here: the browser sends none (a URL is logged by
  // servers and proxies; issue #26), and cannot probe other people's documents.
  const user = await sessionUser(ctx, token);
  if (typeof user.documentNumber !== 'string' || !DOCUMENT_NUMBER.test(user.documentNumber.trim()))
    malformed();
  const documentNumber = user.documentNumber.trim();
  const campaignPath = requested ?? (await activeCampaign(ctx));
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/campaigns/{campaignPath}/participants/verify', {
      params: { path: { campaignPath } },
      body: { document_number: documentNumber },
    }),
  );
  if (typeof data?.data?.registered !== 'boolean') malformed();
  return json(200, {
    data: { registered: data.data.registered },
  } satisfies SiteSchema<'VerifyParticipantResponse'>);
};

const logout: RouteHandler = async (ctx) => {
  await readJsonObject(ctx.request, { allowEmpty: true });
  if (ctx.token) {
    const token = ctx.token;
    try {
      await ctx.upstream.identity.POST('/auth/logout', { headers: bearer(token) });
    } catch {
      // Ignored on purpose: the cookie is cleared whatever the identity service says.
    }
  }
  const headers = clearing(ctx);
  // On the campaigns site, «Cerrar sesión» must hold: its silent check (issue #25) would otherwise
  // sign the person straight back in from the portal's session on the next page.
  if (ctx.site === 'campaigns')
    headers.append('set-cookie', silentCheckCookie(ctx.cookie, SIGNED_OUT));
  return empty(204, headers);
};

const recoverPassword: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const payload = pick(body, ['documentType', 'document']);
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/auth/recover-password', { body: payload as never }),
  );
  if (typeof data?.message !== 'string') malformed();
  // The same answer for every document (issue #16): the service's fixed message, nothing else.
  return json(200, { message: data.message } satisfies SiteSchema<'RecoverPasswordResponse'>);
};

const restorePassword: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request);
  const payload = pick(body, ['password', 'key']);
  const data = await call(ctx, () =>
    ctx.upstream.identity.POST('/auth/restore-password', { body: payload as never }),
  );
  if (typeof data?.success !== 'boolean') malformed();
  return json(200, { success: data.success } satisfies SiteSchema<'SuccessResponse'>);
};

/**
 * Consent banner: accepts terms and additional clauses on the content API with the session's
 * bearer. Failures answer 502 UPSTREAM_ERROR with the content API's message or
 * "Error al aceptar las cláusulas"; an expired session answers 401 and clears the cookie.
 */
const acceptAdditionalClauses: RouteHandler = async (ctx) => {
  await readJsonObject(ctx.request, { allowEmpty: true });
  const token = requireSession(ctx);
  const failed = (message: string | undefined, code: string): never => {
    throw new RouteError(
      json(502, { error: true, code: 'UPSTREAM_ERROR', message: message ?? MESSAGES.clauses }),
      code,
    );
  };
  let success: unknown;
  try {
    const { data } = await ctx.upstream.content.POST(
      '/users/accept-terms-and-additional-clauses/',
      {
        body: { is_terms_conditions_accepted: true, is_additional_clauses_accepted: true },
        headers: bearer(token),
      },
    );
    success = data?.success;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) {
      throw new RouteError(
        json(
          401,
          { error: true, code: 'UNAUTHORIZED', message: MESSAGES.unauthorized },
          clearing(ctx),
        ),
      );
    }
    failed(
      error.code === 'NETWORK_ERROR' ? undefined : serverMessage(error.body),
      error.status ? `UPSTREAM_${error.status}` : 'UPSTREAM_UNREACHABLE',
    );
  }
  if (success !== true) failed(undefined, 'UPSTREAM_MALFORMED');
  return json(200, { success: true } satisfies SiteSchema<'SuccessResponse'>);
};

export const handlers = {
  startTicket,
  redeemTicket,
  login,
  validateMfa,
  getUser,
  sendMfa,
  signUp,
  addParticipant,
  verifyParticipant,
  logout,
  recoverPassword,
  restorePassword,
  acceptAdditionalClauses,
} satisfies Record<string, RouteHandler>;
