import { createHmac, timingSafeEqual } from 'node:crypto';

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

/**
 * Pro media (issue #25): a pro class's files are answered only under this prefix and only with
 * a valid signature; the public answers never carry them. `/media/pro/<file>` serves the file
 * `<file>` of the media folder (the demo clips are shared with free classes; a real pro
 * recording is uploaded for its class alone).
 */
export const PRO_MEDIA_PREFIX = '/media/pro/';
/** How long a signed media URL is valid: a long class, paused and taken up again. */
export const SIGNED_MEDIA_TTL_SECONDS = 2 * 60 * 60;

/** The signature of `path` (the URL's path, `/media/pro/…`) until `expires` (Unix seconds). */
export function mediaSignature(path: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

/**
 * Whether `signature` signs `path` until `expires` and `expires` is not past at `now`. Anything
 * malformed is refused; the comparison takes the same time whatever the signature.
 */
export function validMediaSignature(
  path: string,
  expires: unknown,
  signature: unknown,
  secret: string,
  now: Date,
): boolean {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (typeof signature !== 'string' || signature.length === 0) return false;
  const until = Number(expires);
  if (until * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mediaSignature(path, until, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SigningOptions {
  publicUrl: string;
  secret: string;
  now: Date;
}

/**
 * A stored `/media/<file>` path as a signed URL under `/media/pro/`, valid for
 * `SIGNED_MEDIA_TTL_SECONDS` from `now`.
 */
export function signedMediaUrl(stored: string, { publicUrl, secret, now }: SigningOptions) {
  if (!stored.startsWith(MEDIA_PREFIX)) return stored;
  const path = `${PRO_MEDIA_PREFIX}${stored.slice(MEDIA_PREFIX.length)}`;
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_MEDIA_TTL_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: mediaSignature(path, expires, secret),
  });
  return `${publicUrl.replace(/\/$/, '')}${path}?${query}`;
}
