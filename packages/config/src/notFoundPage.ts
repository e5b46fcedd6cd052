/**
 * The shared not-found page as the apps' proxies answer it (issue #26): every address that
 * matches no route (and, on the portal, every slug a catalog does not have) gets this one copy,
 * status 404, the address kept.
 *
 * Why the proxy keeps it rather than let Next.js serve its cached copy: Next.js writes the
 * address and query of the request that renders a page into that page's HTML (its router state),
 * and a cached page is rendered again by whichever request finds it stale. Served straight from
 * Next's cache, the shared not-found page carried for 300 s the address of the visitor who
 * (re)rendered it (`/clases-grabadas/<dni>?email=…`) to everyone else. So visitors never reach
 * it: the proxy asks Next.js for an address no route has itself, with a clean address and a
 * header only it knows (`INTERNAL_HEADER`), keeps the answer `maxAgeMs` and serves it (Next's own
 * cache still decides when the page is rendered again: the layout's content stays as fresh as
 * elsewhere). Pure: each proxy passes how it fetches.
 */

/** The header of the proxy's own request for the page: with the right value, Next answers it. */
export const INTERNAL_HEADER = 'x-vivasalud-not-found';

export interface NotFoundCopy {
  html: string;
  /** Next's `Cache-Control` for the page (a CDN in front keeps it as long). */
  cacheControl: string | null;
}

export interface NotFoundPageOptions {
  /** Asks Next.js for the page; a failure keeps the last copy. */
  fetchPage: () => Promise<NotFoundCopy>;
  /** After this, the copy is served while it is asked for again (ms). */
  maxAgeMs?: number;
  /** Without a copy, how long after a failure to ask again (ms). */
  retryMs?: number;
  now?: () => number;
}

/**
 * The copy the proxy serves: asked for once, then again in the background when older than
 * `maxAgeMs` (one request at a time); `undefined` while none could be had.
 */
export function createNotFoundPage({
  fetchPage,
  maxAgeMs = 30_000,
  retryMs = 5_000,
  now = Date.now,
}: NotFoundPageOptions): { get(): Promise<NotFoundCopy | undefined> } {
  let copy: NotFoundCopy | undefined;
  let fetchedAt = 0;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  const refresh = (): Promise<void> => {
    if (loading) return loading;
    if (!copy && now() - attemptedAt < retryMs) return Promise.resolve();
    attemptedAt = now();
    loading = fetchPage()
      .then(
        (page) => {
          copy = page;
          fetchedAt = now();
        },
        () => undefined,
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    async get() {
      if (!copy) await refresh();
      else if (now() - fetchedAt > maxAgeMs) void refresh();
      return copy;
    },
  };
}

/**
 * Asks the app itself (`origin`, the server's own address as Next.js gives it to the proxy, never
 * the request's Host) for `path`: a 404 HTML page is the copy; anything else is a failure.
 */
export async function fetchNotFoundPage(
  origin: string,
  path: string,
  token: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<NotFoundCopy> {
  const response = await fetcher(new URL(path, origin), {
    headers: { [INTERNAL_HEADER]: token, accept: 'text/html' },
    cache: 'no-store',
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 404 || !type.startsWith('text/html')) {
    throw new Error(`${path}: ${response.status} ${type}`);
  }
  return { html: await response.text(), cacheControl: response.headers.get('cache-control') };
}

export interface NotFoundResponderOptions {
  /** The app's address of the shared not-found page (its `UNKNOWN_PATH`). */
  path: string;
  /** The cached pages' policy (next.config's), for addresses where next.config gives none. */
  policy: string;
  /** Whether next.config gives the address no policy (below a per-request route). */
  needsPolicy: (pathname: string) => boolean;
  fetcher?: typeof fetch;
  maxAgeMs?: number;
}

/**
 * What each app's proxy does with the shared not-found page: recognise its own request for it
 * (`isOwnRequest`: Next.js answers that one) and answer any other with the copy it keeps
 * (`answer`: status 404, the address kept, never rendered for this request). Without a copy
 * (the app could not answer its own request), `answer` gives `undefined`: Next.js answers as
 * before (next.config's rewrite).
 */
export function createNotFoundResponder({
  path,
  policy,
  needsPolicy,
  fetcher,
  maxAgeMs,
}: NotFoundResponderOptions) {
  /** What only this process knows: its own request for the page carries it. */
  const token = crypto.randomUUID();
  let origin = '';
  const page = createNotFoundPage({
    fetchPage: () => fetchNotFoundPage(origin, path, token, fetcher),
    maxAgeMs,
  });
  return {
    isOwnRequest(request: Request): boolean {
      return (
        new URL(request.url).pathname === path && request.headers.get(INTERNAL_HEADER) === token
      );
    },
    async answer(request: Request): Promise<Response | undefined> {
      const url = new URL(request.url);
      origin ||= url.origin;
      const copy = await page.get();
      if (!copy) return undefined;
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      if (copy.cacheControl) headers.set('cache-control', copy.cacheControl);
      if (needsPolicy(url.pathname)) headers.set('content-security-policy', policy);
      return new Response(request.method === 'HEAD' ? null : copy.html, { status: 404, headers });
    },
  };
}
