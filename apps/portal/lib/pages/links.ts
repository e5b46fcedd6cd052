/**
 * Addresses that come from the content service (actions, menu items, links inside section copy)
 * before they reach an `href`: only same-site paths, fragments, web addresses, mail and phone.
 * A path is same-site by the redirect guard's rule (`isSameSitePath`, one rule for the app).
 */
import { isSameSitePath } from '@vivasalud/auth/redirect';

/** The kinds of address a content link may hold. */
export type HrefKind = 'internal' | 'web' | 'mail';

const WEB = /^https?:\/\//i;
const MAIL = /^(mailto|tel):/i;

/**
 * The kind of `href`, or `undefined` when it must not become a link: empty, a path a browser,
 * router or server reads as another site (`//host`, `/\\host`, `/\t/host`, `/%2F%2Fhost`… see
 * `isSameSitePath`), `javascript:`, `data:` and every other scheme, or a web address that is not
 * a URL. Such a path is dropped rather than sent through the external-link dialog, as `//host`
 * always was: the content writes other sites as `https://…`.
 */
export function hrefKind(href: string | null | undefined): HrefKind | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  // Browsers read a backslash as a slash: `/\host` and `\\host` are other sites.
  if (value.includes('\\')) return undefined;
  // The URL parser strips tabs and newlines (`/\t/host` is `//host`): the redirect guard's rule.
  if (value.startsWith('/')) return isSameSitePath(value) ? 'internal' : undefined;
  if (value.startsWith('#') || value.startsWith('?')) return 'internal';
  if (WEB.test(value)) return URL.canParse(value) ? 'web' : undefined;
  if (MAIL.test(value)) return value.length > 'tel:'.length ? 'mail' : undefined;
  return undefined;
}

/** The trimmed `href` when `hrefKind` accepts it, else `undefined`. */
export function safeHref(href: string | null | undefined): string | undefined {
  return hrefKind(href) ? href?.trim() : undefined;
}
