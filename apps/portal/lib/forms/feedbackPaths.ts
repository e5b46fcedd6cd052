/**
 * Spec §2 ("routes under /auth remove the embedded form widget"): the widget shows on every page
 * of the common layout but the routes of the manifest whose feedback is off and the paths under
 * them (`/auth` and `/auth/…`, not `/autores`). A module of its own: the page's first load decides
 * with it whether to bring the widget at all (issue #6), without the widget's texts.
 */
import { CLIENT_FACT_ROUTES } from '../clientRoutes';

const FEEDBACK_OFF: readonly string[] = CLIENT_FACT_ROUTES.filter(
  (route) => route.feedback === 'off',
).map((route) => route.pattern);

export function showPageFeedback(pathname: string): boolean {
  return !FEEDBACK_OFF.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
