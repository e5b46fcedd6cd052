import { campaignsSiteOf, type Hosts } from '@vivasalud/config/hosts';
import { isApiError } from '@vivasalud/api-client/errors';
import {
  sanitizeRedirect,
  TICKET_LOGIN_PARAM,
  TICKET_NOTICE_PARAM,
  TICKET_NOTICE_VALUE,
  ticketHref,
} from '../redirect';
import {
  clearSessionCookie,
  readSessionCookie,
  serializeSessionCookie,
  SESSION_MAX_AGE_SECONDS,
  type SessionCookieSettings,
} from './cookie';
import { publicOrigin } from './guards';
import type { RouteContext, RouteHandler } from './handlers';
import { bearer } from './upstream';

/**
 * Sign-in across our two sites without a shared-domain cookie (issue #17), as an OAuth 2.0
 * authorization-code exchange between our own sites: the portal (signed in) asks the identity
 * service for a one-time ticket bound to the campaigns site's origin and sends the browser there
 * (303); the campaigns site exchanges it server-side for a session of its own and sets its own
 * host-only cookie. The ticket is single use, lives 30 seconds, and never reaches a log line.
 */
export const TICKET_ROUTES = {
  /** Portal: `GET /api/auth/ticket?to=<campaigns path>`. */
  start: '/api/auth/ticket',
  /** Campaigns site: `GET /api/auth/ticket/redeem?ticket=…&next=<path>`. */
  redeem: '/api/auth/ticket/redeem',
} as const;

/**
 * The campaigns site's origin: `VIVASALUD_CAMPAIGNS_URL`, else the environment's `campanas.`
 * (the host map's, `@vivasalud/config/hosts`, which the portal's redirects use too).
 */
export const campaignsOrigin = campaignsSiteOf;

/** The portal's origin: the host map's site (`VIVASALUD_SITE_URL`, else the environment's). */
export function portalOrigin(hosts: Pick<Hosts, 'site'>): string {
  return new URL(hosts.site).origin;
}

const TICKET = /^[A-Za-z0-9_-]{43}$/;
/** The `state` of a silent check (OAuth's): 128 random bits, base64url. */
const STATE = /^[A-Za-z0-9_-]{22}$/;

/**
 * The campaigns site's marker (issue #25), host-only like its session cookie:
 * - `<state>` for 5 minutes once a page without a session of its own hopped through the portal
 *   to ask whether the person is signed in there (the silent check): it stops the next page from
 *   hopping again (never a loop) and carries the hop's `state`, which the redeem route compares;
 * - `signed-out` until the browser closes after «Cerrar sesión» on the campaigns site: the silent
 *   check must not sign the person straight back in from the portal's session.
 */
export const SILENT_CHECK_COOKIE = 'vs_campaign_checked';
export const SILENT_CHECK_SECONDS = 5 * 60;
export const SIGNED_OUT = 'signed-out';

function markerName(settings: Pick<SessionCookieSettings, 'secure'>): string {
  return settings.secure ? `__Host-${SILENT_CHECK_COOKIE}` : SILENT_CHECK_COOKIE;
}

/** The `Set-Cookie` of the marker: `value` for `maxAge` seconds (none: until the browser closes). */
export function silentCheckCookie(
  settings: Pick<SessionCookieSettings, 'secure'>,
  value: string,
  maxAge?: number,
): string {
  return [
    `${markerName(settings)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The marker's value in a `Cookie` header, if any. */
export function readSilentCheck(
  cookieHeader: string | null | undefined,
  settings: Pick<SessionCookieSettings, 'secure'>,
): string | undefined {
  return readSessionCookie(cookieHeader, { name: markerName(settings) });
}

/** Whether a request is a browser's top-level page load (not a fetch, prefetch or RSC call). */
function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET' || request.headers.has('rsc')) return false;
  const mode = request.headers.get('sec-fetch-mode');
  if (mode !== null)
    return mode === 'navigate' && request.headers.get('sec-fetch-dest') !== 'iframe';
  // No Fetch Metadata (an older browser): a page load asks for HTML.
  return (request.headers.get('accept') ?? '').includes('text/html');
}

export interface SilentCheckOptions {
  /** The campaigns site's session cookie (`sessionCookieSettings(…, 'campaigns')`). */
  cookie: SessionCookieSettings;
  /** The portal's origin, where the hop asks. */
  portal: string;
}

/**
 * Campaigns site, on a page rendered per request (its proxy): «signed in on either site is signed
 * in on both» (issue #25). A page load with no session of this site and no marker hops ONCE,
 * top-level, through the portal's ticket route (`/api/auth/ticket?to=<this page>&state=…`):
 * signed in there → a ticket back, this site's session, the same page; not signed in → straight
 * back, and the marker makes the page render for an anonymous visitor. Answers the 303 to send,
 * or null to render the page. `to` is the request's own path and query (a same-site path).
 */
export function silentCheck(request: Request, options: SilentCheckOptions): Response | null {
  const cookies = request.headers.get('cookie');
  if (!isPageNavigation(request)) return null;
  if (readSessionCookie(cookies, options.cookie)) return null;
  if (readSilentCheck(cookies, options.cookie) !== undefined) return null;
  const url = new URL(request.url);
  const to = sanitizeRedirect(`${url.pathname}${url.search}`);
  const state = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
  const hop = new URL(TICKET_ROUTES.start, options.portal);
  hop.searchParams.set('to', to);
  hop.searchParams.set('state', state);
  return seeOther(hop.href, {
    'set-cookie': silentCheckCookie(options.cookie, state, SILENT_CHECK_SECONDS),
  });
}

/** A 303 (the browser follows it with a GET) that no cache keeps and that sends no Referer. */
function seeOther(location: string, headers: HeadersInit = {}): Response {
  const result = new Headers(headers);
  result.set('location', location);
  result.set('cache-control', 'no-store');
  result.set('referrer-policy', 'no-referrer');
  return new Response(null, { status: 303, headers: result });
}

/**
 * Where a person whose ticket could not be used is asked to sign in: the portal's sign-in page
 * (the one place that signs people in), with a notice, and back through the ticket route to the
 * campaigns page they wanted once signed in.
 */
/** The portal's sign-in page, back through the ticket route to `next` on the campaigns site. */
function portalSignInUrl(portal: string, next: string): URL {
  const url = new URL('/auth/login', portal);
  url.searchParams.set('redirect', ticketHref(next));
  return url;
}

export function ticketSignInUrl(portal: string, next: string): string {
  const url = portalSignInUrl(portal, next);
  url.searchParams.set(TICKET_NOTICE_PARAM, TICKET_NOTICE_VALUE);
  return url.href;
}

/**
 * Portal, `GET /api/auth/ticket?to=<path>`: signed in → a ticket for the campaigns site and a
 * 303 to its redeem route; not signed in, or anything failing → a 303 straight to the campaigns
 * page (the person arrives signed out, never on an error page).
 *
 * A GET on purpose (the banner is a plain link, no JavaScript): it can only move the person's
 * own session to our own other site — the audience is fixed here, never read from the request,
 * and `to` is reduced to a path — so a page elsewhere that links here gains nothing (the
 * response is a redirect it cannot read, and the ticket goes to our campaigns host only).
 */
export const startTicket: RouteHandler = async (ctx: RouteContext) => {
  const env = ctx.env;
  const { environment } = ctx.hosts;
  const target = campaignsOrigin(environment, env);
  const to = sanitizeRedirect(ctx.url.searchParams.get('to'));
  const plain = new URL(to, target).href;
  // A silent check's `state`, handed on to the redeem route (which compares it with its cookie).
  const state = ctx.url.searchParams.get('state');
  // «Inicia sesión» on the campaigns site: someone not signed in here signs in first, then comes
  // back through this route (no `login` then: a failed sign-in never loops).
  const notSignedIn = (headers?: HeadersInit) =>
    ctx.url.searchParams.get(TICKET_LOGIN_PARAM) === '1'
      ? seeOther(portalSignInUrl(portalOrigin(ctx.hosts), to).href, headers)
      : seeOther(plain, headers);
  // Next's client router (a `router.push` here after signing in, a `<Link>` prefetch) fetches
  // the address with `RSC: 1` first: no ticket for that fetch (it could not follow a redirect to
  // the other site anyway). An answer that is not a flight makes it navigate for real.
  if (ctx.request.headers.has('rsc')) {
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }
  if (!ctx.token) return notSignedIn();
  const token = ctx.token;
  try {
    const { data } = await ctx.upstream.identity.POST('/auth/tickets', {
      body: { audience: target },
      headers: bearer(token),
    });
    if (!data || !TICKET.test(data.ticket)) return seeOther(plain);
    const redeem = new URL(TICKET_ROUTES.redeem, target);
    redeem.searchParams.set('ticket', data.ticket);
    redeem.searchParams.set('next', to);
    if (state && STATE.test(state)) redeem.searchParams.set('state', state);
    return seeOther(redeem.href);
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A dead portal session: drop its cookie; the campaigns page is reached signed out anyway.
    const headers: HeadersInit =
      error.status === 401 ? { 'set-cookie': clearSessionCookie(ctx.cookie) } : {};
    return notSignedIn(headers);
  }
};

/**
 * Whether the browser says this navigation came from one of our sites (Fetch Metadata): a
 * redeem link planted on another site or opened from a mail (`cross-site`, `none`) would sign
 * the person in as whoever minted the ticket (login CSRF). Browsers without Fetch Metadata send
 * nothing and are let through (OWASP's resource-isolation policy does the same).
 */
function fromOurSites(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'same-site';
}

/** The seconds a redeemed session has left (identity's `expiresIn`), if the answer says so. */
function secondsLeft(value: unknown): number | undefined {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= SESSION_MAX_AGE_SECONDS
    ? value
    : undefined;
}

/**
 * Redeem-and-discard: a ticket this site refuses is exchanged all the same, so the service marks
 * it used, and the session it gives is ended at once; no cookie is set. Whatever fails (an
 * unknown or used ticket, a service that does not answer) leaves nothing to spend.
 */
async function spendTicket(ctx: RouteContext, ticket: string): Promise<void> {
  try {
    const { data } = await ctx.upstream.identity.POST('/auth/tickets/redeem', {
      body: { ticket, audience: publicOrigin(ctx.request), device: crypto.randomUUID() },
    });
    if (!data?.token) return;
    await ctx.upstream.identity.POST('/auth/logout', { headers: bearer(data.token) });
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}

/**
 * Campaigns site, `GET /api/auth/ticket/redeem?ticket=…&next=<path>`: the ticket exchanged
 * server-side for a session of this site (its own cookie) and a 303 to `next`. A ticket that is
 * unknown, used, expired, for another site, or a service that does not answer → a 303 to the
 * sign-in page with a Spanish notice, never an error page. A ticket refused because the request
 * did not come from our sites (Fetch Metadata, login CSRF) is spent on the way (`spendTicket`):
 * its logout ends the whole sign-in it came from, as OAuth's refresh-token reuse detection ends
 * the token's family — a ticket met outside our sites is treated as leaked.
 *
 * The session is one of the family of the portal's (issue #26): it ends when the portal's ends,
 * and a logout on either site ends both. The cookie lives exactly as long (`Max-Age` = the
 * service's `expiresIn`, the seconds left of the portal's sign-in), never a fresh 8 hours; an
 * answer that does not say how long is not trusted with a cookie (the sign-in page instead).
 */
export const redeemTicket: RouteHandler = async (ctx: RouteContext) => {
  const next = sanitizeRedirect(ctx.url.searchParams.get('next'));
  const ticket = ctx.url.searchParams.get('ticket') ?? '';
  const signIn = seeOther(ticketSignInUrl(portalOrigin(ctx.hosts), next));
  // The hop this site started (a silent check) carries the `state` of its marker cookie: that
  // proves this browser asked for it, whatever Fetch Metadata says (a typed address stays `none`
  // through the redirects); any other redeem must come from our sites.
  const state = ctx.url.searchParams.get('state');
  const ours =
    (state !== null &&
      STATE.test(state) &&
      readSilentCheck(ctx.request.headers.get('cookie'), ctx.cookie) === state) ||
    fromOurSites(ctx.request);
  if (!TICKET.test(ticket)) return signIn;
  if (!ours) {
    // Refused, and spent (issue #26): a link seen in another context must not stay good for a
    // replay from one of our pages within its 30 seconds.
    await spendTicket(ctx, ticket);
    return signIn;
  }
  try {
    const { data } = await ctx.upstream.identity.POST('/auth/tickets/redeem', {
      body: {
        ticket,
        audience: publicOrigin(ctx.request),
        // No fingerprint on a redirect: a new random device id, which this browser then keeps on
        // this site (the stored profile takes the one get-user echoes when it has none).
        device: crypto.randomUUID(),
      },
    });
    const maxAge = secondsLeft(data?.expiresIn);
    if (!data?.token || maxAge === undefined) return signIn;
    const headers = new Headers();
    headers.append('set-cookie', serializeSessionCookie(ctx.cookie, data.token, maxAge));
    // Signed in: a «signed out» marker (or a check's) has served its purpose.
    if (readSilentCheck(ctx.request.headers.get('cookie'), ctx.cookie) !== undefined) {
      headers.append('set-cookie', silentCheckCookie(ctx.cookie, '', 0));
    }
    return seeOther(next, headers);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return signIn;
  }
};
