import { isApiError } from '@vivasalud/api-client/errors';
import { resolveHosts, type Hosts } from '@vivasalud/config/hosts';
import {
  readSessionCookie,
  sessionCookieSettings,
  type SessionCookieSettings,
  type Site,
} from './cookie';
import { errorBody, json, methodNotAllowed, MESSAGES, RouteError } from './errors';
import {
  allowedOriginsFromEnv,
  checkOrigin,
  clientAddress,
  normaliseOrigins,
  publicOrigin,
} from './guards';
import { clearing, type RouteContext, type RouteHandler } from './handlers';
import { createUpstream, upstreamFailure, type FetchLike, type Upstream } from './upstream';

/**
 * The session-route kit (issue #27): what a same-site route (`app/api/<spec path>/route.ts`) of
 * either app needs to call a service on the signed-in person's behalf — the session cookie, its
 * bearer for the upstream call through the typed clients, the Origin check of every POST,
 * `Cache-Control: no-store` on every answer, one error shape (site.yaml's ErrorBody, spec §8
 * codes) and several methods on one path. The route's own rules (what it reads, checks and
 * answers) are its area's (`app/(site)/<area>/_lib/`); `createAuthRoutes()` is built on it too.
 */

type Env = Readonly<Record<string, string | undefined>>;

export interface SessionRouteOptions {
  /**
   * Environment variables for the host map (`VIVASALUD_IDENTITY_API_URL`,
   * `VIVASALUD_CONTENT_API_URL`, `VIVASALUD_SITE_URL`), the cookie (`VIVASALUD_COOKIE_SECURE`),
   * the campaigns site of the sign-in ticket (`VIVASALUD_CAMPAIGNS_URL`; the portal is the host
   * map's site) and the allowed origins. Default: `process.env`, read per request.
   */
  env?: Env;
  /**
   * Which site serves the route (default `portal`): its session cookie (`vs_session` or
   * `vs_campaign_session`, see `cookie.ts`).
   */
  site?: Site;
  /** fetch for the upstream calls. Default: the global fetch, looked up per call. */
  fetch?: FetchLike;
  /**
   * Origins allowed to POST besides the request's own. Default: `VIVASALUD_ALLOWED_ORIGINS`
   * (comma separated) plus `VIVASALUD_SITE_URL` and `VIVASALUD_CAMPAIGNS_URL` when set.
   */
  allowedOrigins?: readonly string[];
  /**
   * Whether `X-Forwarded-For` was written by the server from the socket (`vivasalud-next-start`),
   * so it can be forwarded to the identity service. Default: whether this process was started
   * by it (see `client-address.ts`).
   */
  addressResolved?: boolean;
}

/** The methods a route file of these sites answers (`methods.ts`: HEAD is Next's, from GET). */
export const SESSION_ROUTE_METHODS = ['GET', 'POST'] as const;
export type SessionRouteMethod = (typeof SESSION_ROUTE_METHODS)[number];

/** A route file's exports: `export const { GET, POST } = sessionRoute({ … })`. */
export type SessionRoute = Record<SessionRouteMethod, (request: Request) => Promise<Response>>;

/** `/api/auth/login/` → `/api/auth/login` (a route answers with or without the slash). */
export const routeKey = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * One line per 5xx answer: route, status and an error code — never a body, a token, a query
 * string (it may hold a document number) or any personal data.
 */
function logFailure(route: string, status: number, code: string | undefined) {
  console.error(`[@vivasalud/auth] ${route} ${status} ${code ?? 'INTERNAL_ERROR'}`);
}

/** What a request's session gives whoever acts for the person (`requestSession`). */
export interface RequestSession {
  /** The session token from the cookie, when there is one (never sent to the browser). */
  token: string | undefined;
  /** Typed clients of the request's environment (every call `no-store`, with a timeout). */
  upstream: Upstream;
  hosts: Hosts;
  cookie: SessionCookieSettings;
}

/**
 * The session a request carries, resolved as every session route resolves it: the public host
 * (Host / X-Forwarded-*) picks the environment's hosts and the site's cookie, whose token is the
 * bearer for the typed upstream clients. Used by `sessionRoute` and by the per-request pages
 * that read a person's own data on the server (`pageSession`).
 */
export function requestSession(
  request: Request,
  options: SessionRouteOptions = {},
): RequestSession {
  const env = options.env ?? process.env;
  const hosts = resolveHosts(new URL(publicOrigin(request)).hostname, env);
  const cookie = sessionCookieSettings(hosts.environment, env, options.site ?? 'portal');
  const upstream = createUpstream(hosts, {
    fetch: options.fetch,
    clientAddress: clientAddress(request.headers.get('x-forwarded-for'), options.addressResolved),
  });
  return {
    token: readSessionCookie(request.headers.get('cookie'), cookie),
    upstream,
    hosts,
    cookie,
  };
}

/** The request headers a page's session is resolved from (`pageSession`). */
const PAGE_SESSION_HEADERS = [
  'cookie',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
];

/**
 * `requestSession` for a per-request page (a server component): pass Next's `await headers()`.
 *
 * ```ts
 * const { token, upstream } = pageSession(await headers());
 * if (!token) redirect(loginHref(PATH));
 * await upstream.content.GET('/wellness/resources/reservations/', { headers: bearer(token) });
 * ```
 */
export function pageSession(incoming: Headers, options: SessionRouteOptions = {}): RequestSession {
  const headers = new Headers();
  for (const name of PAGE_SESSION_HEADERS) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  return requestSession(new Request('http://localhost/', { headers }), options);
}

interface Answering {
  /** The route's path without the trailing slash (the log line names it). */
  route: string;
  method: SessionRouteMethod;
  handler: RouteHandler;
  options: SessionRouteOptions;
  /** `options.allowedOrigins`, normalised once; undefined reads the environment per request. */
  fixedOrigins: readonly string[] | undefined;
  /**
   * An answer of a POST decided after its origin is known and before it is checked (the
   * account forms' native posts, `native-form.ts`); undefined goes on.
   */
  early?: (origin: string, allowed: readonly string[]) => Response | undefined;
}

/**
 * Answers one request with `handler`: the origin check of a POST, the request's hosts, cookie,
 * session token and upstream clients, then the handler. A `RouteError` is its answer; anything
 * else a logged 500 INTERNAL_ERROR.
 */
export async function answerSessionRequest(
  request: Request,
  { route, method, handler, options, fixedOrigins, early }: Answering,
): Promise<Response> {
  const site = options.site ?? 'portal';
  try {
    const env = options.env ?? process.env;
    // The origin the browser asked for (Host / X-Forwarded-*), not `request.url`, which under
    // `next start` names the address Next listens on (see `publicOrigin`).
    const origin = publicOrigin(request);
    if (method === 'POST') {
      const allowed = fixedOrigins ?? allowedOriginsFromEnv(env);
      const answer = early?.(origin, allowed);
      if (answer) return answer;
      checkOrigin(request, allowed, origin);
    }
    const { hosts, cookie, upstream, token } = requestSession(request, options);
    const url = new URL(request.url);
    const response = await handler({ request, url, cookie, token, upstream, hosts, env, site });
    if (response.status >= 500) logFailure(route, response.status, undefined);
    return response;
  } catch (error) {
    if (error instanceof RouteError) {
      if (error.response.status >= 500) logFailure(route, error.response.status, error.logCode);
      return error.response;
    }
    // Only the error's class is logged: messages can quote input.
    logFailure(route, 500, `INTERNAL_ERROR ${error instanceof Error ? error.name : typeof error}`);
    return json(500, { error: true, code: 'INTERNAL_ERROR', message: MESSAGES.internal });
  }
}

/**
 * A same-site route answering several methods on one path, each with its handler:
 *
 * ```ts
 * // app/api/recorded-classes/progress-class/route.ts
 * export const { GET, POST } = sessionRoute({ GET: listProgress, POST: saveProgress });
 * ```
 *
 * A handler gets the request's `RouteContext` (the session `token` if any, the typed `upstream`
 * clients with the client's address, `hosts`, `cookie`, `env`) once a POST's `Origin` passed
 * (403 FORBIDDEN_ORIGIN otherwise, before anything else), and answers with `json()` or throws
 * (`fail`, `requireSession`, `readJsonObject`, `sessionCallFailure`, `malformed`): every answer is
 * JSON, `no-store`, an ErrorBody when it fails; a 5xx is logged as one line without secrets. A
 * method without a handler answers 405 with `Allow` (site.yaml), not Next's bare 405.
 */
export function sessionRoute(
  methods: Readonly<Partial<Record<SessionRouteMethod, RouteHandler>>>,
  options: SessionRouteOptions = {},
): SessionRoute {
  const fixedOrigins = options.allowedOrigins
    ? normaliseOrigins(options.allowedOrigins)
    : undefined;
  const allowed = SESSION_ROUTE_METHODS.filter((method) => methods[method]);
  const refuse = methodNotAllowed(...allowed);
  const bind = (method: SessionRouteMethod): SessionRoute[SessionRouteMethod] => {
    const handler = methods[method];
    if (!handler) return async () => refuse();
    return (request) =>
      answerSessionRequest(request, {
        route: routeKey(new URL(request.url).pathname),
        method,
        handler,
        options,
        fixedOrigins,
      });
  };
  return { GET: bind('GET'), POST: bind('POST') };
}

/**
 * What to throw for a failed upstream call made with the session's bearer:
 * - 401 (the token is revoked or expired) → 401 UNAUTHORIZED with the session cookie cleared;
 * - a status of `passedOn` (those the contract gives the operation) → the same status with the
 *   service's ErrorBody (`Retry-After` kept);
 * - anything else (unreachable, timed out, 5xx, a status the contract does not give this
 *   operation) → 502 UPSTREAM_ERROR.
 * Anything that is not an upstream failure is rethrown.
 */
export function sessionCallFailure(
  ctx: RouteContext,
  error: unknown,
  passedOn: readonly number[] = [],
): RouteError {
  if (!isApiError(error)) throw error;
  const status = error.code === 'NETWORK_ERROR' ? undefined : error.status;
  if (status === 401) {
    return new RouteError(
      json(401, errorBody('UNAUTHORIZED', MESSAGES.unauthorized), clearing(ctx)),
    );
  }
  if (status !== undefined && passedOn.includes(status)) {
    return upstreamFailure(error, ctx.upstream);
  }
  return new RouteError(
    json(502, errorBody('UPSTREAM_ERROR', MESSAGES.upstream)),
    status ? `UPSTREAM_${status}` : 'UPSTREAM_UNREACHABLE',
  );
}
