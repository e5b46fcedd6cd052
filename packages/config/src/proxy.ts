/**
 * The body both apps' proxies share (DESIGN.md, "Rendering and caching (decided)"; issue #27:
 * once instead of a copy in each). Each app's `proxy.ts` keeps its literal matcher (Next.js reads
 * it at build time) and its own decisions (the portal's catalog slugs, the campaigns site's
 * silent check of the portal's session), given as `decide`; this runs the rest, in order:
 *
 * 1. the proxy's own request for the shared not-found page: handed on (Next.js answers it);
 * 2. an address no route has (`isKnownPath` of the app's manifest): the shared not-found page,
 *    from the copy the proxy keeps (`createNotFoundResponder`, issue #26); without a copy, handed
 *    on (next.config's rewrite or Next's not-found answers it);
 * 3. the app's `decide`: an answer ends the request there;
 * 4. the page policy: on a per-request route a fresh nonce, which Next.js reads back from the
 *    `Content-Security-Policy` request header (`x-nonce` for server components), and the policy
 *    on the response; elsewhere the nonce headers a client sent are dropped (Next.js would render
 *    them into a cached page for everyone) and next.config's policy stays.
 *
 * Pure of Next.js: the app passes `NextResponse`'s answers (`responses`).
 */
import { createNotFoundResponder } from './notFoundPage';
import { cachedPagePolicy } from './pageHeaders';
import { applyPagePolicy, deploymentOf, type ThirdPartyOrigins } from './security';

type Env = Readonly<Record<string, string | undefined>>;

/** The request headers that would put a nonce into a page (`applyPagePolicy` drops them). */
export const NONCE_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-nonce',
] as const;

/** Whether a request carries a header that would put a nonce into a page. */
export function carriesNonce(request: Request): boolean {
  return NONCE_HEADERS.some((name) => request.headers.has(name));
}

/** What the proxy reads of the app's route manifest. */
export interface ProxyManifest {
  /** Whether a path has a route (or is no page): the contrary of the unknown-path matcher. */
  isKnownPath(pathname: string): boolean;
  /** Whether a path is at or under a per-request route (a nonce policy). */
  isPerRequestPath(pathname: string): boolean;
  /** Where the proxy asks the app for the shared not-found page (`UNKNOWN_PATH`). */
  unknownPath: string;
}

/** `NextResponse.next` and `NextResponse.rewrite`: the app gives `NextResponse` itself. */
export interface ProxyResponses {
  next(init?: { request: { headers: Headers } }): Response;
  rewrite(destination: URL, init?: { request: { headers: Headers } }): Response;
}

/** A request as Next.js gives it to a proxy (`NextRequest`). */
export type ProxyRequest = Request & { nextUrl: { pathname: string } };

/** What the app's own decision is given. */
export interface ProxyStep {
  pathname: string;
  /** At or under a per-request route of the manifest. */
  perRequest: boolean;
  /** The shared not-found page for this request (404, the address kept, never rendered for it). */
  notFound(): Promise<Response>;
  /** Hands the request on untouched (a cached page without a nonce header has nothing to do). */
  pass(): Response;
  /**
   * Answers with the cached page at another path of the app (a rewrite: the address asked for is
   * kept, its query too), as any cached page is answered: without the nonce headers the client
   * sent, with the cached pages' policy (next.config gives the policy of the path asked for, none
   * below a per-request route). The portal's catalogs (issue #33).
   */
  cached(pathname: string): Response;
}

export interface PageProxyOptions {
  /** The deployment's environment (read once for the hosts; `NODE_ENV` on each request). */
  env: Env;
  manifest: ProxyManifest;
  responses: ProxyResponses;
  /** What the app's consented scripts load (the portal's analytics); none by default. */
  thirdParties?: ThirdPartyOrigins;
  /** Inline scripts the nonce policy allows by hash (the portal's cookie-flag check). */
  inlineScriptHashes?: readonly string[];
  /** The app's own decision, between the known-path check and the page policy. */
  decide?: (
    request: ProxyRequest,
    step: ProxyStep,
  ) => Response | null | undefined | Promise<Response | null | undefined>;
}

/** The proxy function of an app (`export async function proxy(request) { … }`). */
export function createPageProxy({
  env,
  manifest,
  responses,
  thirdParties,
  inlineScriptHashes,
  decide,
}: PageProxyOptions): (request: ProxyRequest) => Promise<Response> {
  // Read once when the server starts: a malformed host URL fails there, not on each request.
  const deployment = deploymentOf(env);
  const cachedPolicy = cachedPagePolicy(env, thirdParties);
  // Below a per-request route next.config gives no policy: the not-found page gets the cached
  // pages' one.
  const notFound = createNotFoundResponder({
    path: manifest.unknownPath,
    policy: cachedPolicy,
    needsPolicy: manifest.isPerRequestPath,
  });

  /** The request's headers without the nonce ones (a cached page is the same for everyone). */
  const withoutNonce = (request: Request) => {
    const headers = new Headers(request.headers);
    for (const name of NONCE_HEADERS) headers.delete(name);
    return headers;
  };

  return async function proxy(request) {
    const { pathname } = request.nextUrl;
    if (notFound.isOwnRequest(request)) return responses.next();
    if (!manifest.isKnownPath(pathname)) {
      const answer = await notFound.answer(request);
      if (answer) return answer;
    }
    const perRequest = manifest.isPerRequestPath(pathname);
    if (decide) {
      const decided = await decide(request, {
        pathname,
        perRequest,
        notFound: async () =>
          (await notFound.answer(request)) ??
          responses.rewrite(new URL(manifest.unknownPath, request.url)),
        pass: () => responses.next(),
        cached: (target) => {
          const destination = new URL(request.url);
          destination.pathname = target;
          // The request's headers are handed on as they are unless a nonce header must go.
          const response = carriesNonce(request)
            ? responses.rewrite(destination, { request: { headers: withoutNonce(request) } })
            : responses.rewrite(destination);
          response.headers.set('Content-Security-Policy', cachedPolicy);
          return response;
        },
      });
      if (decided) return decided;
    }
    const requestHeaders = new Headers(request.headers);
    const policy = applyPagePolicy(requestHeaders, deployment, {
      development: env.NODE_ENV === 'development',
      perRequest,
      ...(thirdParties ? { thirdParties } : {}),
      ...(inlineScriptHashes ? { inlineScriptHashes } : {}),
    });
    const response = responses.next({ request: { headers: requestHeaders } });
    // A cached page keeps the policy of next.config (the same for everyone).
    if (perRequest) response.headers.set('Content-Security-Policy', policy);
    return response;
  };
}
