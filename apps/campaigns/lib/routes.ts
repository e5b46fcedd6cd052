/**
 * THE route manifest of the campaigns site (DESIGN.md, "The portal: one folder per area", as in
 * apps/portal/lib/routes.ts): every page pattern it answers and its render mode. next.config's
 * `headers()` (the cached pages' policy) and the proxy matcher read it; `routes.test.ts` checks it
 * against the route folders of `app/` and the proxy's literal matcher.
 */
// Relative: next.config.ts and proxy.ts load this file outside any alias.
import {
  ANY_SEGMENT,
  routeManifest,
  SLUG_SOURCE,
  type JsBudget,
  type RenderMode,
} from '@vivasalud/config/routes';

/**
 * How a route is rendered (DESIGN.md, "Rendering and caching (decided)"):
 * - `cached`: the same HTML for everyone, served from Next's cache without the proxy; its static
 *   CSP, security headers and `NEXT_LOCALE` cookie come from next.config `headers()`. A campaign
 *   announced on social media brings thousands of visitors in minutes: these pages do no
 *   per-request work.
 * - `per-request`: reads the session on the server; the proxy runs and gives it a nonce CSP.
 */
export type { RenderMode };

export interface Route {
  /** The path pattern, without a trailing slash; `[slug]` is one campaign slug segment. */
  pattern: string;
  mode: RenderMode;
  /** The route folder under `app/` (route groups included). */
  folder: string;
  /** Its JavaScript budget against a bare Next page (issue #33); `content` (1.10×) unless told. */
  js?: JsBudget;
}

/** The campaign the spec shows without the common layout (spec §2). */
export const RACE_SLUG = 'corre-por-la-p';
/** Its information page. */
export const RACE_INFO_PATH = `/campaign/${RACE_SLUG}/informacion`;

export const ROUTES: readonly Route[] = [
  { pattern: '/', mode: 'cached', folder: '(site)' },
  { pattern: '/campaign/[slug]', mode: 'cached', folder: '(site)/campaign/[slug]' },
  {
    pattern: '/campaign/[slug]/terminos',
    mode: 'cached',
    folder: '(site)/campaign/[slug]/terminos',
  },
  {
    pattern: RACE_INFO_PATH,
    mode: 'cached',
    folder: `(bare)/campaign/${RACE_SLUG}/informacion`,
  },
  {
    pattern: '/campaign/[slug]/resultado',
    mode: 'cached',
    folder: '(site)/campaign/[slug]/resultado',
  },
  // Issue #34: the screen a page with no good copy is answered with (503) while the service is down.
  { pattern: '/service-unavailable', mode: 'cached', folder: '(bare)/service-unavailable' },
  // Spec §2: sign-up (not signed in) and participation (signed in) read the session and call the
  // identity service: the only pages that reach the services on each request.
  {
    pattern: '/campaign/[slug]/signup',
    mode: 'per-request',
    folder: '(session)/campaign/[slug]/signup',
    js: 'form',
  },
  {
    pattern: '/campaign/[slug]/participate',
    mode: 'per-request',
    folder: '(session)/campaign/[slug]/participate',
    js: 'form',
  },
];

/**
 * What a `[slug]` segment may hold: the content API's slug rule (spec §5), up to 100 characters
 * (`@vivasalud/config/routes`, the one rule of both apps). The pages check it (`lib/load.ts`).
 */
export const SLUG_SEGMENT = SLUG_SOURCE;

/**
 * What next.config and the proxy derive from the table (`@vivasalud/config/routes`). A dynamic
 * segment matches any segment here: the proxy's literal matcher takes any (`:slug`), and a
 * campaign page answers a slug outside the rule with its not-found page itself.
 */
const manifest = routeManifest(ROUTES, { segment: ANY_SEGMENT });

/** The per-request patterns as regular expressions (each covers what lies below it). */
export const perRequestPatterns = manifest.perRequestSources;

/** Whether a requested path is at or under a per-request route: the proxy gives it a nonce. */
export const isPerRequestPath = manifest.isPerRequestPath;

/**
 * Where the proxy asks the app for the not-found page (issue #26): an address no route has, so
 * Next.js answers it with `app/not-found.tsx`, status 404, for an address that holds nothing of a
 * visitor's.
 */
export const UNKNOWN_PATH = '/pagina-no-encontrada';

/**
 * The proxy's matcher `source` of every page request that matches no route: the shared
 * not-found page, from the proxy (issue #26). Exactly the routes: whatever Next.js would answer
 * with its not-found page passes the proxy, so that no visitor's request renders that page.
 */
export const unknownPathSource = manifest.unknownPathSource;

/** Whether a requested path has a route (or is no page): the contrary of `unknownPathSource`. */
export const isKnownPath = manifest.isKnownPath;

/** next.config `source` of every page request outside the per-request routes. */
export const cachedSource = manifest.cachedSource;

/** The landing of a campaign. */
export function campaignPath(slug: string): string {
  return `/campaign/${encodeURIComponent(slug)}/`;
}

/** The terms of a campaign. */
export function termsPath(slug: string): string {
  return `/campaign/${encodeURIComponent(slug)}/terminos/`;
}

/** The sign-up page of a campaign (spec §2): for people not signed in. */
export function signupPath(slug: string): string {
  return `/campaign/${encodeURIComponent(slug)}/signup/`;
}

/** The participation page of a campaign (spec §2): one press for people signed in. */
export function participatePath(slug: string): string {
  return `/campaign/${encodeURIComponent(slug)}/participate/`;
}

/** The result page of a giveaway: after its end date, instead of a form. */
export function resultPath(slug: string): string {
  return `/campaign/${encodeURIComponent(slug)}/resultado/`;
}
