/**
 * The third-party scripts of the app shell (spec §4, §7; issue #6): Google Tag Manager for the
 * analytics events of `window.dataLayer`, and the A/B testing script. Both are personal-data
 * processing under Peru's Ley 29733: the shell loads them only once the visitor accepted the
 * cookies, and only when their id is configured. Pure: the root layout passes `process.env`.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** The configured ids; `null` leaves that script out (no request at all). */
export interface ThirdPartyIds {
  /** Google Tag Manager container, `VIVASALUD_GTM_ID` (`GTM-XXXXXXX`). */
  gtmId: string | null;
  /** A/B testing account, `VIVASALUD_AB_ACCOUNT_ID`. */
  abAccountId: string | null;
}

const GTM_ID = /^GTM-[A-Z0-9]{1,16}$/;
const AB_ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function matching(value: string | undefined, pattern: RegExp): string | null {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : null;
}

/**
 * The ids of `env`. A missing, empty or malformed id is `null`: a typo never reaches a script
 * URL, it leaves that script out.
 */
export function thirdPartyIds(env: Env): ThirdPartyIds {
  return {
    gtmId: matching(env.VIVASALUD_GTM_ID, GTM_ID),
    abAccountId: matching(env.VIVASALUD_AB_ACCOUNT_ID, AB_ACCOUNT_ID),
  };
}

// --- Google Tag Manager ----------------------------------------------------------------------

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The container script, as Google's snippet builds it. */
export function tagManagerScriptUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

// --- A/B testing -----------------------------------------------------------------------------

/**
 * The spec names no A/B vendor ("an A/B testing script", tolerance 2000 ms), so the loader is
 * generic: one script per account, `<origin>/<account id>.js`. Put the vendor's origin here (and
 * its origins in `THIRD_PARTY_ORIGINS`) once it is chosen. `.example` is reserved (RFC 2606): it
 * can never be registered by anyone, so until then a configured account loads nothing from a
 * stranger's host.
 */
export const AB_TESTING_ORIGIN = 'https://ab-testing.example';

export function abTestingScriptUrl(accountId: string): string {
  return `${AB_TESTING_ORIGIN}/${encodeURIComponent(accountId)}.js`;
}

/**
 * Spec §4, §9: the A/B script loads lazily after page load with a tolerance of 2000 ms. Read as
 * the longest it waits once the page has loaded: it goes in at the browser's first idle moment
 * after the `load` event, and never later than this (`requestIdleCallback`'s timeout; a plain
 * timer where the browser has no idle callbacks).
 */
export const AB_TESTING_TOLERANCE_MS = 2000;

// --- Content-Security-Policy -----------------------------------------------------------------

/**
 * What a script needs in the page policy, by directive (`script-src`, `connect-src`, `img-src`):
 * the shape of `ThirdPartyOrigins` in `@vivasalud/config/security`, so the proxy passes it as is.
 */
export interface ThirdPartyOrigins {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

/**
 * The origins each script needs. On a page rendered per request (nonce and `'strict-dynamic'`)
 * a CSP 3 browser loads the scripts through the trust of the loader and ignores `script`; it
 * counts on cached pages (no nonce: a host list) and in older browsers. `connect` and `img` are
 * where the hits go: without them the scripts load but send nothing. Tag Manager's are Google's
 * list for GA4 (developers.google.com/tag-platform/security/guides/csp); each further tag type a
 * container adds (Ads, Floodlight, Google signals…) needs its own.
 */
export const THIRD_PARTY_ORIGINS = {
  tagManager: {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  abTesting: {
    script: [AB_TESTING_ORIGIN],
    connect: [AB_TESTING_ORIGIN],
    img: [],
  },
} as const satisfies Record<string, ThirdPartyOrigins>;

/** The origins of the scripts `ids` configures, each once: none for a script left out. */
export function thirdPartyOrigins(ids: ThirdPartyIds): ThirdPartyOrigins {
  const used = [
    ...(ids.gtmId ? [THIRD_PARTY_ORIGINS.tagManager] : []),
    ...(ids.abAccountId ? [THIRD_PARTY_ORIGINS.abTesting] : []),
  ];
  const union = (directive: keyof ThirdPartyOrigins) => [
    ...new Set(used.flatMap((origins) => origins[directive])),
  ];
  return { script: union('script'), connect: union('connect'), img: union('img') };
}
