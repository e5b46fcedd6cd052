/**
 * Security headers and the Content-Security-Policy of the apps (issue #6).
 *
 * Pure like the host map: the caller passes the environment variables and the nonce, so both
 * apps' `next.config.ts` and `proxy.ts` and the tests use the same functions. Next.js is not
 * imported here: each app wires these values into its own config and proxy.
 */
import { environmentOf, resolveHosts } from './hosts';

type Env = Readonly<Record<string, string | undefined>>;

/** What the security headers depend on in a deployment. */
export interface Deployment {
  /**
   * The public site is served over https from a real hostname (`VIVASALUD_SITE_URL` is
   * `https://…` and not a developer's machine): HSTS, `upgrade-insecure-requests`, Secure cookies.
   * Never true for localhost, even over https: HSTS would pin every port of localhost to https.
   */
  https: boolean;
  /** Origins whose images the pages show besides their own: the content service's `/media/*`. */
  mediaOrigins: string[];
}

/**
 * The deployment of `env`: the site hostname comes from `VIVASALUD_SITE_URL` (localhost without
 * it, as in `lib/content.ts`), the media origin from the content API of the host map for that
 * hostname (`VIVASALUD_CONTENT_API_URL` overrides it). A malformed URL throws.
 */
export function deploymentOf(env: Env): Deployment {
  const site = env.VIVASALUD_SITE_URL?.trim();
  const siteUrl = site ? new URL(site) : undefined;
  const hostname = siteUrl?.hostname ?? 'localhost';
  return {
    https: siteUrl?.protocol === 'https:' && environmentOf(hostname) !== 'dev',
    mediaOrigins: [new URL(resolveHosts(hostname, env).contentApi).origin],
  };
}

/** Two years, subdomains included, ready for the browsers' preload list. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/**
 * Features no page uses today are switched off for the page and every frame in it. The
 * telemedicine area will need camera and microphone: it gets its own header on its own path
 * then, never a site-wide allowance.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export interface Header {
  key: string;
  value: string;
}

/**
 * Where both apps receive the policy's violation reports: a same-site route handler
 * (`createCspReportHandler` of `@vivasalud/config/csp-report`), named by the policy's
 * `report-uri` and, on an https deployment, through `Reporting-Endpoints`, its `report-to`
 * (issue #16: an injection on a cached page is seen).
 */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The endpoint's name in `Reporting-Endpoints`, which `report-to` names. */
export const CSP_REPORT_GROUP = 'csp-endpoint';
/**
 * `Reporting-Endpoints`: the name `report-to` uses for the endpoint. Relative, so it resolves
 * against the page's own origin (behind a CDN too). Chromium takes an https endpoint only (not
 * even `http://localhost`), so it is sent on an https deployment only.
 */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * The headers of every response (`headers()` of next.config). The Content-Security-Policy is not
 * among them: it depends on the page (a per-request nonce or the cached pages' policy), so the
 * proxy sets it on page responses. `Reporting-Endpoints` is (https only, with `report-to`): it
 * names where either policy's `report-to` sends reports, and means nothing without a policy.
 * `Referrer-Policy` is the default a page may tighten with its own `<meta name="referrer">`.
 */
export function securityHeaders({ https }: Pick<Deployment, 'https'>): Header[] {
  return [
    ...(https ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(https ? [{ key: 'Reporting-Endpoints', value: REPORTING_ENDPOINTS }] : []),
  ];
}

/** A nonce as Next.js reads it back from the policy (`'nonce-…'`, base64 or base64url). */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** A fresh nonce for one request: a random UUID, base64-encoded (Next.js CSP guide). */
export function createNonce(): string {
  return btoa(crypto.randomUUID());
}

/** Origins a page's third-party scripts need (analytics, A/B testing), by directive. */
export interface ThirdPartyOrigins {
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
}

export interface CspOptions {
  /**
   * The request's nonce (`createNonce()`) on a page rendered per request: Next.js puts it on the
   * scripts it renders. `null` on a page served from the cache (ISR), whose HTML is the same for
   * every visitor and so can carry no per-request nonce.
   */
  nonce: string | null;
  /** `next dev`: React rebuilds server error stacks with `eval`, so `'unsafe-eval'` is allowed. */
  development: boolean;
  /** An https deployment (`Deployment.https`): `upgrade-insecure-requests`. */
  https: boolean;
  /** Image origins besides our own (`Deployment.mediaOrigins`). */
  mediaOrigins?: readonly string[];
  /** What the consented analytics and A/B scripts load (only after cookie consent). */
  thirdParties?: ThirdPartyOrigins;
  /**
   * The `sha256-…` hashes of inline scripts the app renders itself with fixed text (e.g. a check
   * that runs before the first paint), allowed by the per-request policy. The cached pages'
   * policy allows inline scripts already, and a hash there would switch `'unsafe-inline'` off.
   */
  inlineScriptHashes?: readonly string[];
}

/** A CSP hash source: `sha256-` and a base64 digest. */
const SCRIPT_HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Origins only (a path or `;` can never reach the header), each once; opaque origins dropped. */
function origins(urls: readonly string[] = []): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))].filter((origin) => origin !== 'null');
}

/**
 * The Content-Security-Policy of a page response.
 *
 * - Scripts, on a page rendered per request (`nonce` given): only those carrying the request's
 *   nonce, and what they load (`'strict-dynamic'`, which makes CSP 3 browsers ignore `'self'` and
 *   the host list; both stay for older ones). On a cached page (`nonce: null`): our own files and
 *   the consented third parties' hosts, plus `'unsafe-inline'`, because Next.js streams each
 *   page's data in inline `<script>` elements whose text changes with the content, so neither a
 *   nonce nor a hash can name them ahead. That is the strongest policy a cached page can carry;
 *   what it gives up is covered by never rendering unsanitized HTML (README, "Security").
 * - Styles: `'self' 'unsafe-inline'`. Server-rendered HTML carries `style="…"` attributes (our
 *   Skeleton has one), Radix Dialog's scroll lock injects a `<style>` element at run time, and
 *   so does Next.js's dev overlay. A nonce can never allow a style attribute, and a nonce in the
 *   directive would switch `'unsafe-inline'` off.
 *   Inline CSS cannot run code.
 * - Images: ours, `data:` and `blob:` URLs, the content service's media, the third parties'.
 * - Video, audio and captions (`media-src`): ours and the content service's media.
 * - No framing (`frame-ancestors 'none'`, with X-Frame-Options for older browsers), no plugins,
 *   `<base>` and form posts to our own origin only.
 * - Violations reported to `CSP_REPORT_PATH`: `report-uri` always, and on https `report-to`
 *   (through `Reporting-Endpoints`).
 */
export function contentSecurityPolicy({
  nonce,
  development,
  https,
  mediaOrigins = [],
  thirdParties = {},
  inlineScriptHashes = [],
}: CspOptions): string {
  if (nonce !== null && !NONCE.test(nonce)) {
    throw new Error(`Not a CSP nonce: ${JSON.stringify(nonce)}`);
  }
  for (const hash of inlineScriptHashes) {
    if (!SCRIPT_HASH.test(hash)) throw new Error(`Not a CSP hash: ${JSON.stringify(hash)}`);
  }
  const scripts =
    nonce === null
      ? ["'self'", "'unsafe-inline'", ...origins(thirdParties.script)]
      : [
          "'self'",
          ...origins(thirdParties.script),
          `'nonce-${nonce}'`,
          ...[...new Set(inlineScriptHashes)].map((hash) => `'${hash}'`),
          "'strict-dynamic'",
        ];
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts, ...(development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      ...origins([...mediaOrigins, ...(thirdParties.img ?? [])]),
    ],
    // Recorded classes (issue #19): the service's video, audio and caption files.
    ['media-src', "'self'", ...origins(mediaOrigins)],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins(thirdParties.connect)],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
    // Violations go to the app's own endpoint. A browser with the Reporting API uses `report-to`
    // and then ignores `report-uri`; the others use `report-uri`. Chromium takes an https
    // endpoint only, so over http `report-to` would silence it: there `report-uri` goes alone.
    ['report-uri', CSP_REPORT_PATH],
    ...(https ? [['report-to', CSP_REPORT_GROUP]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface PagePolicyOptions {
  /** `next dev` (see `CspOptions.development`). */
  development: boolean;
  /**
   * The page is rendered for this request (account pages, anything reading cookies or the
   * query): it gets a fresh nonce. Otherwise the page may come from the cache and gets the
   * cached pages' policy.
   */
  perRequest: boolean;
  thirdParties?: ThirdPartyOrigins;
  /** See `CspOptions.inlineScriptHashes`. */
  inlineScriptHashes?: readonly string[];
}

/**
 * What a proxy sets on a page request (both apps). Per request: a fresh nonce in `x-nonce` and
 * the policy in `Content-Security-Policy` on the request headers given (Next.js reads them back
 * to put the nonce on its scripts). Otherwise both request headers are removed, so no nonce
 * (not even one a client sent) can be rendered into a cached page. Answers the policy for the
 * response.
 */
export function applyPagePolicy(
  requestHeaders: Headers,
  deployment: Pick<Deployment, 'https' | 'mediaOrigins'>,
  { development, perRequest, thirdParties, inlineScriptHashes }: PagePolicyOptions,
): string {
  const nonce = perRequest ? createNonce() : null;
  const policy = contentSecurityPolicy({
    nonce,
    development,
    https: deployment.https,
    mediaOrigins: deployment.mediaOrigins,
    ...(thirdParties ? { thirdParties } : {}),
    ...(inlineScriptHashes ? { inlineScriptHashes } : {}),
  });
  // Next.js reads a nonce from either policy header: a client's must never reach a render.
  requestHeaders.delete('Content-Security-Policy-Report-Only');
  if (nonce === null) {
    requestHeaders.delete('x-nonce');
    requestHeaders.delete('Content-Security-Policy');
  } else {
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('Content-Security-Policy', policy);
  }
  return policy;
}

/**
 * Whether `pathname` is under one of `prefixes` (`/auth` covers `/auth` and `/auth/login`,
 * not `/authors`).
 */
export function isUnder(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
