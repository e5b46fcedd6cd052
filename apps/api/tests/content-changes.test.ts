import { createServer, type Server } from 'node:http';
import {
  memoryReplayGuard,
  verifyContentChange,
  type ContentChange,
} from '@vivasalud/config/content-changes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentChangeNotifier,
  parseRowChange,
  pathsOfChange,
  receiversOf,
} from '../src/content/changes';
import { documents, liveClasses } from '../src/db/schema';
import { startService } from './support';

const SECRET = 'secreto-de-prueba-de-los-cambios-de-contenido';

/** An app's receiver: checks each message as the apps do, and answers what the test says. */
function receiver() {
  const taken: ContentChange[] = [];
  const answers: number[] = [];
  let arrivals = 0;
  const guard = memoryReplayGuard();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      arrivals += 1;
      const forced = answers.shift();
      void verifyContentChange({
        body,
        signature: request.headers['vivasalud-signature'] as string | undefined,
        secret: SECRET,
        replayGuard: guard,
      }).then((result) => {
        if (forced) {
          response.writeHead(forced).end();
          return;
        }
        if (result.ok) taken.push(result.change);
        response.writeHead(result.ok ? 200 : 401).end();
      });
    });
  });
  return {
    taken,
    /** The next answers, in order, whatever the message (then: verified). */
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    arrivals: () => arrivals,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      return `http://127.0.0.1:${port}/api/contenido/cambios`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function eventually<T>(read: () => T, check: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('which answers a row change affects (table)', () => {
  it.each([
    [{ table: 'documents', collection: 'page-blocks', key: 'hero' }, ['/pages/hero']],
    [
      { table: 'documents', collection: 'pages', key: 'programas-de-salud' },
      ['/pages/programas-de-salud'],
    ],
    [{ table: 'documents', collection: 'footer', key: 'contact' }, ['/footer/contact']],
    [{ table: 'documents', collection: 'home', key: 'slider' }, ['/home/slider']],
    [{ table: 'documents', collection: 'home', key: 'otra-cosa' }, ['*']],
    [
      { table: 'documents', collection: 'mini-manual', key: '3' },
      ['/mini-manual/listMiniManual/3', '/mini-manual/listMiniManuales'],
    ],
    [{ table: 'documents', collection: 'no-listada', key: 'x' }, ['*']],
    [
      { table: 'live_classes', key: 'yoga' },
      [
        '/wellness/resources/catalog',
        '/wellness/resources/catalog/yoga',
        '/wellness/sections/home_live_resources',
      ],
    ],
    [
      { table: 'recorded_classes', key: 'pilates' },
      ['/wellness/recorded-classes/catalog', '/wellness/recorded-classes/catalog/pilates'],
    ],
    [
      { table: 'campaigns', key: 'verano' },
      ['/campaigns', '/campaigns/active', '/campaigns/verano'],
    ],
    [
      { table: 'inperson_occurrences', key: 'yoga-miraflores' },
      [
        '/wellness/inperson-classes/yoga-miraflores',
        '/wellness/inperson-classes/yoga-miraflores/occurrences',
      ],
    ],
    // Tables this file does not map, and keys that cannot be a path segment: every answer.
    [{ table: 'symptoms', key: '12' }, ['*']],
    [{ table: 'live_classes', key: null }, ['*']],
    [{ table: 'live_classes', key: '../x y' }, ['*']],
  ])('%j → %j', (change, paths) => {
    expect(pathsOfChange(change)).toEqual(paths);
  });

  it.each([
    [
      '{"table":"documents","key":"hero","collection":"page-blocks"}',
      { table: 'documents', key: 'hero', collection: 'page-blocks' },
    ],
    [
      '{"table":"live_classes","key":"yoga","collection":null}',
      { table: 'live_classes', key: 'yoga', collection: null },
    ],
    ['no es json', null],
    ['{"key":"x"}', null],
    [null, null],
  ])('the payload %j reads as %j', (payload, change) => {
    expect(parseRowChange(payload)).toEqual(change);
  });

  it('the receivers of the apps', () => {
    expect(receiversOf(['http://localhost:3000/', 'https://campanas.vivasalud.pe'])).toEqual([
      'http://localhost:3000/api/contenido/cambios',
      'https://campanas.vivasalud.pe/api/contenido/cambios',
    ]);
  });
});

describe('the announcement: one signed message per burst, tried again, then given up', () => {
  const app = receiver();
  let url: string;
  const logged: string[] = [];
  beforeAll(async () => {
    url = await app.start();
  });
  afterAll(() => app.stop());
  afterEach(() => {
    app.taken.length = 0;
    logged.length = 0;
  });
  const notifier = (options: { retryDelaysMs?: number[]; urls?: string[] } = {}) => {
    let cleared = 0;
    const created = createContentChangeNotifier({
      urls: options.urls ?? [url],
      secret: SECRET,
      beforeAnnounce: () => (cleared += 1),
      burstMs: 20,
      retryDelaysMs: options.retryDelaysMs ?? [10, 10],
      log: (line) => logged.push(line),
    });
    return { ...created, cleared: () => cleared };
  };

  it('changes of one burst are one message with their paths, once each; the service’s cache is cleared first', async () => {
    const announcer = notifier();
    announcer.changed('{"table":"live_classes","key":"yoga"}');
    announcer.changed('{"table":"live_classes","key":"yoga"}');
    announcer.changed('{"table":"documents","key":"hero","collection":"page-blocks"}');
    await eventually(
      () => app.taken.length,
      (n) => n === 1,
    );
    await announcer.flush();
    expect(announcer.cleared()).toBe(1);
    expect(app.taken[0]!.paths).toEqual([
      '/wellness/resources/catalog',
      '/wellness/resources/catalog/yoga',
      '/wellness/sections/home_live_resources',
      '/pages/hero',
    ]);
  });

  it('a lost listening connection (`null`) announces every answer', async () => {
    const announcer = notifier();
    announcer.changed(null);
    await announcer.flush();
    expect(app.taken.map((message) => message.paths)).toEqual([['*']]);
  });

  it('a receiver that fails is tried again with the same message; a 409 (taken before) counts as delivered', async () => {
    const announcer = notifier();
    app.answerNext(503, 409);
    const before = app.arrivals();
    announcer.changed('{"table":"campaigns","key":"verano"}');
    await eventually(
      () => app.arrivals() - before,
      (n) => n === 2,
    );
    await announcer.flush();
    expect(logged).toEqual([]);
  });

  it('given up after the last try, with a line that says the pages refresh anyway', async () => {
    const announcer = notifier({ retryDelaysMs: [10] });
    app.answerNext(500, 500);
    announcer.changed('{"table":"campaigns","key":"verano"}');
    await eventually(
      () => logged.length,
      (n) => n === 1,
    );
    expect(logged[0]).toMatch(/not delivered \(answered 500\); pages refresh within 300 s/);
  });

  it('a refusal (401) is not tried again', async () => {
    const announcer = notifier();
    app.answerNext(401);
    const before = app.arrivals();
    announcer.changed('{"table":"campaigns","key":"verano"}');
    await eventually(
      () => logged.length,
      (n) => n === 1,
    );
    expect(app.arrivals() - before).toBe(1);
    expect(logged[0]).toMatch(/refused .*answered 401/);
  });

  it('an app that does not answer at all is given up without blocking the others', async () => {
    const announcer = notifier({
      urls: ['http://127.0.0.1:9/api/contenido/cambios', url],
      retryDelaysMs: [],
    });
    announcer.changed('{"table":"campaigns","key":"verano"}');
    await announcer.flush();
    expect(app.taken).toHaveLength(1);
    expect(logged[0]).toMatch(/127\.0\.0\.1:9.*not delivered/);
  });
});

describe('the database announces content changes; the service forgets its answers and tells the apps (issue #34)', () => {
  const app = receiver();
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    const url = await app.start();
    service = await startService(
      {},
      {
        env: {
          VIVASALUD_CONTENT_WEBHOOK_SECRET: SECRET,
          VIVASALUD_CONTENT_WEBHOOK_URLS: url,
          // The answer cache on, as in production: a change must not wait for its 10 s.
          CONTENT_CACHE_TTL_MS: '60000',
        },
      },
    );
  });
  afterAll(async () => {
    await service.stop();
    await app.stop();
  });
  afterEach(() => {
    app.taken.length = 0;
  });

  const hero = async () =>
    (await service.app.inject({ url: '/content/pages/hero/' })).json<{ title: string }>().title;

  it('a block changed in the database is announced by its path, and the next answer is the new one', async () => {
    expect(await hero()).toBe('Cuida tu salud a tu ritmo');
    // Cached by the service now (60 s).
    expect((await service.app.inject({ url: '/content/pages/hero/' })).headers['x-cache']).toBe(
      'hit',
    );
    // As a CMS editor would: straight in the database.
    await service.database.db
      .update(documents)
      .set({ body: sql`jsonb_set(${documents.body}, '{title}', '"Tu salud, a tu ritmo"')` })
      .where(and(eq(documents.collection, 'page-blocks'), eq(documents.key, 'hero')));
    await eventually(
      () => app.taken.length,
      (n) => n === 1,
    );
    expect(app.taken[0]!.paths).toEqual(['/pages/hero']);
    expect(await hero()).toBe('Tu salud, a tu ritmo');
  });

  it('a change of only the seats taken is no content change (the apps revalidate reservations themselves)', async () => {
    const [row] = await service.database.db.select().from(liveClasses).limit(1);
    await service.database.db
      .update(liveClasses)
      .set({ seatsTaken: row!.seatsTaken + 1 })
      .where(eq(liveClasses.slug, row!.slug));
    await service.database.db
      .update(liveClasses)
      .set({ body: sql`jsonb_set(${liveClasses.body}, '{title}', '"Clase de prueba"')` })
      .where(eq(liveClasses.slug, row!.slug));
    await eventually(
      () => app.taken.length,
      (n) => n === 1,
    );
    // Only the second change; a burst with the first would have come in the same message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.taken.map((message) => message.paths)).toEqual([
      [
        '/wellness/resources/catalog',
        `/wellness/resources/catalog/${row!.slug}`,
        '/wellness/sections/home_live_resources',
      ],
    ]);
  });
});
