/**
 * The request methods `vivasalud-next-start` lets Next see (issue #26). Next turns every request
 * for a route handler into a web `Request`, whose constructor throws on the methods the Fetch
 * standard forbids (`CONNECT`, `TRACE`, `TRACK`): a `TRACE` to any `/api/*` route was a 500 and a
 * logged TypeError. No page or route of these sites answers anything but the methods below, so
 * any other one (forbidden, WebDAV's `PROPFIND`, `PUT`, an unknown verb) is answered 405 here,
 * with `Allow`, before Next sees it. (Node itself answers 400 to what is not an HTTP method at
 * all: a lower-case or unknown verb, `TRACK`.)
 *
 * Erasable TypeScript only: `bin/next-start.ts` imports it under Node's type stripping.
 */

/**
 * The methods passed on to Next: the only ones a page or route of these sites answers. Next
 * would answer a `PUT`, `PATCH` or `DELETE` to a route handler 405 itself, but without `Allow`.
 */
export const NEXT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'POST']);

/** What the 405 lists: the methods the pages and routes of these sites answer. */
export const ALLOW = [...NEXT_METHODS].join(', ');

/** The 405's body: site.yaml's `ErrorBody`. */
export const METHOD_NOT_ALLOWED_BODY = JSON.stringify({
  error: true,
  code: 'METHOD_NOT_ALLOWED',
  message: 'Método no permitido.',
});

/** Whether Next may see a request with this method (methods are case-sensitive: `get` is not). */
export const reachesNext = (method: string | undefined): boolean =>
  method !== undefined && NEXT_METHODS.has(method);

/** The headers of the 405 (a JSON body, never cached). */
export function methodNotAllowedHeaders(): Record<string, string | number> {
  return {
    allow: ALLOW,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(METHOD_NOT_ALLOWED_BODY),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The raw 405 for a `CONNECT` (Node hands it to the server's `connect` event, with the socket,
 * instead of a request handler); the connection is then closed.
 */
export function rawMethodNotAllowed(): string {
  const headers = Object.entries({ ...methodNotAllowedHeaders(), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 405 Method Not Allowed\r\n${headers}\r\n${METHOD_NOT_ALLOWED_BODY}`;
}
