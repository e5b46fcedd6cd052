/**
 * Seed data and the database keep media paths relative (`/media/<file>`), so content does not
 * depend on the host the service runs on; answers carry absolute URLs built from the public base.
 */
export const MEDIA_PREFIX = '/media/';

/** Deep copy of `value` with every `/media/...` string made absolute against `publicUrl`. */
export function withMediaUrls<T>(value: T, publicUrl: string): T {
  const base = publicUrl.replace(/\/$/, '');
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith(MEDIA_PREFIX) ? `${base}${node}` : node;
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    }
    return node;
  };
  return visit(value) as T;
}
