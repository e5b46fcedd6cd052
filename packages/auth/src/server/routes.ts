import type { Site } from './cookie';
import { errorResponse, MESSAGES } from './errors';
import { normaliseOrigins } from './guards';
import { handlers, type RouteHandler } from './handlers';
import { nativeFormAnswer } from './native-form';
import {
  answerSessionRequest,
  routeKey,
  SESSION_ROUTE_METHODS,
  type SessionRouteMethod,
  type SessionRouteOptions,
} from './session-route';
import { TICKET_ROUTES } from './tickets';

/**
 * The options of the session-route kit (`sessionRoute`); `site` also picks the sign-in ticket
 * route — the portal starts the hand-over (`/api/auth/ticket`), the campaigns site redeems it
 * (`/api/auth/ticket/redeem`).
 */
export type AuthRoutesOptions = SessionRouteOptions;

export interface AuthRoutes {
  GET(request: Request): Promise<Response>;
  POST(request: Request): Promise<Response>;
}

/** The methods the routes answer, in the order `Allow` lists them. */
const METHODS = SESSION_ROUTE_METHODS;
type Method = SessionRouteMethod;

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
  [TICKET_ROUTES.start]: get(handlers.startTicket, 'portal'),
  [TICKET_ROUTES.redeem]: get(handlers.redeemTicket, 'campaigns'),
};

/**
 * Web `Request → Response` handlers for the `/api/auth/*` routes and
 * `/api/polices/additional_clauses/` (site.yaml), for a Next route (a catch-all or one path):
 * `export const { GET, POST } = createAuthRoutes();`. Each route is answered through the
 * session-route kit (`answerSessionRequest`), the account forms' native posts first.
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
    return answerSessionRequest(request, {
      route: key,
      method,
      handler,
      options,
      fixedOrigins,
      // A form the browser posted itself (no script yet, or none): 303 back, body unread.
      early: (origin, allowed) => nativeFormAnswer(request, key, site, origin, allowed),
    });
  }

  return {
    GET: (request) => handle('GET', request),
    POST: (request) => handle('POST', request),
  };
}
