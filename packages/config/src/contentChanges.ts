/**
 * Content that updates in seconds (issue #34): the content service tells the apps what changed,
 * and they revalidate exactly the pages that show it.
 *
 * - **Tags.** Every answer an app's server reads from the content API is cached by Next under two
 *   tags: `content` and `content:<path>` (`/wellness/live-classes/catalog/yoga`, no query, no
 *   trailing slash; `contentTags`). A cached page carries the tags of every answer it read.
 * - **The message.** The service posts `{ id, at, paths }` (`paths`: the API paths whose answers
 *   changed, or `['*']` for everything) to each app's `/api/contenido/cambios`, signed.
 * - **The signature** (`Vivasalud-Signature: t=<unix seconds>,v1=<hex>`): HMAC-SHA256 with the
 *   shared secret over `<t>.<body>`, as Stripe and GitHub sign theirs. The receiver refuses a
 *   wrong or missing signature, a timestamp more than five minutes away from its clock, and a
 *   message id it has already taken (a replay), so a captured request cannot be sent again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The tag of every content answer: revalidating it refreshes every page that read content. */
export const CONTENT_TAG = 'content';
/** What `paths` holds when the service cannot say which answers changed. */
export const EVERY_PATH = '*';
/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'vivasalud-signature';
/** Where each app takes the messages. */
export const CONTENT_CHANGES_ROUTE = '/api/contenido/cambios';
/** How far a message's time may be from the receiver's clock, both ways (seconds). */
export const TOLERANCE_SECONDS = 300;
/** The largest body the receiver reads (bytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/** An API path as a tag: `/content/wellness/x/?page=2` under base `/content` → `/wellness/x`. */
export function normalizeContentPath(path: string, basePath = ''): string {
  let pathname = path.split(/[?#]/, 1)[0]!;
  const base = basePath.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) {
    pathname = pathname.slice(base.length);
  }
  pathname = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** Next's tags for one content answer (at most 256 characters each, as Next requires). */
export function contentTags(url: string, baseUrl: string): string[] {
  const path = normalizeContentPath(new URL(url).pathname, new URL(baseUrl).pathname);
  const tag = `${CONTENT_TAG}:${path}`;
  return tag.length <= 256 ? [CONTENT_TAG, tag] : [CONTENT_TAG];
}

/** The tags a message revalidates: one per path, or every content answer. */
export function tagsOfChange(paths: readonly string[]): string[] {
  if (paths.includes(EVERY_PATH)) return [CONTENT_TAG];
  return [...new Set(paths.map((path) => `${CONTENT_TAG}:${normalizeContentPath(path)}`))];
}

export interface ContentChange {
  /** Unique per message: a second delivery of the same id is a replay. */
  id: string;
  /** When the change was seen (ISO 8601). */
  at: string;
  /** API paths whose answers changed (`/wellness/live-classes/catalog/yoga`), or `['*']`. */
  paths: string[];
}

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header value for `body`, sent at `now` (ms). */
export function signContentChange(body: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export type Refusal =
  'no-secret' | 'no-signature' | 'bad-signature' | 'too-old' | 'too-new' | 'bad-body' | 'replayed';

/** Remembers message ids for the tolerance window: `true` the first time an id is seen. */
export type ReplayGuard = (id: string, ttlSeconds: number) => Promise<boolean>;

/** An in-process replay guard (one instance; with Redis the apps share theirs). */
export function memoryReplayGuard(now = () => Date.now()): ReplayGuard {
  const seen = new Map<string, number>();
  return async (id, ttlSeconds) => {
    const time = now();
    for (const [key, until] of seen) if (until <= time) seen.delete(key);
    if (seen.has(id)) return false;
    seen.set(id, time + ttlSeconds * 1000);
    return true;
  };
}

const isChange = (value: unknown): value is ContentChange => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, at, paths } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    /^[A-Za-z0-9_-]{8,100}$/.test(id) &&
    typeof at === 'string' &&
    !Number.isNaN(Date.parse(at)) &&
    Array.isArray(paths) &&
    paths.length > 0 &&
    paths.length <= 500 &&
    paths.every(
      (path) =>
        typeof path === 'string' && (path === EVERY_PATH || /^\/[\w\-/.~%]{0,300}$/.test(path)),
    )
  );
};

/**
 * Checks a received message: its signature (in constant time), its time, its shape, and — last,
 * so that only authentic messages are remembered — that its id was not taken before.
 */
export async function verifyContentChange({
  body,
  signature,
  secret,
  replayGuard,
  now = Date.now(),
}: {
  body: string;
  signature: string | null | undefined;
  secret: string | undefined;
  replayGuard: ReplayGuard;
  now?: number;
}): Promise<{ ok: true; change: ContentChange } | { ok: false; refusal: Refusal }> {
  if (!secret) return { ok: false, refusal: 'no-secret' };
  const parts = new Map(
    (signature ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    return { ok: false, refusal: signature ? 'bad-signature' : 'no-signature' };
  }
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    return { ok: false, refusal: 'bad-signature' };
  }
  const skew = timestamp - Math.floor(now / 1000);
  if (skew < -TOLERANCE_SECONDS) return { ok: false, refusal: 'too-old' };
  if (skew > TOLERANCE_SECONDS) return { ok: false, refusal: 'too-new' };
  let change: unknown;
  try {
    change = JSON.parse(body);
  } catch {
    return { ok: false, refusal: 'bad-body' };
  }
  if (!isChange(change)) return { ok: false, refusal: 'bad-body' };
  // Remembered a little past the window: a message cannot be taken twice while it is valid.
  if (!(await replayGuard(change.id, 2 * TOLERANCE_SECONDS + 60))) {
    return { ok: false, refusal: 'replayed' };
  }
  return { ok: true, change };
}
