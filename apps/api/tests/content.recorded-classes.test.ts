import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { SIGNED_MEDIA_TTL_SECONDS } from '../src/content/media';
import { PROGRESS_SAVES } from '../src/content/recorded-classes';
import { contractValidator } from '../src/contract';
import * as t from '../src/db/schema';
import { fakeClock } from '../src/identity/testing';
import { MEDIA_DIR } from '../src/paths';
import { PUBLIC_URL, signIn, startService } from './support';

type RecordedClass = ContentSchema<'RecordedClass'>;
type Detail = ContentSchema<'RecordedClassDetail'>;
type Progress = ContentSchema<'RecordedClassProgress'>;

const clock = fakeClock(new Date('2026-11-26T15:00:00.000Z'));
let service: Awaited<ReturnType<typeof startService>>;
let token: string;
let otherToken: string;
beforeAll(async () => {
  service = await startService({ identity: { clock } });
  token = await signIn(service.app, '70000001');
  otherToken = await signIn(service.app, '70000003');
});
afterAll(() => service.stop());

const get = (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ url: `/content${url}`, headers });
const PROGRESS = '/content/wellness/recorded-classes/progress/';
const save = (body: unknown, bearer: string | null = token) =>
  service.app.inject({
    method: 'POST',
    url: PROGRESS,
    payload: body as object,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
const list = (bearer: string | null = token) =>
  service.app.inject({
    url: PROGRESS,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

/** Rows of recorded-class progress stored for everyone. */
async function progressRows() {
  const [row] = await service.database.db.select({ n: count() }).from(t.recordedClassProgress);
  return row?.n ?? 0;
}

/** The media file of an absolute `/media/…` URL of an answer. */
const mediaPath = (url: string) =>
  join(MEDIA_DIR, ...url.slice(`${PUBLIC_URL}/media/`.length).split('/'));

describe('one recorded class by slug (/clases-grabadas/{slug})', () => {
  const validate = contractValidator('content').answer(
    '/wellness/recorded-classes/catalog/{slug}/',
    'get',
    200,
  )!;
  let cards: RecordedClass[];
  let details: Detail[];
  beforeAll(async () => {
    cards = (await get('/wellness/recorded-classes/catalog/?page_size=100')).json().results;
    details = await Promise.all(
      cards.map(async (card) => {
        const response = await get(`/wellness/recorded-classes/catalog/${card.slug}/`);
        expect(response.statusCode, card.slug).toBe(200);
        return response.json() as Detail;
      }),
    );
  });

  it('reads every class of the catalog, as the contract says', () => {
    expect(cards.length).toBe(30);
    for (const detail of details) {
      expect(validate(detail), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    }
  });

  it('answers the card of the catalog, and only the detail has the description and media', () => {
    cards.forEach((card, i) => {
      expect(details[i]).toMatchObject(card);
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('media');
    });
  });

  it('describes each class in Spanish, with what to have at hand as a list', () => {
    const texts = new Set<string>();
    for (const { description, slug } of details) {
      expect(description, slug).toMatch(/^<p>\S[\s\S]*<\/p>/);
      expect(description, slug).toMatch(
        /<p><strong>Qué necesitas<\/strong><\/p>\s*<ul>(<li>[^<]+<\/li>)+<\/ul>/,
      );
      texts.add(description);
    }
    // One text per class, not one per category.
    expect(texts.size).toBe(details.length);
  });

  it('plays the clip of its category: absolute URLs, a length its duration_minutes rounds up', () => {
    for (const { media, duration_minutes, slug, category } of details.filter((d) => !d.is_pro)) {
      expect(media, slug).not.toBeNull();
      expect(duration_minutes, slug).toBe(Math.ceil(media!.duration_seconds / 60));
      for (const url of [media!.video.url, media!.audio?.url, media!.captions.url]) {
        expect(url, slug).toMatch(new RegExp(`^${PUBLIC_URL}/media/clases/${category}\\.`));
      }
      expect(readFileSync(mediaPath(media!.video.url)).length).toBe(media!.video.bytes);
      expect(media!.captions.srclang).toBe('es');
      expect(media!.chapters[0]?.start_seconds).toBe(0);
      expect(media!.transcript.length).toBeGreaterThan(0);
    }
  });

  it('answers no media for a pro class: the answer is public and cached (issue #25)', () => {
    const pro = details.filter((detail) => detail.is_pro);
    expect(pro.length).toBeGreaterThan(0);
    for (const detail of pro) expect(detail.media, detail.slug).toBeNull();
    expect(JSON.stringify(pro)).not.toMatch(/\.(webm|vtt)/);
  });

  it('names no length in a title or a card copy that the class does not have', () => {
    for (const { title, copy, duration_minutes } of details) {
      for (const [, minutes] of `${title} ${copy}`.matchAll(/(\d+)\s*minutos/g)) {
        expect(Number(minutes), title).toBe(duration_minutes);
      }
    }
  });

  it('carries the related resources of the recorded-classes page', async () => {
    const page = (await get('/pages/clases-grabadas/')).json();
    for (const detail of details) {
      expect(detail.heading_resources).toBe(page.content.heading_resources ?? null);
      expect(detail.resources).toEqual(page.content.resources ?? []);
    }
  });

  it('answers 404 for a slug no class has', async () => {
    const response = await get('/wellness/recorded-classes/catalog/no-existe/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });
});

describe('media files (/media/…): ranges, cache, types and CORS for the portal', () => {
  let media: NonNullable<Detail['media']>;
  beforeAll(async () => {
    media = (await get('/wellness/recorded-classes/catalog/pilates-en-casa-primeros-pasos/')).json()
      .media;
  });
  const path = (url: string) => url.slice(PUBLIC_URL.length);

  it('answers a range of a clip with 206, its bytes and Content-Range, cached for long', async () => {
    const bytes = readFileSync(mediaPath(media.video.url));
    const response = await service.app.inject({
      url: path(media.video.url),
      headers: { range: 'bytes=100-1123' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(Buffer.compare(response.rawPayload, bytes.subarray(100, 1124))).toBe(0);
  });

  it('answers an open range to the end (how a player seeks)', async () => {
    const bytes = readFileSync(mediaPath(media.audio!.url));
    const from = bytes.length - 500;
    const response = await service.app.inject({
      url: path(media.audio!.url),
      headers: { range: `bytes=${from}-` },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(
      `bytes ${from}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(Buffer.compare(response.rawPayload, bytes.subarray(from))).toBe(0);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await service.app.inject({
      url: path(media.video.url),
      headers: { range: `bytes=${media.video.bytes + 10}-` },
    });
    expect(response.statusCode).toBe(416);
  });

  it('serves captions as WebVTT in UTF-8', async () => {
    const response = await service.app.inject({ url: path(media.captions.url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toMatch(/^WEBVTT/);
  });

  it.each([
    ['captions', (m: typeof media) => m.captions.url, {}],
    ['a range of the video', (m: typeof media) => m.video.url, { range: 'bytes=0-99' }],
  ])(
    'lets the portal read %s from its origin (crossorigin="anonymous")',
    async (_what, pick, extra) => {
      const response = await service.app.inject({
        url: path(pick(media)),
        headers: { origin: 'http://localhost:3000', ...extra },
      });
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(String(response.headers.vary)).toMatch(/origin/i);
    },
  );

  it('answers the preflight of a range request from the portal', async () => {
    const response = await service.app.inject({
      method: 'OPTIONS',
      url: path(media.video.url),
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('does not open the media to an origin that is not allowed', async () => {
    const response = await service.app.inject({
      url: path(media.captions.url),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the media of a class for the signed-in user (issue #25: pro decided on the server)', () => {
  const validate = contractValidator('content').answer(
    '/wellness/recorded-classes/media/{slug}/',
    'get',
    200,
  )!;
  const PRO = 'meditacion-de-autocompasion';
  const FREE = 'pausa-consciente';
  const media = (slug: string, bearer: string | null) =>
    get(
      `/wellness/recorded-classes/media/${slug}/`,
      bearer ? { authorization: `Bearer ${bearer}` } : {},
    );
  /** A signed URL's path and query, as the browser asks the service for it. */
  const local = (url: string) => url.slice(PUBLIC_URL.length);
  const proToken = () => otherToken;

  it('answers 401 without a session', async () => {
    const response = await media(PRO, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
  });

  it('answers 403 NOT_PRO to a standard member, in Spanish, and no URL', async () => {
    const response = await media(PRO, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: true,
      code: 'NOT_PRO',
      message: 'Esta clase es exclusiva para miembros Pro.',
    });
  });

  it('answers a pro member the media, as the contract says, every file signed, never cached', async () => {
    const response = await media(PRO, proToken());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as NonNullable<Detail['media']>;
    expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    for (const url of [body.video.url, body.audio!.url, body.captions.url]) {
      expect(url).toMatch(
        new RegExp(`^${PUBLIC_URL}/media/pro/clases/[\\w.]+\\?expires=\\d+&signature=[\\w-]+$`),
      );
      const expires = Number(new URL(url).searchParams.get('expires'));
      expect(expires).toBe(Math.floor(clock.now().getTime() / 1000) + SIGNED_MEDIA_TTL_SECONDS);
    }
    expect(body.transcript.length).toBeGreaterThan(0);
  });

  it('serves a signed file (ranges too), cached privately no longer than the URL lives', async () => {
    const body = (await media(PRO, proToken())).json() as NonNullable<Detail['media']>;
    const bytes = readFileSync(
      join(MEDIA_DIR, new URL(body.video.url).pathname.slice('/media/pro/'.length)),
    );
    const response = await service.app.inject({
      url: local(body.video.url),
      headers: { range: 'bytes=0-99', origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(206);
    expect(Buffer.compare(response.rawPayload, bytes.subarray(0, 100))).toBe(0);
    expect(response.headers['cache-control']).toBe(`private, max-age=${SIGNED_MEDIA_TTL_SECONDS}`);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const captions = await service.app.inject({ url: local(body.captions.url) });
    expect(captions.statusCode).toBe(200);
    expect(captions.body).toMatch(/^WEBVTT/);
  });

  it.each([
    ['without a signature', (url: URL) => `${url.pathname}`],
    [
      'with another file’s signature',
      (url: URL) => `${url.pathname.replace(/\.webm$/, '.audio.webm')}${url.search}`,
    ],
    [
      'with a signature that was changed',
      // Another first character, never the same one (a fixed 'A' left 1 signature in 64 intact).
      (url: URL) =>
        `${url.pathname}${url.search.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)}`,
    ],
    [
      'with a later expiry than signed',
      (url: URL) =>
        `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 60}&signature=${url.searchParams.get('signature')}`,
    ],
    [
      'with a malformed expiry',
      (url: URL) => `${url.pathname}?expires=soon&signature=${url.searchParams.get('signature')}`,
    ],
  ])('refuses a pro file %s (403, no bytes)', async (_what, change) => {
    const body = (await media(PRO, proToken())).json() as NonNullable<Detail['media']>;
    const response = await service.app.inject({ url: change(new URL(body.video.url)) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: true, code: 'MEDIA_FORBIDDEN' });
  });

  it('refuses a signed URL once it has expired', async () => {
    const body = (await media(PRO, proToken())).json() as NonNullable<Detail['media']>;
    expect((await service.app.inject({ url: local(body.video.url) })).statusCode).toBe(200);
    clock.advance(SIGNED_MEDIA_TTL_SECONDS);
    try {
      const response = await service.app.inject({ url: local(body.video.url) });
      expect(response.statusCode).toBe(403);
    } finally {
      clock.advance(-SIGNED_MEDIA_TTL_SECONDS);
    }
  });

  it('answers a free class’s public media to any signed-in member', async () => {
    const response = await media(FREE, token);
    expect(response.statusCode).toBe(200);
    const detail = (await get(`/wellness/recorded-classes/catalog/${FREE}/`)).json() as Detail;
    expect(response.json()).toEqual(detail.media);
  });

  it('answers 404 for a class that does not exist', async () => {
    const response = await media('no-existe', proToken());
    expect(response.statusCode).toBe(404);
  });
});

describe('recorded-class progress (bearer; never cached)', () => {
  const answer = contractValidator('content');
  const validateSave = answer.answer('/wellness/recorded-classes/progress/', 'post', 200)!;
  const validateList = answer.answer('/wellness/recorded-classes/progress/', 'get', 200)!;
  const slug = 'yoga-para-abrir-caderas';
  const other = 'salsa-pasos-basicos';
  let duration: number;
  let card: RecordedClass;
  beforeAll(async () => {
    const detail = (await get(`/wellness/recorded-classes/catalog/${slug}/`)).json() as Detail;
    duration = detail.media!.duration_seconds;
    card = (await get('/wellness/recorded-classes/catalog/?page_size=100'))
      .json()
      .results.find((c: RecordedClass) => c.slug === slug);
  });

  it('lists nothing before the first save, and says not to cache it', async () => {
    const response = await list(otherToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ results: [] });
  });

  it('keeps the highest percentage and the last position; completed from 95 %', async () => {
    const first = await save({ slug, progress: 40, position_seconds: 20 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(validateSave(first.json()), JSON.stringify(validateSave.errors)).toBe(true);
    expect(first.json()).toMatchObject({
      slug,
      progress: 40,
      position_seconds: 20,
      completed: false,
    });
    expect(first.json().updated_at).toBe(clock.now().toISOString());

    clock.advance(15);
    // Went back: the position follows, the percentage stays the highest.
    const back = await save({ slug, progress: 10, position_seconds: 5.25 });
    expect(back.json()).toMatchObject({ progress: 40, position_seconds: 5.25, completed: false });

    clock.advance(15);
    // Without a position, the stored one does not change.
    const noPosition = await save({ slug, progress: 96 });
    expect(noPosition.json()).toMatchObject({
      progress: 96,
      position_seconds: 5.25,
      completed: true,
    });

    clock.advance(15);
    // Watched again from the start: still completed.
    const again = await save({ slug, progress: 3, position_seconds: 0 });
    expect(again.json()).toMatchObject({ progress: 96, position_seconds: 0, completed: true });

    // The end of the media itself is a valid position.
    clock.advance(15);
    const end = await save({ slug, progress: 100, position_seconds: duration });
    expect(end.json()).toMatchObject({ progress: 100, position_seconds: duration });
  });

  it('starts a class first saved without a position at 0', async () => {
    clock.advance(15);
    const response = await save({ slug: other, progress: 12 });
    expect(response.json()).toMatchObject({ slug: other, progress: 12, position_seconds: 0 });
  });

  it('lists the user’s classes, the latest saved first, each with its catalog card', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(validateList(body), JSON.stringify(validateList.errors)).toBe(true);
    expect(body.results.map((row: Progress) => row.slug)).toEqual([other, slug]);
    expect(body.results[1]).toMatchObject({ progress: 100, completed: true, recorded_class: card });
    expect(body.results[1].recorded_class).not.toHaveProperty('media');
    // Another user's list does not show them.
    expect((await list(otherToken)).json()).toEqual({ results: [] });

    clock.advance(15);
    await save({ slug, progress: 50, position_seconds: 30 });
    const reordered = (await list()).json().results.map((row: Progress) => row.slug);
    expect(reordered).toEqual([slug, other]);
  });

  it('answers 401 without a valid bearer, and stores nothing', async () => {
    const before = await progressRows();
    for (const bearer of [null, 'no-es-un-token']) {
      const saved = await save(
        { slug: 'pranayama-basico', progress: 10, position_seconds: 3 },
        bearer,
      );
      expect(saved.statusCode).toBe(401);
      expect(saved.headers['cache-control']).toBe('no-store');
      expect(saved.json()).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
      expect((await list(bearer)).statusCode).toBe(401);
    }
    expect(await progressRows()).toBe(before);
  });

  it('rounds the percentage to 2 decimals on the way in: a tiny one is 0, never a failed save', async () => {
    // `1e-50` is below what the column (`real`) can hold: Postgres refused it (a 500).
    const cases: [number, number][] = [
      [1e-50, 0],
      [Number.MIN_VALUE, 0],
      [0.004, 0],
      [0.005, 0.01],
      [33.333333, 33.33],
      [99.996, 100],
    ];
    for (const [sent, stored] of cases) {
      clock.advance(15);
      const response = await save({ slug, progress: sent, position_seconds: 1 }, otherToken);
      expect(response.statusCode, `${sent}: ${response.body}`).toBe(200);
      expect(validateSave(response.json()), JSON.stringify(validateSave.errors)).toBe(true);
      // The highest kept: each case is at least the one before it.
      expect(response.json().progress, String(sent)).toBe(stored);
    }
    expect((await list(otherToken)).json().results[0]).toMatchObject({
      slug,
      progress: 100,
      completed: true,
    });
  });
});

describe('bad progress saves (400 naming the field, 404), nothing stored', () => {
  const slug = 'meditacion-caminando';
  let duration: number;
  beforeAll(async () => {
    duration = (await get(`/wellness/recorded-classes/catalog/${slug}/`)).json().media
      .duration_seconds;
  });

  it.each([
    [
      'a position past the end of the media',
      () => ({ slug, progress: 10, position_seconds: duration + 0.5 }),
      'position_seconds',
    ],
    [
      'a negative position',
      () => ({ slug, progress: 10, position_seconds: -1 }),
      'position_seconds',
    ],
    [
      'a position as text',
      () => ({ slug, progress: 10, position_seconds: '30' }),
      'position_seconds',
    ],
    [
      'a NaN-like position',
      () => ({ slug, progress: 10, position_seconds: 'NaN' }),
      'position_seconds',
    ],
    ['a null position', () => ({ slug, progress: 10, position_seconds: null }), 'position_seconds'],
    [
      'a huge position',
      () => ({ slug, progress: 10, position_seconds: 1e308 }),
      'position_seconds',
    ],
    ['a percentage over 100', () => ({ slug, progress: 100.5 }), 'progress'],
    ['a negative percentage', () => ({ slug, progress: -0.1 }), 'progress'],
    ['a percentage as text', () => ({ slug, progress: '50' }), 'progress'],
    ['a missing percentage', () => ({ slug, position_seconds: 3 }), 'progress'],
    ['a boolean percentage', () => ({ slug, progress: true }), 'progress'],
  ])('%s → 400', async (_what, body, field) => {
    const before = await progressRows();
    const response = await save(body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: true,
      code: 'VALIDATION_ERROR',
      errors: expect.arrayContaining([expect.objectContaining({ field })]),
    });
    expect(await progressRows()).toBe(before);
  });

  it('names the field and the length in Spanish for a position past the end', async () => {
    const response = await save({ slug, progress: 10, position_seconds: duration + 1 });
    expect(response.json().message).toBe(
      `La posición (position_seconds) no puede pasar del final de la clase (${duration} segundos).`,
    );
  });

  it('refuses a class without media (400 on slug)', async () => {
    const db = service.database.db;
    const [row] = await db.select().from(t.recordedClasses).where(eq(t.recordedClasses.slug, slug));
    await db.insert(t.recordedClasses).values({
      ...row!,
      slug: 'clase-sin-grabacion',
      position: 999,
      body: { ...(row!.body as object), slug: 'clase-sin-grabacion', media: null },
    });
    const before = await progressRows();
    const response = await save({ slug: 'clase-sin-grabacion', progress: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'slug', message: expect.stringMatching(/no tiene grabación/) }],
    });
    expect(await progressRows()).toBe(before);
    // Its detail answers media: null.
    const detail = await get('/wellness/recorded-classes/catalog/clase-sin-grabacion/');
    expect(detail.json().media).toBeNull();
    await db.delete(t.recordedClasses).where(eq(t.recordedClasses.slug, 'clase-sin-grabacion'));
  });

  it('answers 404 for a class that does not exist', async () => {
    const response = await save({ slug: 'no-existe', progress: 10 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });
});

describe('save limit: 12 saves of one class per user in any 60 s (429, nothing stored)', () => {
  const slug = 'respiracion-diafragmatica';
  const stored = async () => {
    const user = (await list()).json().results as Progress[];
    return user.find((row) => row.slug === slug);
  };

  it('refuses the 13th save of a minute with Retry-After, then takes saves as the window rolls', async () => {
    const { max, windowSeconds } = PROGRESS_SAVES;
    expect(max).toBe(12);
    // Six saves now, six 30 s later: the limit is reached.
    for (let i = 0; i < max; i++) {
      if (i === max / 2) clock.advance(30);
      const response = await save({ slug, progress: i + 1, position_seconds: i + 1 });
      expect(response.statusCode, `save ${i + 1}`).toBe(200);
    }
    const refused = await save({ slug, progress: 90, position_seconds: 40 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['retry-after']).toBe(String(windowSeconds - 30));
    expect(refused.json()).toMatchObject({ error: true, code: 'RATE_LIMITED' });
    expect(await stored()).toMatchObject({ progress: max, position_seconds: max });

    // Another class and another user are counted apart.
    expect((await save({ slug: 'pranayama-basico', progress: 5 })).statusCode).toBe(200);
    expect((await save({ slug, progress: 5 }, otherToken)).statusCode).toBe(200);

    // When the first six are a minute old, six places free up (a rolling window, not a fixed one).
    clock.advance(windowSeconds - 30 + 1);
    for (let i = 0; i < max / 2; i++) {
      expect((await save({ slug, progress: 20, position_seconds: 20 + i })).statusCode).toBe(200);
    }
    const again = await save({ slug, progress: 20, position_seconds: 30 });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatchObject({ position_seconds: 25 });

    clock.advance(windowSeconds);
    expect((await save({ slug, progress: 20, position_seconds: 26 })).statusCode).toBe(200);
  });

  it('lets parallel saves through only up to the limit', async () => {
    clock.advance(PROGRESS_SAVES.windowSeconds);
    const slugInParallel = 'pilates-para-ganar-flexibilidad';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        save({ slug: slugInParallel, progress: i, position_seconds: i }),
      ),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(PROGRESS_SAVES.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - PROGRESS_SAVES.max);
    const [row] = await service.database.db
      .select({ saves: t.recordedClassProgress.recentSaves })
      .from(t.recordedClassProgress)
      .where(and(eq(t.recordedClassProgress.slug, slugInParallel)));
    expect(row!.saves).toHaveLength(PROGRESS_SAVES.max);
  });
});
