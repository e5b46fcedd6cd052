/**
 * Spec §2 ("routes under /auth remove the embedded form widget"): the widget shows on every page
 * of the common layout but `/auth` and the paths under it (not `/autores`). A module of its own:
 * the page's first load decides with it whether to bring the widget at all (issue #6), without
 * the widget's texts.
 */
export function showPageFeedback(pathname: string): boolean {
  return !(pathname === '/auth' || pathname.startsWith('/auth/'));
}
