import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator, loadContract, type OpenApiDocument } from '../src/contract';
import * as identity from '../src/db/identity-schema';
import * as t from '../src/db/schema';
import { UNSAFE_TEXT_MESSAGE } from '../src/validation';
import { CASES } from './content-cases';
import { IDENTITY_CALLS, type Call } from './identity-calls';
import { multipartBody, STRONG_AS_IRON_FIELDS } from './multipart';
import { startService } from './support';

/** Rows a request could create: form submissions, accounts, sessions, participants. */
async function writes(service: Awaited<ReturnType<typeof startService>>) {
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
    // Read as the declared integer only: decimal digits, nothing JavaScript would also accept.
    ['/wellness/resources/catalog/?page=0x10', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=1e3', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=1e300', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=%201', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=%2B1', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=2&page=3', 'Invalid page number'],
    ['/wellness/resources/catalog/?page=', 'Invalid page number'],
    ['/pages/mi%20pagina/', 'Invalid slug format'],
    ['/pages/..%2Fetc/', 'Invalid slug format'],
    ['/wellness/resources/catalog/yoga%20suave/', 'Invalid slug format'],
    ['/wellness/recorded-classes/catalog/yoga%20suave/', 'Invalid slug format'],
    ['/wellness/recorded-classes/catalog/yoga%3Cb%3E/', 'Invalid slug format'],
    ['/wellness/resources-contents/catalog/gu%C3%ADa/', 'Invalid slug format'],
    ['/wellness/resources-contents/catalog/..%2Fpages/', 'Invalid slug format'],
    ['/wellness/disciplines/yoga%3B/locations/', 'Invalid discipline format'],
    ['/wellness/disciplines/undefined/locations/', 'discipline is undefined'],
    ['/wellness/inperson-classes/catalog/?discipline=yoga%3B', 'Invalid discipline format'],
    ['/wellness/inperson-classes/catalog/?district=san%20isidro', 'Invalid district format'],
    ['/wellness/inperson-classes/catalog/?district=..%2Fx', 'Invalid district format'],
    ['/wellness/inperson-classes/catalog/?page=0', 'Invalid page number'],
    ['/wellness/inperson-classes/yoga%20suave/', 'Invalid slug format'],
  ])('GET %s → 400 "%s"', async (url, message) => {
    const response = await service.app.inject({ method: 'GET', url: `/content${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, message });
  });
});

const LOOKALIKES = [
  'ｙｏｇａ',
  'yоga' /* Cyrillic о */,
  'ⅰ',
  'ǅ',
  '\u202Eevil',
  '\u0000',
  'a\u0000b',
  '🙂',
  '\ud800' /* lone high surrogate */,
  'x\udfffy' /* lone low surrogate */,
];
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

/**
 * Percent-encoding of any JS string: a lone surrogate (which `encodeURIComponent` refuses) as
 * the bytes of its WTF-8 form, which a URL can carry but no UTF-8 decoder turns back into text.
 */
const encodeAny = (text: string) =>
  Array.from(text, (char) => {
    if (!/\p{Cs}/u.test(char)) return encodeURIComponent(char);
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');

const hostile = fc.oneof(
  fc.constantFrom(...LOOKALIKES, ...INJECTIONS),
  fc.string({ minLength: 0, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  // Any UTF-16 code unit: NUL and lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 20 }),
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

/**
 * How a POST carries its body: JSON, text that may not be JSON, none at all (no body, no
 * content type: a body the contract requires is missing, issue #26), or a type no route reads.
 */
const sent = fc.constantFrom('json', 'text', 'none', 'form');
function bodyAs(as: 'json' | 'text' | 'none' | 'form', segment: string, body: unknown) {
  if (as === 'none') return {};
  if (as === 'form') {
    return {
      payload: `a=${encodeAny(segment)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  const payload = as === 'text' ? String(segment) : JSON.stringify(body);
  return { payload, headers: { 'content-type': 'application/json' } };
}

describe('bad input never breaks the service, on every operation of both contracts (fast-check)', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const operations = (['content', 'identity'] as const).flatMap((contract) =>
    Object.entries(loadContract(contract).paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => method === 'get' || method === 'post')
        .map(([method, op]) => ({
          prefix: `/${contract}`,
          path,
          method: method.toUpperCase() as 'GET' | 'POST',
          op: op as { operationId: string },
        })),
    ),
  );

  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.stop());

  const needingBody = operations.filter(
    (o) => (o.op as { requestBody?: { required?: boolean } }).requestBody?.required,
  );
  it.each(needingBody.map((o) => [`${o.prefix} ${o.op.operationId}`, o] as const))(
    '%s refuses a POST without the body it requires with an error it declares, not a 500',
    async (_id, { prefix, path, op }) => {
      const url = `${prefix}${path.replace(/\{[^}]+\}/g, 'yoga')}`;
      const response = await service.app.inject({ method: 'POST', url });
      // 400 (the body is missing); 401 first where a session is required; the multipart form's 415.
      expect(response.statusCode, `POST ${url}: ${response.body.slice(0, 200)}`).toBeOneOf([
        400, 401, 415,
      ]);
      const declared = Object.keys((op as { responses: object }).responses);
      expect(declared, `POST ${url} answers ${response.statusCode}`).toContain(
        String(response.statusCode),
      );
      if (response.statusCode === 400) {
        expect(response.json()).toMatchObject({ error: true, code: 'VALIDATION_ERROR' });
      }
    },
  );

  it.each(operations.map((o) => [`${o.prefix} ${o.op.operationId}`, o] as const))(
    '%s answers hostile input with a JSON 4xx and writes nothing',
    async (_id, { prefix, path, method }) => {
      const before = await writes(service);
      await fc.assert(
        fc.asyncProperty(hostile, hostileJson, sent, async (segment, body, as) => {
          const url = path.replace(/\{[^}]+\}/g, encodeAny(segment) || '%20');
          const response = await service.app.inject({
            method,
            url: `${prefix}${url}?page=${encodeAny(segment)}&paramdesde=${encodeAny(segment)}`,
            ...(method === 'POST' ? bodyAs(as, segment, body) : {}),
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
      if (!/comments|qualification/.test(path)) expect(await writes(service)).toBe(before);
    },
  );
});

/** Where a string of the request is: a path or query parameter, or a body field (`a.b.0`). */
interface Spoiled {
  label: string;
  url: string;
  body?: unknown;
  /** The field the answer must name; null for a bad key (named by its parent). */
  field: string;
}

/** The paths (`a.b.0`) of every string in a JSON value. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
}

function withString(value: unknown, path: string[], text: (old: string) => string): unknown {
  if (path.length === 0) return text(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[path[0]!] = withString(copy[path[0]!], path.slice(1), text);
  return copy;
}

type Parameter = { name: string; in: string };

/** The query and path parameters an operation declares (its own and its path's). */
function declaredParameters(doc: OpenApiDocument, path: string, method: string): Parameter[] {
  const resolve = (p: Parameter & { $ref?: string }): Parameter =>
    p.$ref
      ? ((doc.components as unknown as { parameters: Record<string, Parameter> }).parameters[
          p.$ref.split('/').pop()!
        ] as Parameter)
      : p;
  const item = doc.paths[path] as Record<string, { parameters?: Parameter[] }> & {
    parameters?: Parameter[];
  };
  return [...(item.parameters ?? []), ...(item[method]?.parameters ?? [])].map(resolve);
}

/**
 * Every way a bad character can enter one call: each path parameter and each declared query
 * parameter (NUL; a URL cannot carry a lone surrogate, its percent-encoded UTF-8 does not
 * decode), and each string of the JSON body and one key of it (NUL and lone surrogates, as the
 * JSON escapes `\u0000`, `\ud800` and `\udc00`).
 */
function spoil(doc: OpenApiDocument, call: Call): Spoiled[] {
  const [pathPart, search = ''] = call.url.split('?') as [string, string?];
  const template = call.path.split('/');
  const segments = pathPart.split('/');
  const spoiled: Spoiled[] = [];
  for (const parameter of declaredParameters(doc, call.path, call.method.toLowerCase())) {
    if (parameter.in === 'path') {
      const at = template.indexOf(`{${parameter.name}}`);
      const url = segments.map((segment, i) => (i === at ? `${segment}%00` : segment)).join('/');
      spoiled.push({
        label: `path ${parameter.name}`,
        url: search ? `${url}?${search}` : url,
        field: parameter.name,
      });
    } else if (parameter.in === 'query') {
      const query = new URLSearchParams(search);
      query.set(parameter.name, `${query.get(parameter.name) ?? '1'}\u0000`);
      spoiled.push({
        label: `query ${parameter.name}`,
        url: `${pathPart}?${query}`,
        field: parameter.name,
      });
    }
  }
  if (call.body !== undefined) {
    for (const path of stringPaths(call.body)) {
      for (const [name, bad] of [
        ['NUL', '\u0000'],
        ['lone high surrogate', '\ud800'],
        ['lone low surrogate', '\udc00'],
      ] as const) {
        spoiled.push({
          label: `body ${path.join('.')} with ${name}`,
          url: call.url,
          body: withString(call.body, path, (old) => `${old.slice(0, 2)}${bad}${old.slice(2)}`),
          field: path.join('.'),
        });
      }
    }
    spoiled.push({
      label: 'body key with NUL',
      url: call.url,
      body: { ...(call.body as object), 'nota\u0000': 'x' },
      field: '(cuerpo)',
    });
  }
  return spoiled;
}

describe('NUL and lone surrogates: the contract’s 400 on every operation of both contracts', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.stop());

  const contracts = [
    { name: 'content', calls: CASES as Record<string, Call> },
    { name: 'identity', calls: IDENTITY_CALLS as Record<string, Call> },
  ] as const;

  it.each(contracts.map((c) => [c.name, c] as const))(
    '%s.yaml: every operation has a valid call to spoil',
    (name, { calls }) => {
      const ids = Object.values(loadContract(name).paths).flatMap((item) =>
        Object.entries(item)
          .filter(([method]) => method !== 'parameters')
          .map(([, op]) => (op as { operationId: string }).operationId),
      );
      expect(Object.keys(calls).sort()).toEqual(ids.sort());
    },
  );

  const cases = contracts.flatMap(({ name, calls }) => {
    const doc = loadContract(name);
    return Object.entries(calls).map(([operationId, call]) => ({
      id: `${name} ${operationId}`,
      contract: name,
      doc,
      call,
    }));
  });

  it.each(cases.map((c) => [c.id, c] as const))(
    '%s refuses them in each input, before anything is stored',
    async (_id, { contract, doc, call }) => {
      const before = await writes(service);
      const { answer } = contractValidator(contract);
      const spoiled = call.multipart ? [] : spoil(doc, call);
      if (spoiled.length === 0 && !call.multipart) {
        // No inputs (only the bearer, or nothing): an undeclared parameter is ignored as always.
        const clean = await service.app.inject({
          method: call.method,
          url: `/${contract}${call.url}`,
        });
        const junk = await service.app.inject({
          method: call.method,
          url: `/${contract}${call.url}${call.url.includes('?') ? '&' : '?'}x=%00&y=%ED%A0%80`,
        });
        expect(junk.statusCode, junk.body.slice(0, 200)).toBe(clean.statusCode);
        expect(junk.statusCode).toBeLessThan(500);
        return;
      }
      const validate = answer(call.path, call.method.toLowerCase(), 400)!;
      for (const bad of spoiled) {
        const response = await service.app.inject({
          method: call.method,
          url: `/${contract}${bad.url}`,
          ...(bad.body === undefined
            ? {}
            : {
                payload: JSON.stringify(bad.body),
                headers: { 'content-type': 'application/json' },
              }),
        });
        const at = `${bad.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, at).toBe(400);
        const body = response.json();
        expect(validate(body), at).toBe(true);
        expect(body, at).toMatchObject({
          error: true,
          code: 'VALIDATION_ERROR',
          errors: [{ field: bad.field, message: UNSAFE_TEXT_MESSAGE }],
        });
      }
      expect(await writes(service)).toBe(before);
    },
  );

  it('refuses NUL in each field and in the file name of the multipart form (strong-as-iron)', async () => {
    const before = await writes(service);
    const post = (payload: ReturnType<typeof multipartBody>) =>
      service.app.inject({ method: 'POST', url: '/content/forms/strong-as-iron/', ...payload });
    for (const field of Object.keys(STRONG_AS_IRON_FIELDS)) {
      const value = STRONG_AS_IRON_FIELDS[field as keyof typeof STRONG_AS_IRON_FIELDS];
      const response = await post(
        multipartBody({
          ...STRONG_AS_IRON_FIELDS,
          [field]: `${value.slice(0, 1)}\u0000${value.slice(1)}`,
        }),
      );
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field, message: UNSAFE_TEXT_MESSAGE }],
      });
    }
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const named = await post(
      multipartBody(STRONG_AS_IRON_FIELDS, {
        name: 'hemoglobina\u0000.pdf',
        type: 'application/pdf',
        data: pdf,
      }),
    );
    expect(named.statusCode, named.body).toBe(400);
    expect(named.json()).toMatchObject({ errors: [{ field: 'attachment' }] });
    expect(await writes(service)).toBe(before);
  });
});

describe('strict types: bodies as the contract types them, parameters read as declared', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.stop());

  const code = IDENTITY_CALLS.validateMfa.body as Record<string, unknown>;
  const appointment = CASES.requestAppointment.body as Record<string, unknown>;
  const comment = CASES.submitComment.body as Record<string, unknown>;

  it.each([
    [
      'a number as the one-time code',
      '/identity/auth/mfa-validation',
      { ...code, otp: 123456 },
      'otp',
    ],
    [
      'a one-element array for a string',
      '/identity/auth/mfa-validation',
      { ...code, device: ['d1'] },
      'device',
    ],
    ['null for a string', '/identity/auth/mfa-validation', { ...code, device: null }, 'device'],
    [
      'a number for a string',
      '/content/forms/comments/',
      { ...comment, comment: 12345 },
      'comment',
    ],
    [
      'a numeric string for an integer',
      '/content/forms/request-appointment/',
      { ...appointment, program: '1' },
      'program',
    ],
    [
      'a string for a boolean',
      '/content/users/accept-terms-and-additional-clauses/',
      { is_terms_conditions_accepted: 'true', is_additional_clauses_accepted: false },
      'is_terms_conditions_accepted',
    ],
  ])('refuses %s with 400 naming the field', async (_what, url, payload, field) => {
    const before = await writes(service);
    const response = await service.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: true,
      code: 'VALIDATION_ERROR',
      message: `El dato "${field}" no es válido.`,
      errors: [{ field }],
    });
    expect(await writes(service)).toBe(before);
  });

  const publication = '/content/home/vive-sanamente/listLiveHealthyDetailPublications';
  it.each(['0x10', '1e0', '%201', '%2B1', '1.0', '1%20', '0b1'])(
    'reads the integer path parameter %s as text, and refuses it',
    async (id) => {
      const response = await service.app.inject({ url: `${publication}/${id}/` });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'id' }],
      });
    },
  );

  it('reads decimal digits as the declared integer', async () => {
    expect((await service.app.inject({ url: `${publication}/1/` })).statusCode).toBe(200);
    expect((await service.app.inject({ url: `${publication}/01/` })).statusCode).toBe(200);
    const page = await service.app.inject({ url: '/content/wellness/resources/catalog/?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.json().previous).toContain('page=1');
  });
});
