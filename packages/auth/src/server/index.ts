/**
 * `@vivasalud/auth/server`: the `/api/auth/*`, `/api/polices/additional_clauses/` and
 * `/api/recorded-classes/progress-class` route handlers of site.yaml as Web
 * `Request → Response` functions, shared by the portal and the campaigns app.
 */
export { AUTH_ROUTES, createAuthRoutes, type AuthRoutes, type AuthRoutesOptions } from './routes';
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
