import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  copyBuilds,
  instanceUrl,
  logOf,
  PROXY,
  sql,
  startApi,
  startNginx,
  startPortal,
  startRedis,
  stop,
  stopAll,
  waitFor,
} from './topology';

/**
 * Issue #34: two portal instances behind nginx, one shared cache on Redis, content that updates
 * in seconds, and faults survived. The machine is e2e/scale/topology.ts; each test leaves it
 * whole for the next.
 */
test.describe.configure({ mode: 'serial' });

const heading = async (url: string) => {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, heading: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '' };
};
const cacheOf = async (url: string) => (await fetch(url)).headers.get('x-nextjs-cache');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  startRedis();
  copyBuilds();
  await startApi();
  await Promise.all([startPortal(0), startPortal(1)]);
  await startNginx();
});

test.afterAll(async () => {
  await stopAll();
});

test('a page rendered by one instance is what the other serves (the shared cache)', async () => {
  expect(await cacheOf(`${instanceUrl(0)}/guias-y-consejos`)).toBe('MISS');
  expect(await cacheOf(`${instanceUrl(1)}/guias-y-consejos`)).toBe('HIT');
  // Through the proxy: an instance's copy, then the micro-cache's.
  const first = await fetch(`${PROXY}/guias-y-consejos`);
  expect(first.status).toBe(200);
  const second = await fetch(`${PROXY}/guias-y-consejos`);
  expect(second.headers.get('x-micro-cache')).toBe('HIT');
  expect(second.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
});

test('content changed in the service: both instances, and the proxy, show it within 10 s', async () => {
  const before = 'Los pilares de tu bienestar';
  for (const url of [instanceUrl(0), instanceUrl(1), PROXY]) {
    expect((await heading(`${url}/pilares`)).heading).toBe(before);
  }
  const changed = `Los pilares de tu bienestar (${Date.now()})`;
  const started = Date.now();
  // As an editor's tool would: straight in the database; the service hears it (NOTIFY).
  await sql(
    `UPDATE documents SET body = jsonb_set(body, '{content,heading}', to_jsonb('${changed}'::text)) WHERE collection = 'pages' AND key = 'pilares'`,
  );
  const seen: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        for (const url of [instanceUrl(0), instanceUrl(1), PROXY]) {
          if (!(url in seen) && (await heading(`${url}/pilares`)).heading === changed) {
            seen[url] = Date.now() - started;
          }
        }
        return Object.keys(seen).length;
      },
      { timeout: 10_000, intervals: [200] },
    )
    .toBe(3);
  console.log(`scale: the new heading on each, ms after the change: ${JSON.stringify(seen)}`);
  // The other pages keep their copies: only the pages that read it were revalidated.
  expect(await cacheOf(`${instanceUrl(1)}/guias-y-consejos`)).toBe('HIT');
});

test('one instance killed under load: the proxy sends everything to the other, no page fails', async () => {
  let stopLoad = false;
  const outcomes: { at: number; ok: boolean; detail: string }[] = [];
  let sequence = 0;
  const loop = async () => {
    while (!stopLoad) {
      const at = Date.now();
      // A new address each time: past the micro-cache, to an instance.
      const url = `${PROXY}/pilares?carga=${(sequence += 1)}`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        outcomes.push({ at, ok: response.status === 200, detail: String(response.status) });
      } catch (error) {
        outcomes.push({ at, ok: false, detail: (error as Error).message });
      }
    }
  };
  const loops = Array.from({ length: 8 }, loop);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const killedAt = Date.now();
  await stop('portal-0', 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  stopLoad = true;
  await Promise.all(loops);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(
    `scale: ${outcomes.length} requests under load, ${outcomes.filter((o) => o.at >= killedAt).length} after the kill; failed: ${JSON.stringify(failed)}`,
  );
  expect(outcomes.filter((o) => o.at >= killedAt).length).toBeGreaterThan(20);
  expect(failed).toEqual([]);
  await startPortal(0);
});

test('Redis stopped: the instances serve from their own cache; back: shared again', async () => {
  await stop('redis', 'SIGKILL');
  for (const url of [instanceUrl(0), instanceUrl(1), PROXY]) {
    for (const page of ['/pilares', '/guias-y-consejos', '/']) {
      expect((await fetch(`${url}${page}`)).status, `${url}${page}`).toBe(200);
    }
  }
  const connections = (index: number) =>
    readFileSync(logOf(`portal-${index}`), 'utf8').split(': connected').length - 1;
  const before = [connections(0), connections(1)];
  startRedis();
  // The instances reconnect by themselves (they try every 2 s at most)…
  await expect
    .poll(() => [connections(0) > before[0]!, connections(1) > before[1]!], { timeout: 15_000 })
    .toEqual([true, true]);
  // …and share again: a page one renders (never read by anyone yet) is the other's.
  expect(await cacheOf(`${instanceUrl(0)}/clases-en-vivo`)).toBe('MISS');
  expect(await cacheOf(`${instanceUrl(1)}/clases-en-vivo`)).toBe('HIT');
});

test('the content service stopped: last good pages from the shared cache; a page with none is 503 with Retry-After and the screen', async () => {
  // Read while the service is up, on one instance.
  expect((await fetch(`${instanceUrl(0)}/mini-manuales`)).status).toBe(200);
  await stop('api');
  await waitFor(`http://127.0.0.1:4100/health`, () => false, 1).catch(() => undefined);
  // The other instance never rendered it: its copy comes from Redis.
  const kept = await fetch(`${instanceUrl(1)}/mini-manuales`);
  expect(kept.status).toBe(200);
  // Never read by anyone: the screen, in the HTML, and a 503 that tells a CDN to come back.
  const none = await fetch(`${PROXY}/clases-grabadas?pagina=3`);
  expect(none.status).toBe(503);
  expect(none.headers.get('retry-after')).toBe('30');
  expect(await none.text()).toContain('Servicio no disponible por el momento');
  await startApi();
});
