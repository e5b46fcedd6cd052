/**
 * The route-manifest machinery both apps share (DESIGN.md, "The portal: one folder per area"):
 * each app's `lib/routes.ts` is its table of routes (pure data) and one call of `routeManifest`,
 * which derives from it what next.config, the proxy and the pages read: the unknown-path source
 * (rewrite or proxy matcher), the cached pages' source, the page policy of an address
 * (`renderModeOf`), whether a path is known, and breadcrumbs.
 *
 * No imports: client code reads the apps' tables (a calculator's analytics, the feedback widget,
 * the banners), and this module adds nothing else to their bundles.
 */

/**
 * How a route is rendered (DESIGN.md, "Rendering and caching (decided)"):
 * - `cached`: the same HTML for everyone, served from Next's cache without the proxy; its static
 *   CSP, security headers and `NEXT_LOCALE` cookie come from `next.config` `headers()`.
 * - `per-request`: reads the session or the query on the server; the proxy runs and gives it a
 *   nonce CSP.
 */
export type RenderMode = 'cached' | 'per-request';

/**
 * A page's JavaScript budget (issue #33): its first-load JavaScript (gzip) against a bare Next
 * page's, as the build's own manifests list it — checked for every page of both apps by
 * `e2e/tests/js-budget.spec.ts`, printed by `pnpm bench`. `form`: a page with a form (its rules,
 * zod, load after the page); `player`: a recorded class (its player loads after the page). Every
 * other page is `content`.
 */
export type JsBudget = 'content' | 'form' | 'player';

/** The ratio each budget allows. */
export const JS_BUDGET_RATIOS: Readonly<Record<JsBudget, number>> = {
  content: 1.1,
  form: 1.35,
  player: 1.35,
};

/** What the machinery reads of a route: its pattern and its render mode. */
export interface RouteEntry {
  /**
   * The path pattern, without a trailing slash: static (`/vive-sanamente/lecturas`) or with
   * dynamic segments anywhere, each written `[name]` (`/clases-en-vivo/[slug]`,
   * `/sintomas-y-enfermedades/[letra]`, `/mini-manual/[slug]/[capitulo]`).
   */
  pattern: string;
  mode: RenderMode;
}

/**
 * THE slug rule: what a dynamic segment may hold, the content API's slug rule (spec §5), up to
 * 100 characters. A regular expression's source, for patterns and matchers.
 */
export const SLUG_SOURCE = '[A-Za-z0-9_-]{1,100}';

/** The slug rule as a whole-string test. */
export const SLUG = new RegExp(`^${SLUG_SOURCE}$`);

/** Whether `text` is a slug the content API can have (spec §5). */
export function isSlug(text: string): boolean {
  return SLUG.test(text);
}

/** Any one path segment: for a dynamic segment whose values are checked by the page itself. */
export const ANY_SEGMENT = '[^/]+';

/**
 * The files the apps serve outside `/_next/`: their metadata files, at the root
 * (`app/favicon.ico`, `app/robots.ts`, `app/sitemap.ts`).
 */
export const SITE_FILES = ['favicon.ico', 'robots.txt', 'sitemap.xml'] as const;

/** `text` with the characters of a regular expression escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What no page rule covers: route handlers, Next's own files and the site's files by name. Any
 * other path is a page request, a dot in it or not (`/clases-grabadas/x.y`, a slug that cannot
 * exist): it gets the not-found page with the pages' policy, never a render of its own without
 * one (issue #26).
 */
export const NOT_A_PAGE = `(?:api|_next)/|(?:${SITE_FILES.map(escapeRegExp).join('|')})$`;

/** next.config `source` of every page request (not `/api/…`, `/_next/…` nor files). */
export const PAGE_SOURCE = `/:path((?!${NOT_A_PAGE}).*)`;

/**
 * next.config `source` of every page request outside the per-request paths. Each of
 * `perRequest` is a regular expression over the path without its leading slash (`auth`,
 * `campaign/[^/]+/signup`), covering what lies below it too. Those get a nonce policy from the
 * proxy; route handlers and files get none.
 */
export function cachedPagesSource(perRequest: readonly string[]): string {
  const excluded = perRequest.length > 0 ? `|(?:${perRequest.join('|')})(?:/|$)` : '';
  return `/:path((?!${NOT_A_PAGE}${excluded}).*)`;
}

/** Whether a pattern's segment is dynamic (`[slug]`, `[letra]`, `[capitulo]`). */
export function isDynamicSegment(segment: string): boolean {
  return /^\[[A-Za-z][A-Za-z0-9]*\]$/.test(segment);
}

/** Whether a pattern has a dynamic segment anywhere. */
export function isDynamicPattern(pattern: string): boolean {
  return pattern.split('/').some(isDynamicSegment);
}

/** `/a/b/` and `/a/b//` are `/a/b`; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * A pattern as a regular expression's source over the path without its leading slash: static
 * segments escaped, each dynamic one `segment` (the slug rule unless told). `/` is the empty
 * source.
 */
export function patternSource(pattern: string, segment: string = SLUG_SOURCE): string {
  return pattern
    .slice(1)
    .split('/')
    .map((part) => (isDynamicSegment(part) ? segment : escapeRegExp(part)))
    .join('/');
}

/** Whether `path` (without query; a trailing slash allowed) is an address of `pattern`. */
export function matchesPattern(
  pattern: string,
  path: string,
  segment: string = SLUG_SOURCE,
): boolean {
  return new RegExp(`^/${patternSource(pattern, segment)}$`).test(withoutTrailingSlash(path));
}

/**
 * Where a per-request route takes the nonce policy: its pattern, and whether what lies below it
 * is per-request too (`/auth` covers `/auth/login` and an unknown `/auth/x`) — not when a `cached`
 * route lies below it (`/clases-en-vivo` covers itself only: `/clases-en-vivo/<slug>` is cached).
 */
export interface PerRequestMatch {
  pattern: string;
  below: boolean;
}

/** A route as breadcrumbs read it: a static path and its label. */
export interface CrumbRoute {
  path: string;
  label: string;
}

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The breadcrumb after the home icon (spec §2): each ancestor of `path` that is one of `routes`,
 * then the page itself with `title`. Home has none.
 */
export function breadcrumbTrail(
  routes: readonly CrumbRoute[],
  path: string,
  title: string,
): Crumb[] {
  const segments = path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const items: Crumb[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const href = `/${segments.slice(0, depth).join('/')}`;
    const ancestor = routes.find((route) => route.path === href);
    if (ancestor) items.push({ label: ancestor.label, href });
  }
  items.push({ label: title, href: `/${segments.join('/')}` });
  return items;
}

export interface RouteManifestOptions {
  /**
   * What a dynamic segment matches in the unknown-path source, the per-request paths and the
   * cached source: the slug rule (`SLUG_SOURCE`) by default; `ANY_SEGMENT` when the pages check
   * their segment themselves and the proxy's literal matcher takes any segment (`:slug`).
   */
  segment?: string;
}

/** What next.config, the proxy and the pages derive from a manifest table. */
export interface RouteManifest {
  /** The per-request routes as the proxy matcher and next.config's cached source take them. */
  perRequestMatches(): PerRequestMatch[];
  /** The per-request routes as regular expressions over the path without its leading slash. */
  perRequestSources(): string[];
  /**
   * THE decision of a page's policy (issue #26) for an address (path and query): `per-request`
   * at or below a per-request route (`perRequestMatches`), `cached` everywhere else, unknown
   * paths included. The query never changes it.
   */
  renderModeOf(address: string): RenderMode;
  /** Whether a requested path gets the nonce policy from the proxy (`renderModeOf`). */
  isPerRequestPath(pathname: string): boolean;
  /**
   * next.config `source` (rewrite, proxy matcher) of every page request that matches no route:
   * not `/api/…`, `/_next/…` nor the site's files, and none of the patterns (with or without a
   * trailing slash).
   */
  unknownPathSource(): string;
  /** Whether a requested path has a route (or is no page): the contrary of `unknownPathSource`. */
  isKnownPath(pathname: string): boolean;
  /** next.config `source` of every page request outside the per-request routes. */
  cachedSource(): string;
}

/** The derivations of a manifest table (`routes`, in the table's order). */
export function routeManifest(
  routes: readonly RouteEntry[],
  { segment = SLUG_SOURCE }: RouteManifestOptions = {},
): RouteManifest {
  const source = (pattern: string) => patternSource(pattern, segment);

  function perRequestMatches(): PerRequestMatch[] {
    const cached = routes.filter((route) => route.mode === 'cached').map((r) => r.pattern);
    const matches = routes
      .filter((route) => route.mode === 'per-request')
      .map(({ pattern }) => ({
        pattern,
        below: !cached.some((other) => other.startsWith(`${pattern}/`)),
      }));
    // A pattern covered by a shorter one that takes what lies below it is left out.
    return matches.filter(
      ({ pattern }) =>
        !matches.some(
          (other) =>
            other.below && other.pattern !== pattern && pattern.startsWith(`${other.pattern}/`),
        ),
    );
  }

  function perRequestSources(): string[] {
    // `cachedPagesSource` covers what lies below each entry; an exact one ends at its own path.
    return perRequestMatches().map(({ pattern, below }) =>
      below ? source(pattern) : `${source(pattern)}/?$`,
    );
  }

  let perRequest: RegExp | undefined;
  function renderModeOf(address: string): RenderMode {
    perRequest ??= new RegExp(`^/(?:${perRequestSources().join('|') || '(?!)'})(?:/|$)`);
    const path = withoutTrailingSlash(address.split(/[?#]/, 1)[0]!);
    return perRequest.test(path) ? 'per-request' : 'cached';
  }

  function unknownPathSource(): string {
    const known = routes.map((route) => source(route.pattern));
    return `/:path((?!${NOT_A_PAGE}|(?:${known.join('|')})/?$).*)`;
  }

  let unknown: RegExp | undefined;
  function isKnownPath(pathname: string): boolean {
    unknown ??= new RegExp(`^/(?:${/^\/:path\((.*)\)$/.exec(unknownPathSource())![1]})$`);
    return !unknown.test(pathname);
  }

  return {
    perRequestMatches,
    perRequestSources,
    renderModeOf,
    isPerRequestPath: (pathname) => renderModeOf(pathname) === 'per-request',
    unknownPathSource,
    isKnownPath,
    cachedSource: () => cachedPagesSource(perRequestSources()),
  };
}
