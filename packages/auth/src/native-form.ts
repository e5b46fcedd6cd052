/**
 * A form posted by the browser itself (issue #25): before the page's JavaScript has loaded, or
 * with JavaScript off. The account forms render `method="post"` with their same-site route as
 * `action`, so such a submission never becomes a GET that puts the fields in the address; the
 * route answers `303 See Other` back to the form's page with this marker (it holds no field), and
 * the page says, in an alert, what it needs.
 */

/** The query parameter of the marker: `?sin-js=1`. */
export const NATIVE_FORM_PARAM = 'sin-js';
export const NATIVE_FORM_VALUE = '1';

/** The same-site route each form posts to (its `action`), the JSON route its script calls. */
export const FORM_ACTIONS = {
  login: '/api/auth/login',
  codeStep: '/api/auth/mfa-validation',
  signup: '/api/auth/signup',
  recoverPassword: '/api/auth/recover-password',
  restorePassword: '/api/auth/restore-password',
  participate: '/api/auth/campaigns/add_participant',
} as const;

/**
 * Whether a page was reached through the marker: pass the page's `searchParams` (a Next page's
 * awaited `searchParams` or a `URLSearchParams`).
 */
export function sentWithoutScript(
  query: URLSearchParams | Readonly<Record<string, string | string[] | undefined>>,
): boolean {
  const value =
    query instanceof URLSearchParams ? query.get(NATIVE_FORM_PARAM) : query[NATIVE_FORM_PARAM];
  return value === NATIVE_FORM_VALUE;
}
