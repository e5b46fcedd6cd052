import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract';
import * as identity from '../src/db/identity-schema';
import * as t from '../src/db/schema';
import { startService } from './support';

// Spec §5: the catalog guards answer 400 with these exact messages.
describe('catalog parameter guards (spec §5)', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.stop());

  it.each([
    ['/wellness/resources/catalog/?category=yoga!', 'Invalid category format'],
    ['/wellness/recorded-classes/catalog/?category=yoga%20suave', 'Invalid category format'],
    [
      '/wellness/resources-contents/catalog/?publication_type=gu%C3%ADa',
      'Invalid publication_type format',
    ],
    ['/wellness/resources/catalog/?page=0', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=-2', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=abc', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=1.5', 'Invalid page number'],
    ['/pages/mi%20pagina/', 'Invalid slug format'],
    ['/pages/..%2Fetc/', 'Invalid slug format'],
    ['/wellness/resources/catalog/yoga%20suave/', 'Invalid slug format'],
    ['/wellness/disciplines/yoga%3B/locations/', 'Invalid discipline format'],
    ['/wellness/disciplines/undefined/locations/', 'discipline is undefined'],
  ])('GET %s → 400 "%s"', async (url, message) => {
    const response = await service.app.inject({ method: 'GET', url: `/content${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, message });
  });
});

const LOOKALIKES = ['ｙｏｇａ', 'yоga' /* Cyrillic о */, 'ⅰ', 'ǅ', '\u202Eevil', '\u0000', '🙂'];
const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE documents; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '%00',
  'http://169.254.169.254/latest/meta-data/',
];

const hostile = fc.oneof(
  fc.constantFrom(...LOOKALIKES, ...INJECTIONS),
  fc.string({ minLength: 0, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('x'.repeat(20_000)),
);
const hostileJson = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'url',
      'comment',
      'consent',
      'document_number',
      'document_type',
      'program',
      'supplementary_id',
      'is_terms_conditions_accepted',
      '__proto__',
      'constructor',
    ),
    fc.oneof(hostile, fc.integer(), fc.boolean(), fc.constant(null)),
  ),
);

describe('bad input never breaks the service (fast-check)', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const doc = loadContract('content');
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      prefix: '/content',
      path,
      method: method.toUpperCase() as 'GET' | 'POST',
      op: op as { operationId: string },
    })),
  );

  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.stop());

  /** Rows a request could create: form submissions, accounts, sessions, participants. */
  async function writes() {
    const tables = [
      t.formSubmissions,
      identity.users,
      identity.sessions,
      identity.campaignParticipants,
    ];
    const counts = await Promise.all(
      tables.map((table) => service.database.db.select({ n: count() }).from(table)),
    );
    return counts.map(([row]) => row?.n ?? 0).join(',');
  }

  it.each(operations.map((o) => [`${o.prefix} ${o.op.operationId}`, o] as const))(
    '%s answers hostile input with a JSON 4xx and writes nothing',
    async (_id, { prefix, path, method }) => {
      const before = await writes();
      await fc.assert(
        fc.asyncProperty(hostile, hostileJson, fc.boolean(), async (segment, body, asText) => {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(segment) || '%20');
          const response = await service.app.inject({
            method,
            url: `${prefix}${url}?page=${encodeURIComponent(segment)}&paramdesde=${encodeURIComponent(segment)}`,
            ...(method === 'POST'
              ? asText
                ? { payload: String(segment), headers: { 'content-type': 'application/json' } }
                : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
              : {}),
          });
          // Hostile input may still be valid (e.g. a free-text comment): then it is a 2xx.
          expect(
            response.statusCode,
            `${method} ${url}: ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type']).toContain('application/json');
            expect(response.json()).toMatchObject({ error: true, message: expect.any(String) });
          }
        }),
        { numRuns: 15 },
      );
      // Only the free-text forms may accept some of it; every other call writes nothing.
      if (!/comments|qualification/.test(path)) expect(await writes()).toBe(before);
    },
  );
});
