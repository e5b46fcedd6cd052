import { FORM_ACTIONS, NATIVE_FORM_PARAM, NATIVE_FORM_VALUE } from '../native-form';
import { isSameSitePath } from '../redirect';
import type { Site } from './cookie';
import { checkOrigin, mediaType } from './guards';

/**
 * A form the browser posted itself (issue #25), before the page's script loaded or with
 * JavaScript off: the account forms' `action` is their JSON route. Such a post is answered
 * without reading its body — its fields are never processed, forwarded or logged — with a
 * `303 See Other` back to the form's page and the marker `?sin-js=1`, where the page says what it
 * needs.
 */

/** The content types of a browser's own form submission (`text/plain` forms: none of ours). */
const NATIVE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const PORTAL_PAGES = {
  login: '/auth/login',
  signup: '/auth/registro',
  recoverPassword: '/auth/recuperar-contrasena',
  restorePassword: '/auth/restablecer-contrasena',
} as const;

/**
 * The page of each form route when the Referer does not name it (no Referer, a `no-referrer`
 * page, another origin): fixed per site, so the answer is never an open redirect.
 */
const FORM_PAGES: Readonly<Record<Site, Readonly<Record<string, string>>>> = {
  portal: {
    [FORM_ACTIONS.login]: PORTAL_PAGES.login,
    [FORM_ACTIONS.codeStep]: PORTAL_PAGES.login,
    [FORM_ACTIONS.signup]: PORTAL_PAGES.signup,
    [FORM_ACTIONS.recoverPassword]: PORTAL_PAGES.recoverPassword,
    [FORM_ACTIONS.restorePassword]: PORTAL_PAGES.restorePassword,
  },
  campaigns: {
    [FORM_ACTIONS.login]: '/',
    [FORM_ACTIONS.codeStep]: '/',
    [FORM_ACTIONS.signup]: '/',
    [FORM_ACTIONS.participate]: '/',
  },
};

/** Query parameters of a form's page worth keeping (where to go after signing in). */
const KEPT_PARAMS = ['redirect'] as const;
const MAX_KEPT_LENGTH = 2048;

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The form's page from the Referer when it is a page of this very origin: its path and only the
 * `redirect` parameter (the address may hold fields a GET put there before: nothing else of it
 * is copied). Undefined for anything else (an API route, a path that would leave the site).
 */
function refererPage(request: Request, own: string): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== own || url.pathname.startsWith('/api/')) return undefined;
  const query = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && value.length <= MAX_KEPT_LENGTH) query.set(name, value);
  }
  query.set(NATIVE_FORM_PARAM, NATIVE_FORM_VALUE);
  const page = `${url.pathname}?${query.toString()}`;
  return isSameSitePath(page) ? page : undefined;
}

/**
 * The answer to a native form post of a form route, or undefined when the request is not one
 * (then the route goes on: a JSON call, or 415 for another content type). A post from a foreign
 * `Origin` is refused as every POST is (403 FORBIDDEN_ORIGIN); one without Origin or with
 * `Origin: null` (a `no-referrer` page such as the new-password form) goes to the route's fixed
 * page, as does one from another allowed origin.
 */
export function nativeFormAnswer(
  request: Request,
  route: string,
  site: Site,
  own: string,
  allowed: readonly string[],
): Response | undefined {
  const type = mediaType(request.headers.get('content-type'));
  const fallback = FORM_PAGES[site][route];
  if (!type || !NATIVE_TYPES.includes(type) || fallback === undefined) return undefined;
  const origin = request.headers.get('origin');
  const known = origin !== null && origin !== 'null';
  if (known) checkOrigin(request, allowed, own);
  const page =
    (known && originOf(origin) === own ? refererPage(request, own) : undefined) ??
    `${fallback}?${NATIVE_FORM_PARAM}=${NATIVE_FORM_VALUE}`;
  return new Response(null, {
    status: 303,
    headers: { location: page, 'cache-control': 'no-store' },
  });
}
