/**
 * A page with no good copy yet while the content service is down (issue #34): Next answers a page
 * it cannot render with a 500 whose HTML is its empty error shell — blank without JavaScript, and
 * a 500 tells crawlers and a CDN the wrong thing. `vivasalud-next-start` answers such a request
 * instead with **503 `Retry-After`** and the app's service-unavailable screen **in the HTML**:
 * the page the build prerendered at `/service-unavailable` (spec §2), without its scripts (it
 * stands at another address than its own; the screen needs none), «Reintentar» pointing at the
 * address asked for. Only for a page a browser asks for as a document: a client navigation (RSC)
 * keeps Next's answer, which the app's error boundary shows as the same screen.
 *
 * Erasable TypeScript only: `bin/next-start.ts` imports it under Node's type stripping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Seconds a client or crawler is asked to wait before asking again. */
export const RETRY_AFTER_SECONDS = 30;
/** The prerendered page the answer is made of (`.next/server/app/<this>.html`). */
export const UNAVAILABLE_PAGE = 'service-unavailable';

/** A browser's request for a page (a document), not for Next's data, a file or an API route. */
export function isDocumentRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?')[0]!;
  if (/^\/(_next|api)(\/|$)/.test(path) || /\.[a-z0-9]{1,8}$/i.test(path)) return false;
  const headers = request.headers;
  return !headers.rsc && !headers['next-router-prefetch'] && !headers['next-action'];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The prerendered screen as a static page for `address`: no scripts (nor their preloads), the
 * retry link to `address` (a same-site path: the request's own), not for search engines.
 */
export function unavailablePageFor(prerendered: string, address: string): string {
  const path = address.startsWith('/') && !address.startsWith('//') ? address : '/';
  return prerendered
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(
      /(<a\b[^>]*\bhref=")\/("[^>]*>(?:(?!<\/a>)[\s\S])*Reintentar)/,
      `$1${escapeAttribute(path)}$2`,
    );
}

/**
 * Watches `response`: if Next is about to answer 500 to a document request, the 503 page goes
 * out instead, and what Next writes is dropped. Call before handing the request to Next, after
 * the compression middleware: Next's `writeHead`, `write` and `end` reach these wrappers first,
 * and the page goes out through the middleware's (compressed like any page).
 */
export function answerUnavailableInsteadOf500(
  request: IncomingMessage,
  response: ServerResponse,
  page: (address: string) => string | undefined,
): void {
  if (!isDocumentRequest(request)) return;
  type Method = (...args: unknown[]) => unknown;
  const writeHead = response.writeHead as Method;
  const write = response.write as Method;
  const end = response.end as Method;
  /** `undefined` until Next's answer starts; then whether it is replaced. */
  let replaced: boolean | undefined;
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined;

  /** Decides on Next's first call; on a 500, sends the page (once) and says so. */
  const replaces = (self: ServerResponse, status: number): boolean => {
    if (replaced !== undefined) return replaced;
    const body = status === 500 ? page(request.url ?? '/') : undefined;
    replaced = body !== undefined;
    if (body === undefined) return false;
    // Next's headers for its own body (length, caching, its page's data) are not this page's;
    // the security headers stay.
    for (const name of self.getHeaderNames()) {
      if (!KEPT_HEADERS.has(name)) self.removeHeader(name);
    }
    const bytes = Buffer.from(body, 'utf8');
    writeHead.call(self, 503, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
    end.call(self, request.method === 'HEAD' ? undefined : bytes);
    return true;
  };

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (replaces(this, status)) return this;
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && replaces(this, this.statusCode)) {
      callbackOf(args)?.();
      return true;
    }
    if (replaced) {
      callbackOf(args)?.();
      return true;
    }
    return write.apply(this, args);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if ((!this.headersSent && replaces(this, this.statusCode)) || replaced) {
      callbackOf(args)?.();
      return this;
    }
    return end.apply(this, args);
  } as ServerResponse['end'];
}

/** Headers of Next's answer that hold for any page of the site. */
const KEPT_HEADERS = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
]);
