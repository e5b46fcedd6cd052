import { signContentChange } from '@vivasalud/config/content-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentChangesHandler } from './content-changes';
import { closeSharedRedis } from './redis';
import { TestRedis, until } from './test/redis';
import { redisReady, sharedRedis } from './redis';

const SECRET = 'secreto-de-prueba-del-webhook';
const NOW = Date.parse('2026-11-29T12:00:00Z');

function receiver(env: Record<string, string | undefined> = {}) {
  const revalidated: [string, { expire: number }][] = [];
  const POST = createContentChangesHandler({
    app: 'portal',
    revalidateTag: (tag, profile) => revalidated.push([tag, profile]),
    env: { VIVASALUD_CONTENT_WEBHOOK_SECRET: SECRET, ...env },
    now: () => NOW,
  });
  return { POST, revalidated };
}

let sequence = 0;
function message(
  paths: string[],
  { secret = SECRET, at = NOW, id = `msg-${++sequence}-abcdef` } = {},
) {
  const body = JSON.stringify({ id, at: new Date(at).toISOString(), paths });
  return {
    body,
    request: (init: { type?: string; signature?: string | null; raw?: string } = {}) =>
      new Request('http://localhost:3000/api/contenido/cambios', {
        method: 'POST',
        headers: {
          'content-type': init.type ?? 'application/json',
          ...(init.signature === null
            ? {}
            : { 'vivasalud-signature': init.signature ?? signContentChange(body, secret, at) }),
        },
        body: init.raw ?? body,
      }),
  };
}

describe('POST /api/contenido/cambios (issue #34)', () => {
  it('a signed message revalidates, at once, the tag of each path it names', async () => {
    const { POST, revalidated } = receiver();
    const response = await POST(
      message(['/wellness/live-classes/catalog/yoga/', '/wellness/live-classes/catalog']).request(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      revalidated: [
        'content:/wellness/live-classes/catalog/yoga',
        'content:/wellness/live-classes/catalog',
      ],
    });
    expect(revalidated).toEqual([
      ['content:/wellness/live-classes/catalog/yoga', { expire: 0 }],
      ['content:/wellness/live-classes/catalog', { expire: 0 }],
    ]);
  });

  it('`*` revalidates every page that read content', async () => {
    const { POST, revalidated } = receiver();
    expect((await POST(message(['*']).request())).status).toBe(200);
    expect(revalidated).toEqual([['content', { expire: 0 }]]);
  });

  it.each([
    ['no signature', { signature: null }, 401, 'no-signature'],
    [
      'a forged signature',
      { signature: `t=${NOW / 1000},v1=${'0'.repeat(64)}` },
      401,
      'bad-signature',
    ],
    [
      'another body under a good signature',
      {
        raw: JSON.stringify({
          id: 'msg-otro-abcdef',
          at: new Date(NOW).toISOString(),
          paths: ['*'],
        }),
      },
      401,
      'bad-signature',
    ],
    ['not JSON', { type: 'text/plain' }, 415, 'Unsupported Media Type'],
  ] as const)('%s → %i, nothing revalidated', async (_what, init, status, reason) => {
    const { POST, revalidated } = receiver();
    const response = await POST(message(['/pages/hero']).request(init));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: true, message: reason });
    expect(revalidated).toEqual([]);
  });

  it('a message signed six minutes ago is refused (401 too-old)', async () => {
    const { POST, revalidated } = receiver();
    const response = await POST(message(['/pages/hero'], { at: NOW - 360_000 }).request());
    expect(await response.json()).toEqual({ error: true, message: 'too-old' });
    expect(response.status).toBe(401);
    expect(revalidated).toEqual([]);
  });

  it('a body over 64 KiB is refused before it is read whole (413)', async () => {
    const { POST } = receiver();
    const response = await POST(message(['/pages/hero']).request({ raw: 'x'.repeat(65 * 1024) }));
    expect(response.status).toBe(413);
  });

  it('an app without the secret takes nothing (503 no-secret)', async () => {
    const { POST, revalidated } = receiver({ VIVASALUD_CONTENT_WEBHOOK_SECRET: undefined });
    const response = await POST(message(['/pages/hero']).request());
    expect(response.status).toBe(503);
    expect(revalidated).toEqual([]);
  });

  it('the same message again is a replay (409)', async () => {
    const { POST, revalidated } = receiver();
    const sent = message(['/pages/hero']);
    expect((await POST(sent.request())).status).toBe(200);
    const again = await POST(sent.request());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: true, message: 'replayed' });
    expect(revalidated).toHaveLength(1);
  });

  describe('with REDIS_URL: one memory of messages for every instance', () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await TestRedis.start();
      await until(() => redisReady(sharedRedis(redis.url)), 'Redis answers');
    });
    afterAll(async () => {
      await closeSharedRedis(redis.url);
      await redis.stop();
    });

    it('a message taken by one instance is refused by another', async () => {
      const one = receiver({ REDIS_URL: redis.url });
      const other = receiver({ REDIS_URL: redis.url });
      const sent = message(['/pages/hero']);
      expect((await one.POST(sent.request())).status).toBe(200);
      expect((await other.POST(sent.request())).status).toBe(409);
      expect(other.revalidated).toEqual([]);
      const kept = await sharedRedis(redis.url).ttl(
        `vivasalud:content-changes:${JSON.parse(sent.body).id}`,
      );
      expect(kept).toBeGreaterThan(600);
    });

    it('with Redis away, each instance still refuses what it has seen itself', async () => {
      await redis.stop();
      await until(() => !redisReady(sharedRedis(redis.url)), 'the client notices');
      const one = receiver({ REDIS_URL: redis.url });
      const sent = message(['/pages/hero']);
      expect((await one.POST(sent.request())).status).toBe(200);
      expect((await one.POST(sent.request())).status).toBe(409);
    });
  });
});
