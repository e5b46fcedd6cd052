import { resolveHosts } from '@vivasalud/config/hosts';
import { readSessionCookie, sessionCookieSettings, type Site } from './cookie';
import { errorResponse, json, MESSAGES, RouteError } from './errors';
import {
  allowedOriginsFromEnv,
  checkOrigin,
  clientAddress,
  normaliseOrigins,
  publicOrigin,
} from './guards';
import { handlers, type RouteHandler } from './handlers';
import { TICKET_ROUTES } from './tickets';
import { createUpstream, type FetchLike } from './upstream';

type Env = Readonly<Record<string, string | undefined>>;
type Method = 'GET' | 'POST';

export interface AuthRoutesOptions {
  /**
   * Environment variables for the host map (`VIVASALUD_IDENTITY_API_URL`,
   * `VIVASALUD_CONTENT_API_URL`, `VIVASALUD_SITE_URL`), the cookie (`VIVASALUD_COOKIE_SECURE`),
   * the campaigns site of the sign-in ticket (`VIVASALUD_CAMPAIGNS_URL`; the portal is the host
   * map's site) and the
   * allowed origins. Default: `process.env`, read per request.
   */
  env?: Env;
  /**
   * Which site serves these routes (default `portal`): its session cookie (`vs_session` or
   * `vs_campaign_session`, see `cookie.ts`) and its sign-in ticket route — the portal starts the
   * hand-over (`/api/auth/ticket`), the campaigns site redeems it (`/api/auth/ticket/redeem`).
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

export interface AuthRoutes {
  GET(request: Request): Promise<Response>;
  POST(request: Request): Promise<Response>;
}

interface Route {
  method: Method;
  handler: RouteHandler;
  /** Only on this site (the other answers 404). */
  site?: Site;
}

/** The same-site routes of site.yaml served by this package (matched without trailing slash). */
export const AUTH_ROUTES: Readonly<Record<string, Route>> = {
  '/api/auth/login': { method: 'POST', handler: handlers.login },
  '/api/auth/mfa-validation': { method: 'POST', handler: handlers.validateMfa },
  '/api/auth/get-user': { method: 'GET', handler: handlers.getUser },
  '/api/auth/send-mfa': { method: 'POST', handler: handlers.sendMfa },
  '/api/auth/signup': { method: 'POST', handler: handlers.signUp },
  '/api/auth/campaigns/add_participant': { method: 'POST', handler: handlers.addParticipant },
  '/api/auth/campaigns/verify-participant': { method: 'GET', handler: handlers.verifyParticipant },
  '/api/auth/logout': { method: 'POST', handler: handlers.logout },
  '/api/auth/recover-password': { method: 'POST', handler: handlers.recoverPassword },
  '/api/auth/restore-password': { method: 'POST', handler: handlers.restorePassword },
  '/api/polices/additional_clauses': { method: 'POST', handler: handlers.acceptAdditionalClauses },
  [TICKET_ROUTES.start]: { method: 'GET', handler: handlers.startTicket, site: 'portal' },
  [TICKET_ROUTES.redeem]: { method: 'GET', handler: handlers.redeemTicket, site: 'campaigns' },
};

/** `/api/auth/login/` → `/api/auth/login`. */
const routeKey = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * One line per 5xx answer: route, status and an error code — never a body, a token, a query
 * string (it may hold a document number) or any personal data.
 */
function logFailure(route: string, status: number, code: string | undefined) {
  console.error(`[@vivasalud/auth] ${route} ${status} ${code ?? 'INTERNAL_ERROR'}`);
}

/**
 * Web `Request → Response` handlers for the `/api/auth/*` routes and
 * `/api/polices/additional_clauses/` (site.yaml), for a Next catch-all route:
 * `export const { GET, POST } = createAuthRoutes();`.
 */
export function createAuthRoutes(options: AuthRoutesOptions = {}): AuthRoutes {
  const site = options.site ?? 'portal';
  const fixedOrigins = options.allowedOrigins
    ? normaliseOrigins(options.allowedOrigins)
    : undefined;

  async function handle(method: Method, request: Request): Promise<Response> {
    const url = new URL(request.url);
    const key = routeKey(url.pathname);
    const route = AUTH_ROUTES[key];
    if (!route || (route.site && route.site !== site)) {
      return errorResponse(404, 'NOT_FOUND', MESSAGES.notFound);
    }
    if (route.method !== method) {
      return errorResponse(405, 'METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed, {
        headers: { allow: route.method },
      });
    }
    try {
      const env = options.env ?? process.env;
      // The origin the browser asked for (Host / X-Forwarded-*), not `request.url`, which under
      // `next start` names the address Next listens on (see `publicOrigin`).
      const origin = publicOrigin(request);
      if (method === 'POST') {
        checkOrigin(request, fixedOrigins ?? allowedOriginsFromEnv(env), origin);
      }
      const hosts = resolveHosts(new URL(origin).hostname, env);
      const cookie = sessionCookieSettings(hosts.environment, env, site);
      const upstream = createUpstream(hosts, {
        fetch: options.fetch,
        clientAddress: clientAddress(
          request.headers.get('x-forwarded-for'),
          options.addressResolved,
        ),
      });
      const token = readSessionCookie(request.headers.get('cookie'), cookie);
      const response = await route.handler({ request, url, cookie, token, upstream, hosts, env });
      if (response.status >= 500) logFailure(key, response.status, undefined);
      return response;
    } catch (error) {
      if (error instanceof RouteError) {
        if (error.response.status >= 500) logFailure(key, error.response.status, error.logCode);
        return error.response;
      }
      // Only the error's class is logged: messages can quote input.
      logFailure(key, 500, `INTERNAL_ERROR ${error instanceof Error ? error.name : typeof error}`);
      return json(500, { error: true, code: 'INTERNAL_ERROR', message: MESSAGES.internal });
    }
  }

  return {
    GET: (request) => handle('GET', request),
    POST: (request) => handle('POST', request),
  };
}
