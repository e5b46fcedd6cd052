import { campaignsSiteOf, type Hosts } from '@vivasalud/config/hosts';
import { isApiError } from '@vivasalud/api-client/errors';
import {
  sanitizeRedirect,
  TICKET_NOTICE_PARAM,
  TICKET_NOTICE_VALUE,
  ticketHref,
} from '../redirect';
import { clearSessionCookie, serializeSessionCookie } from './cookie';
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
export function ticketSignInUrl(portal: string, next: string): string {
  const url = new URL('/auth/login', portal);
  url.searchParams.set('redirect', ticketHref(next));
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
  // Next's client router (a `router.push` here after signing in, a `<Link>` prefetch) fetches
  // the address with `RSC: 1` first: no ticket for that fetch (it could not follow a redirect to
  // the other site anyway). An answer that is not a flight makes it navigate for real.
  if (ctx.request.headers.has('rsc')) {
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }
  if (!ctx.token) return seeOther(plain);
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
    return seeOther(redeem.href);
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A dead portal session: drop its cookie; the campaigns page is reached signed out anyway.
    const headers: HeadersInit =
      error.status === 401 ? { 'set-cookie': clearSessionCookie(ctx.cookie) } : {};
    return seeOther(plain, headers);
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

/**
 * Campaigns site, `GET /api/auth/ticket/redeem?ticket=…&next=<path>`: the ticket exchanged
 * server-side for a session of this site (its own cookie) and a 303 to `next`. A ticket that is
 * unknown, used, expired, for another site, or a service that does not answer → a 303 to the
 * sign-in page with a Spanish notice, never an error page.
 */
export const redeemTicket: RouteHandler = async (ctx: RouteContext) => {
  const next = sanitizeRedirect(ctx.url.searchParams.get('next'));
  const ticket = ctx.url.searchParams.get('ticket') ?? '';
  const signIn = seeOther(ticketSignInUrl(portalOrigin(ctx.hosts), next));
  if (!TICKET.test(ticket) || !fromOurSites(ctx.request)) return signIn;
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
    if (!data?.token) return signIn;
    return seeOther(next, { 'set-cookie': serializeSessionCookie(ctx.cookie, data.token) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return signIn;
  }
};
