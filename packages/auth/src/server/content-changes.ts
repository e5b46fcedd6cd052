/**
 * `POST /api/contenido/cambios` of both apps (issue #34): the content service says which of its
 * answers changed, signed (`@vivasalud/config/content-changes`), and the app revalidates the tags
 * of exactly those answers — every cached page that read one of them is rendered anew on its next
 * request, on every instance (the shared cache keeps the revalidation). The 300-second
 * revalidation of every page stays as the safety net.
 *
 * Message ids are remembered for the signature's window to refuse a replay: in Redis when the app
 * has `REDIS_URL` (one memory for every instance: a message replayed to another instance is
 * refused too), in the process otherwise.
 */
import { readCappedText } from '@vivasalud/config/body';
import {
  MAX_BODY_BYTES,
  memoryReplayGuard,
  SIGNATURE_HEADER,
  tagsOfChange,
  verifyContentChange,
  type Refusal,
  type ReplayGuard,
} from '@vivasalud/config/content-changes';
import { redisReady, sharedRedis } from './redis';

/** The secret the content service signs with (the same value on both sides). */
export const CONTENT_WEBHOOK_SECRET_ENV = 'VIVASALUD_CONTENT_WEBHOOK_SECRET';

const STATUS: Record<Refusal, number> = {
  'no-secret': 503,
  'no-signature': 401,
  'bad-signature': 401,
  'too-old': 401,
  'too-new': 401,
  'bad-body': 400,
  replayed: 409,
};

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/** Redis's `SET NX EX` when it answers, the process's memory otherwise. */
export function replayGuardFor(redisUrl: string | undefined): ReplayGuard {
  const memory = memoryReplayGuard();
  if (!redisUrl) return memory;
  const client = sharedRedis(redisUrl);
  return async (id, ttlSeconds) => {
    if (!redisReady(client)) return memory(id, ttlSeconds);
    const set = await client.set(`vivasalud:content-changes:${id}`, '1', {
      condition: 'NX',
      expiration: { type: 'EX', value: ttlSeconds },
    });
    return set === 'OK';
  };
}

export interface ContentChangesOptions {
  /** The app's name in its log lines. */
  app: string;
  /** Next's `revalidateTag` (`next/cache`). */
  revalidateTag: (tag: string, profile: { expire: number }) => void;
  env?: Record<string, string | undefined>;
  now?: () => number;
}

export function createContentChangesHandler({
  app,
  revalidateTag,
  env = process.env,
  now = () => Date.now(),
}: ContentChangesOptions): (request: Request) => Promise<Response> {
  let guard: ReplayGuard | undefined;
  return async (request) => {
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return answer(415, { error: true, message: 'Unsupported Media Type' });
    }
    const read = await readCappedText(request, MAX_BODY_BYTES);
    if ('refused' in read) {
      return read.refused === 'too-large'
        ? answer(413, { error: true, message: 'Payload Too Large' })
        : answer(400, { error: true, message: 'bad-body' });
    }
    guard ??= replayGuardFor(env.REDIS_URL);
    const result = await verifyContentChange({
      body: read.text,
      signature: request.headers.get(SIGNATURE_HEADER),
      secret: env[CONTENT_WEBHOOK_SECRET_ENV],
      replayGuard: guard,
      now: now(),
    });
    if (!result.ok) {
      // The reason only: never the body or the signature.
      console.warn(`[${app}] content change refused: ${result.refusal}`);
      return answer(STATUS[result.refusal], { error: true, message: result.refusal });
    }
    // `expire: 0`: the next request renders anew (no stale copy served while it does): what
    // Next advises for a webhook, where `updateTag` is not available.
    const tags = tagsOfChange(result.change.paths);
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    console.log(`[${app}] content change ${result.change.id}: ${tags.length} tag(s) revalidated`);
    return answer(200, { id: result.change.id, revalidated: tags });
  };
}
