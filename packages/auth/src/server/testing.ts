/**
 * Test support for same-site routes (`@vivasalud/auth/server/testing`): a Request as the browser,
 * through Next, sends it to a route handler. Used by this package's route tests and by an area's
 * route tests in an app (the portal's `clases-grabadas/_lib/progressRoute.test.ts`). Test code
 * only; nothing here starts a service.
 */

export const SITE = 'http://localhost:3000';

let addresses = 0;
/** A client address of its own (TEST-NET ranges): the service rate-limits per address. */
export function nextAddress(): string {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (wins over `body`). */
  raw?: string;
  cookie?: string;
  /** `null` leaves the header out. */
  origin?: string | null;
  /** `null` leaves the header out. */
  contentType?: string | null;
  /** X-Forwarded-For; default a fresh address, `null` leaves the header out. */
  address?: string | null;
  site?: string;
  headers?: Record<string, string>;
}

/** A Request as the browser (through Next) sends it to the route handlers. */
export function request(method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
  const site = options.site ?? SITE;
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? site : options.origin;
  if (origin !== null) headers.set('origin', origin);
  if (options.address !== null) headers.set('x-forwarded-for', options.address ?? nextAddress());
  if (options.cookie) headers.set('cookie', options.cookie);
  const raw =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (method === 'POST' && raw !== undefined) {
    const contentType =
      options.contentType === undefined ? 'application/json' : options.contentType;
    if (contentType !== null) headers.set('content-type', contentType);
  }
  return new Request(`${site}${path}`, { method, headers, body: raw });
}
