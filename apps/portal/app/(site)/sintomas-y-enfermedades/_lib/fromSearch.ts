/**
 * «Opened from a search», from a result's click to the condition's page, in this tab's
 * `sessionStorage` (a slug, nothing of the query): taken once, so a reload counts nothing.
 * Where storage is refused (private modes, blocked cookies) nothing is counted.
 */
const KEY = 'vivasalud:sintoma-desde-busqueda';

export function markOpenedFromSearch(slug: string): void {
  try {
    window.sessionStorage.setItem(KEY, slug);
  } catch {
    // Storage refused: the view is not counted.
  }
}

/** Whether the condition `slug` was opened from a search (and forget it). */
export function takeOpenedFromSearch(slug: string): boolean {
  try {
    const marked = window.sessionStorage.getItem(KEY);
    if (marked === null) return false;
    window.sessionStorage.removeItem(KEY);
    return marked === slug;
  } catch {
    return false;
  }
}
