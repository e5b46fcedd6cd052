/**
 * The same-site routes of site.yaml, fuzzed on both built Next apps (issue #26): the service
 * fuzzes its own two contracts (apps/api/tests/bad-input.test.ts); this does the same for what
 * the portal and the campaigns site serve, through the real stack — requests generated from the
 * OpenAPI document with fast-check (parameters and bodies, valid and not), odd methods on every
 * route, and EVERY answer checked against the contract: a status the operation declares (or 405
 * with `Allow`, or Node's 431 for an over-long URL, which site.yaml documents for every route),
 * the declared content type, and the body valid against the declared schema (the service's own
 * validator, `contractValidator`).
 * A 5xx fails whatever the contract says.
 *
 * Replay: every run prints its seed (and a failure names it); `FUZZ_SEED=<seed> pnpm exec
 * playwright test tests/site-contract-fuzz.spec.ts` runs the same cases again (`FUZZ_RUNS`: the
 * number of cases per operation, default 20).
 *
 * Shared limits (the whole suite reaches the service from one address, 127.0.0.1, two workers at
 * once): the identity service counts sign-ins, codes, sign-ups and recoveries per address only
 * once a request passed its schema, and the CSP report endpoint counts a report once its type is
 * one it reads. So the routes behind those limits get only requests that cannot be counted —
 * bodies with a required field missing or of the wrong type, and for `/api/csp-report` a type it
 * refuses (415) — plus the guards every route has (origin, content type, method, size). Nothing
 * here signs anyone up, changes a password or a consent, or stores progress.
 */
import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { contractValidator } from '@vivasalud/api/src/contract.ts';
import { DEMO, DEMO_PASSWORD } from '../support/identity';

const SITES = { portal: 'http://localhost:3000', campaigns: 'http://localhost:3001' } as const;
type Site = keyof typeof SITES;

/**
 * One seed for the run, the same in both workers (each loads this file): the day's date, UTC,
 * unless FUZZ_SEED says otherwise — the cases change every day and a failure replays.
 */
const SEED = Number(
  process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''),
);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const { doc, answer, compile } = contractValidator('site');
const errorBody = compile('ErrorBody');

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Response {
  $ref?: string;
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
  security?: Record<string, unknown>[];
}
type PathItem = Record<string, unknown> & { 'x-served-by': Site[] };

const paths = doc.paths as unknown as Record<string, PathItem>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];

/** A `#/components/...` pointer of site.yaml, resolved. */
function deref<T>(value: T & { $ref?: string }): T {
  let current: unknown = value;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = (current as { $ref: string }).$ref;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
  }
  return current as T;
}

interface Op {
  path: string;
  method: string;
  operation: Operation;
  sites: Site[];
}
const OPERATIONS: Op[] = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method,
    operation: item[method] as Operation,
    sites: item['x-served-by'],
  })),
);

/**
 * Routes behind a per-address limit of the identity service (or one that writes the demo
 * accounts' data): their fuzzed bodies always miss a required field or carry it with the wrong
 * type, which the service refuses before counting (see the top of the file).
 */
const COUNTED = new Set([
  'login',
  'validateMfa',
  'sendMfa',
  'signUp',
  'recoverPassword',
  'restorePassword',
  'addCampaignParticipant',
]);

// ————— values —————

/** Text no field may hold, and text that breaks parsers or limits. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '🙂',
  'ｙｏｇａ',
  '\u202Eevil',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  'x'.repeat(20_000),
];
/** Raw query-string values (already encoded), including malformed and invalid UTF-8 escapes. */
const RAW_QUERY_VALUES = ['%00', '%ED%A0%80', '%', '%zz', '%C0%AF', '..%2F..%2F', 'a'.repeat(3000)];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern, 'u'))
        .map((text) => text.slice(0, max))
        .filter((text) => text.length >= min);
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): plain text of the right length.
    }
  }
  if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= max);
  return fc.string({ minLength: min, maxLength: Math.min(max, 40) });
}

/** Values of a JSON schema (mostly valid; the rules across fields, `if`/`then`, are not kept). */
function arbitrary(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(input);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitrary(choice, depth)));
  if (schema.allOf && !schema.type && !schema.properties) return arbitrary(schema.allOf[0]!, depth);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitrary({ ...schema, type } as Schema, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbitrary(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
    case undefined: {
      if (!schema.properties) return depth > 3 ? fc.constant({}) : fc.object({ maxDepth: 1 });
      const model = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, arbitrary(value, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A body the contract refuses for sure: a required field missing or of the wrong type. */
function brokenBody(schema: Schema): fc.Arbitrary<unknown> {
  const resolved = deref(schema);
  const required = resolved.required ?? [];
  if (required.length === 0) return fc.constant(null);
  return fc
    .tuple(arbitrary(resolved), fc.constantFrom(...required), fc.boolean())
    .map(([body, key, drop]) => {
      const copy = { ...(body as Record<string, unknown>) };
      if (drop) delete copy[key];
      else {
        const type = deref(resolved.properties?.[key] ?? {}).type;
        const types = Array.isArray(type) ? type : [type];
        // A value of a type the field does not take.
        copy[key] = types.includes('string') ? 1234 : types.includes('object') ? 'x' : [];
      }
      return copy;
    });
}

/** Any body: valid per the schema, one field hostile, or not the schema's shape at all. */
function anyBody(schema: Schema): fc.Arbitrary<unknown> {
  const resolved = deref(schema);
  const keys = Object.keys(resolved.properties ?? {});
  return fc.oneof(
    arbitrary(resolved),
    keys.length === 0
      ? fc.anything({ maxDepth: 2 })
      : fc
          .tuple(arbitrary(resolved), fc.constantFrom(...keys), hostileValue)
          .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
    brokenBody(resolved),
    fc.anything({ maxDepth: 2 }),
  );
}

// ————— requests —————

interface Case {
  query: string;
  /** The raw body and its content type (undefined: no header). */
  body?: string;
  contentType?: string;
  foreignOrigin: boolean;
}

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return fc.constant('');
  return fc
    .tuple(
      ...query.map((parameter) =>
        fc.oneof(
          arbitrary(parameter.schema).map(
            (value) =>
              `${parameter.name}=${new URLSearchParams({ v: String(value) }).toString().slice(2)}`,
          ),
          fc.constantFrom(...RAW_QUERY_VALUES).map((raw) => `${parameter.name}=${raw}`),
          fc
            .constantFrom(...HOSTILE_TEXT)
            .map(
              (text) => `${parameter.name}=${new URLSearchParams({ v: text }).toString().slice(2)}`,
            ),
          fc.constant(''),
        ),
      ),
    )
    .map((pairs) => pairs.filter(Boolean).join('&'));
}

function caseArbitrary(op: Op): fc.Arbitrary<Case> {
  const query = queryArbitrary(op.operation.parameters ?? []);
  const content = op.operation.requestBody?.content;
  if (!content || op.method === 'get') {
    return fc.record({ query, foreignOrigin: fc.constant(false) });
  }
  const json = content['application/json']?.schema;
  const counted = COUNTED.has(op.operation.operationId);
  if (op.operation.operationId === 'receiveCspReport') {
    // Only types the endpoint refuses before its per-client count (see the top of the file).
    return fc.record({
      query,
      foreignOrigin: fc.boolean(),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
      body: anyBody({}).map((value) => JSON.stringify(value) ?? ''),
    });
  }
  const bodies: fc.Arbitrary<{ body?: string; contentType?: string }>[] = [
    (counted ? brokenBody(json ?? {}) : anyBody(json ?? {})).map((value) => ({
      body: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    })),
    // Not JSON, or not the declared type, or too big.
    fc.constantFrom(
      { body: '{"document":', contentType: 'application/json' },
      { body: '\u0000', contentType: 'application/json' },
      { body: '[]', contentType: 'application/json' },
      { body: JSON.stringify({ x: 'y'.repeat(17 * 1024) }), contentType: 'application/json' },
      { body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
      { body: '<x/>', contentType: 'application/xml' },
      { body: '', contentType: undefined },
    ),
  ];
  // A foreign Origin in one case out of five: refused (403) before anything else is read.
  return fc
    .record({ query, foreignOrigin: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) })
    .chain((base) => fc.oneof(...bodies).map((body) => ({ ...base, ...body })));
}

// ————— answers —————

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const mediaType = (value: string | undefined) => value?.split(';')[0]!.trim().toLowerCase();

/** What is wrong with an answer to `op` (nothing: an empty list). */
function offContract(op: Op, method: string, answerGot: Answer): string[] {
  const problems: string[] = [];
  const { status, headers, body } = answerGot;
  if (status >= 500) problems.push(`a ${status}`);
  const declared = op.operation.responses[String(status)];
  const type = mediaType(headers['content-type']);
  if (!declared) {
    // 431 (site.yaml: every route): Node refuses a request line and headers over 16 KiB.
    if (status === 431) {
      if (body !== '') problems.push(`431 with a body: ${body.slice(0, 200)}`);
      return problems;
    }
    if (status !== 405) {
      problems.push(`status ${status} is not declared`);
      return problems;
    }
    // 405 (site.yaml: every route): `Allow`, and an ErrorBody when there is a body.
    if (!headers.allow) problems.push('405 without Allow');
    if (body !== '') {
      if (type !== 'application/json') problems.push(`405 as ${type}`);
      else if (!errorBody(safeJson(body))) problems.push(`405 body ${body.slice(0, 200)}`);
    }
    return problems;
  }
  const response = deref(declared);
  const types = Object.keys(response.content ?? {});
  if (types.length === 0 || method === 'HEAD') {
    if (method !== 'HEAD' && body !== '')
      problems.push(`a body where none is declared: ${body.slice(0, 200)}`);
    return problems;
  }
  if (!type || !types.includes(type)) {
    problems.push(`content type ${type} is not one of ${types.join(', ')}`);
    return problems;
  }
  if (type === 'application/json') {
    const validate = answer(op.path, op.method, status);
    const value = safeJson(body);
    if (validate && !validate(value)) {
      problems.push(
        `body does not match the schema: ${JSON.stringify(validate.errors?.slice(0, 3))} — ${body.slice(0, 300)}`,
      );
    }
  }
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('not JSON');
  }
}

async function send(
  request: APIRequestContext,
  site: Site,
  op: Op,
  sample: Case,
  cookie?: string,
): Promise<Answer> {
  const origin = SITES[site];
  const url = `${origin}${op.path}${sample.query ? `?${sample.query}` : ''}`;
  const headers: Record<string, string> = {};
  if (op.method !== 'get') headers.origin = sample.foreignOrigin ? 'https://evil.example' : origin;
  if (sample.contentType) headers['content-type'] = sample.contentType;
  if (cookie) headers.cookie = cookie;
  const response = await request.fetch(url, {
    method: op.method.toUpperCase(),
    headers,
    ...(sample.body !== undefined && sample.body !== '' ? { data: sample.body } : {}),
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** One HTTP/1.1 request written on a socket, exactly as given (methods no client would send). */
function rawRequest(site: Site, method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(SITES[site]);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${method} ${path}: no answer`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
    );
  });
}

/** Runs `check` on RUNS cases of `op` with the run's seed; a failure names the seed and the case. */
async function fuzz(op: Op, site: Site, check: (sample: Case) => Promise<string[]>) {
  await fc.assert(
    fc.asyncProperty(caseArbitrary(op), async (sample) => {
      const problems = await check(sample);
      expect(
        problems,
        `${op.method.toUpperCase()} ${SITES[site]}${op.path} ${JSON.stringify(sample).slice(0, 400)}`,
      ).toEqual([]);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
}

// ————— tests —————

test.beforeAll(() => {
  console.log(
    `site-contract-fuzz: seed ${SEED}, ${RUNS} cases per operation (FUZZ_SEED=${SEED} to replay)`,
  );
});
test.beforeEach(() => {
  test.info().annotations.push({ type: 'fuzz-seed', description: String(SEED) });
  // Hundreds of requests through Next on a shared 2-core runner (~25 s for the portal's 340 at the
  // default 20 cases): room for a loaded machine, and for FUZZ_RUNS above the default.
  test.setTimeout(Math.max(120_000, RUNS * 6_000));
});

for (const site of Object.keys(SITES) as Site[]) {
  test(`the ${site}: every served operation answers generated requests as site.yaml says (signed out)`, async ({
    request,
  }) => {
    let cases = 0;
    for (const op of OPERATIONS.filter((candidate) => candidate.sites.includes(site))) {
      await fuzz(op, site, async (sample) => {
        cases += 1;
        const got = await send(request, site, op, sample);
        const problems = offContract(op, op.method.toUpperCase(), got);
        // Signed out, a route that needs a session answers 401 (or refuses the request first).
        const needsSession = op.operation.security?.every((entry) => 'sessionCookie' in entry);
        if (needsSession && got.status === 200) problems.push('200 without a session');
        return problems;
      });
    }
    test.info().annotations.push({ type: 'fuzz-cases', description: String(cases) });
    console.log(`site-contract-fuzz: the ${site}, ${cases} generated requests (seed ${SEED})`);
  });

  test(`the ${site}: a route it does not serve is 404, not an answer of another site`, async ({
    request,
  }) => {
    for (const op of OPERATIONS.filter((candidate) => !candidate.sites.includes(site))) {
      const response = await request.fetch(`${SITES[site]}${op.path}`, {
        method: op.method.toUpperCase(),
        headers: { origin: SITES[site], 'content-type': 'application/json' },
        ...(op.method === 'get' ? {} : { data: '{}' }),
        maxRedirects: 0,
      });
      expect(response.status(), `${op.method.toUpperCase()} ${op.path}`).toBe(404);
    }
  });
}

test('the portal: the routes that need a session answer as site.yaml says, signed in', async ({
  request,
}) => {
  // One session of a demo account without a code step, from the route itself (no form).
  const login = await request.post(`${SITES.portal}/api/auth/login`, {
    headers: { origin: SITES.portal },
    data: {
      documentType: 'DNI',
      document: DEMO.noCode.dni,
      password: DEMO_PASSWORD,
      device: 'e2e-fuzz',
      channel: 'mail',
    },
  });
  expect(login.status()).toBe(200);
  const setCookie = login.headers()['set-cookie'] ?? '';
  const cookie = setCookie.split(';')[0]!;
  expect(cookie).toMatch(/^vs_session=/);
  // Reads only, and saves the contract refuses before any call: nothing of the account changes.
  const signedIn = OPERATIONS.filter(
    (op) =>
      op.sites.includes('portal') &&
      op.operation.security?.some((entry) => 'sessionCookie' in entry) &&
      (op.method === 'get' || op.operation.operationId === 'updateRecordedClassProgress'),
  );
  for (const op of signedIn) {
    const broken =
      op.method === 'get'
        ? undefined
        : brokenBody(op.operation.requestBody!.content['application/json']!.schema);
    await fc.assert(
      fc.asyncProperty(
        queryArbitrary(op.operation.parameters ?? []),
        broken ?? fc.constant(undefined),
        async (query, body) => {
          const sample: Case = {
            query,
            foreignOrigin: false,
            ...(body === undefined
              ? {}
              : { body: JSON.stringify(body), contentType: 'application/json' }),
          };
          const got = await send(request, 'portal', op, sample, cookie);
          expect(
            offContract(op, op.method.toUpperCase(), got),
            `${op.method} ${op.path}?${query}`,
          ).toEqual([]);
          expect(got.status, `${op.path}: the session is read`).not.toBe(401);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }
  await request.post(`${SITES.portal}/api/auth/logout`, {
    headers: { origin: SITES.portal, cookie },
  });
});

/** Methods no route answers: forbidden by Fetch, WebDAV, unknown, lower-case, very long. */
const ODD_METHODS = [
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'M-SEARCH',
  'PURGE',
  'QUERY',
  'BREW',
  'get',
  'X'.repeat(300),
];

for (const site of Object.keys(SITES) as Site[]) {
  test(`the ${site}: TRACE and TRACK on a route handler and a page answer 405 with Allow, before Next`, async () => {
    for (const path of ['/api/auth/get-user', '/api/auth/login', '/api/csp-report', '/']) {
      for (const method of ['TRACE', 'TRACK']) {
        const got = await rawRequest(site, method, path);
        expect(got.status, `${method} ${path}`).toBeLessThan(500);
        if (method === 'TRACE') {
          expect(got.status, `${method} ${path}`).toBe(405);
          expect(got.headers.allow, `${method} ${path}`).toBe('GET, HEAD, OPTIONS, POST');
          expect(errorBody(safeJson(got.body)), got.body).toBe(true);
        }
      }
    }
  });

  test(`the ${site}: odd methods on every route are never a 5xx; a method the route lacks is 405 with Allow`, async () => {
    const served = [
      ...new Set(OPERATIONS.filter((op) => op.sites.includes(site)).map((op) => op.path)),
    ];
    for (const path of served) {
      const declared = METHODS.filter((method) => paths[path]![method]).map((m) => m.toUpperCase());
      const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !declared.includes(m));
      for (const method of [...ODD_METHODS, ...others]) {
        const got = await rawRequest(site, method, path);
        const where = `${method.slice(0, 20)} ${SITES[site]}${path}`;
        expect(got.status, where).toBeGreaterThan(0);
        expect(got.status, where).toBeLessThan(500);
        // Node refuses what is not an HTTP method at all (400) before any server code runs.
        if (got.status === 400) continue;
        expect(got.status, `${where} → ${got.status} ${got.body.slice(0, 200)}`).toBe(405);
        expect(got.headers.allow, where).toBeTruthy();
      }
    }
  });
}
