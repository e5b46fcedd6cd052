import { isbot } from 'isbot';
import { TAG } from './directory';

/**
 * «Lo más buscado» counts people, not requests (issue #31): a condition opened from a search
 * (`sintomasIncrementarMasBuscado/{id}`) and a topic searched (`etiquetaIncrementarMasBuscado/{tag}`)
 * count **once per visitor and item per day** (a day of Lima), never for a crawler nor a prefetch.
 * The page reports a real view from the browser (`/api/sintomas/mas-buscado`, after it was shown);
 * the server decides here whether it counts. What a visitor already counted today is a cookie of
 * the portal's own (`vs_contados`: the day and the items' keys, nothing else: no query, no name).
 */

export const COUNTED_COOKIE = 'vs_contados';
/** At most this many items a visitor counts in a day; more are not counted (the cookie stays small). */
export const COUNTED_MAX = 40;

/** What a view counts for: a condition (by its id) or a topic (by its tag). */
export type CountedItem = { kind: 'sintoma'; id: number } | { kind: 'etiqueta'; tag: string };

/** An item's key in the cookie: `s12`, `t:diabetes`. */
export function itemKey(item: CountedItem): string {
  return item.kind === 'sintoma' ? `s${item.id}` : `t:${item.tag}`;
}

/**
 * Whether a view of `item` on `day` (`2026-11-29`, Lima) counts, given the cookie the visitor
 * sent, and the cookie to send back. A cookie of another day (or none, or malformed) is a new day.
 */
export function countOnce(
  cookie: string | undefined,
  item: CountedItem,
  day: string,
): { count: boolean; cookie: string } {
  const [cookieDay, ...keys] = (cookie ?? '').split('|');
  const today = cookieDay === day ? keys.filter((key) => key !== '') : [];
  const key = itemKey(item);
  if (today.includes(key) || today.length >= COUNTED_MAX) {
    return { count: false, cookie: [day, ...today].join('|') };
  }
  return { count: true, cookie: [day, ...today, key].join('|') };
}

/**
 * A request no person made by looking: a crawler (`isbot`, the user agents it knows, or none at
 * all) or a prefetch or prerender (`Sec-Purpose` / `Purpose: prefetch`, Next's router prefetch).
 */
export function isAutomated(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose) || headers.has('next-router-prefetch')) return true;
  const agent = headers.get('user-agent');
  return !agent || isbot(agent);
}

/** The body of a report, checked: `{ "sintoma": 12 }` or `{ "etiqueta": "diabetes" }`. */
export function countedItem(body: Record<string, unknown>): CountedItem | null {
  const keys = Object.keys(body);
  if (keys.length !== 1) return null;
  const { sintoma, etiqueta } = body;
  if (typeof sintoma === 'number' && Number.isSafeInteger(sintoma) && sintoma > 0) {
    return { kind: 'sintoma', id: sintoma };
  }
  if (typeof etiqueta === 'string' && TAG.test(etiqueta))
    return { kind: 'etiqueta', tag: etiqueta };
  return null;
}
