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
import { nativeFormAnswer } from './native-form';
import { recordedClassHandlers } from './recorded-classes';
import { TICKET_ROUTES } from './tickets';
import { createUpstream, type FetchLike } from './upstream';

type Env = Readonly<Record<string, string | undefined>>;

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

/** The methods the routes answer, in the order `Allow` lists them. */
const METHODS = ['GET', 'POST'] as const;
type Method = (typeof METHODS)[number];

interface Route {
  /** The handler of each method the route answers; any other method answers 405 with `Allow`. */
  methods: Readonly<Partial<Record<Method, RouteHandler>>>;
  /** Only on this site (the other answers 404). */
  site?: Site;
}

const get = (handler: RouteHandler, site?: Site): Route => ({
  methods: { GET: handler },
  ...(site ? { site } : {}),
});
const post = (handler: RouteHandler): Route => ({ methods: { POST: handler } });

/** The same-site routes of site.yaml served by this package (matched without trailing slash). */
export const AUTH_ROUTES: Readonly<Record<string, Route>> = {
  '/api/auth/login': post(handlers.login),
  '/api/auth/mfa-validation': post(handlers.validateMfa),
  '/api/auth/get-user': get(handlers.getUser),
  '/api/auth/send-mfa': post(handlers.sendMfa),
  '/api/auth/signup': post(handlers.signUp),
  '/api/auth/campaigns/add_participant': post(handlers.addParticipant),
  '/api/auth/campaigns/verify-participant': get(handlers.verifyParticipant),
  '/api/auth/logout': post(handlers.logout),
  '/api/auth/recover-password': post(handlers.recoverPassword),
  '/api/auth/restore-password': post(handlers.restorePassword),
  '/api/polices/additional_clauses': post(handlers.acceptAdditionalClauses),
  // The portal's recorded classes (issue #19): read and saved with the session's bearer.
  '/api/recorded-classes/progress-class': {
    methods: {
      GET: recordedClassHandlers.listRecordedClassProgress,
      POST: recordedClassHandlers.updateRecordedClassProgress,
    },
    site: 'portal',
  },
  [TICKET_ROUTES.start]: get(handlers.startTicket, 'portal'),
  [TICKET_ROUTES.redeem]: get(handlers.redeemTicket, 'campaigns'),
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
 * Web `Request → Response` handlers for the `/api/auth/*` routes,
 * `/api/polices/additional_clauses/` and `/api/recorded-classes/progress-class` (site.yaml), for
 * a Next route (a catch-all or one path): `export const { GET, POST } = createAuthRoutes();`.
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
    const handler = route.methods[method];
    if (!handler) {
      const allow = METHODS.filter((name) => route.methods[name]).join(', ');
      return errorResponse(405, 'METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed, {
        headers: { allow },
      });
    }
    try {
      const env = options.env ?? process.env;
      // The origin the browser asked for (Host / X-Forwarded-*), not `request.url`, which under
      // `next start` names the address Next listens on (see `publicOrigin`).
      const origin = publicOrigin(request);
      if (method === 'POST') {
        const allowed = fixedOrigins ?? allowedOriginsFromEnv(env);
        // A form the browser posted itself (no script yet, or none): 303 back, body unread.
        const native = nativeFormAnswer(request, key, site, origin, allowed);
        if (native) return native;
        checkOrigin(request, allowed, origin);
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
      const response = await handler({ request, url, cookie, token, upstream, hosts, env, site });
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
