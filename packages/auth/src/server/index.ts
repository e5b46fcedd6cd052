/**
 * `@vivasalud/auth/server`: the `/api/auth/*` and `/api/polices/additional_clauses/` route
 * handlers of site.yaml as Web `Request → Response` functions, shared by the portal and the
 * campaigns app, and the session-route kit an area's own same-site routes are built with.
 */
export { AUTH_ROUTES, createAuthRoutes, type AuthRoutes, type AuthRoutesOptions } from './routes';

/**
 * The session-route kit (issue #27): `sessionRoute({ GET, POST }, options)` answers a route file's
 * methods (405 with `Allow` for the others) with the session cookie, the Origin check of a POST,
 * `no-store` and one ErrorBody; its handlers get a `RouteContext` and use the helpers below.
 */
export {
  pageSession,
  requestSession,
  sessionCallFailure,
  sessionRoute,
  type RequestSession,
  type SessionRoute,
  type SessionRouteMethod,
  type SessionRouteOptions,
} from './session-route';
export { malformed, requireSession, type RouteContext, type RouteHandler } from './handlers';
export { bearer, type Upstream } from './upstream';
/** `no-store` JSON answers and the ErrorBody (spec §8 codes) a route throws or answers. */
export {
  fail,
  json,
  validationError,
  validationErrors,
  type ErrorBody,
  type ErrorCode,
} from './errors';
export {
  clearSessionCookie,
  readSessionCookie,
  serializeSessionCookie,
  sessionCookieSettings,
  SESSION_COOKIE,
  SESSION_COOKIES,
  SESSION_MAX_AGE_SECONDS,
  type SessionCookieSettings,
  type Site,
} from './cookie';
export {
  campaignsOrigin,
  portalOrigin,
  readSilentCheck,
  SIGNED_OUT,
  SILENT_CHECK_COOKIE,
  SILENT_CHECK_SECONDS,
  silentCheck,
  silentCheckCookie,
  TICKET_ROUTES,
  ticketSignInUrl,
  type SilentCheckOptions,
} from './tickets';
export {
  allowedOriginsFromEnv,
  checkOrigin,
  clientAddress,
  MAX_BODY_BYTES,
  mediaType,
  publicOrigin,
  readJsonObject,
  type ReadBodyOptions,
} from './guards';
/** What the guards throw: its `response` is the route's answer (for other same-site routes). */
export { RouteError } from './errors';
/** 405 with `Allow` for a method a route file does not answer (`GET = methodNotAllowed('POST')`). */
export { methodNotAllowed } from './errors';
export {
  compileTrust,
  isClientAddressResolved,
  resolveClientAddress,
  trustedProxiesFromEnv,
  TRUSTED_PROXIES_ENV,
} from './client-address';
export type { FetchLike } from './upstream';
