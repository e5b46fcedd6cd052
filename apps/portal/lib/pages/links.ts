/**
 * Addresses that come from the content service (actions, menu items, links inside section copy)
 * before they reach an `href`: only same-site paths, fragments, web addresses, mail and phone.
 */

/** The kinds of address a content link may hold. */
export type HrefKind = 'internal' | 'web' | 'mail';

const WEB = /^https?:\/\//i;
const MAIL = /^(mailto|tel):/i;

/**
 * The kind of `href`, or `undefined` when it must not become a link: empty, protocol-relative
 * (`//host`), `javascript:`, `data:` and every other scheme, or a web address that is not a URL.
 */
export function hrefKind(href: string | null | undefined): HrefKind | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  // Browsers read a backslash as a slash: `/\host` and `\\host` are other sites.
  if (value.includes('\\')) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') ? undefined : 'internal';
  if (value.startsWith('#') || value.startsWith('?')) return 'internal';
  if (WEB.test(value)) return URL.canParse(value) ? 'web' : undefined;
  if (MAIL.test(value)) return value.length > 'tel:'.length ? 'mail' : undefined;
  return undefined;
}

/** The trimmed `href` when `hrefKind` accepts it, else `undefined`. */
export function safeHref(href: string | null | undefined): string | undefined {
  return hrefKind(href) ? href?.trim() : undefined;
}
