import { describe, expect, it } from 'vitest';
import {
  clientWindowKey,
  CSP_REPORT_LIMITS,
  CSP_REPORT_PATH,
  createCspReportHandler,
  type CspReportOptions,
} from './cspReport';

const SITE = 'https://www.vivasalud.pe';
/** What a report may carry that must never reach the log. */
const SECRETS = ['SECRETO', 'token=', 'abc123', '12345678', 'Juan', 'Mozilla', '?', '#'];

/** A handler whose log, clock and client are the test's. */
function setup(options: Partial<CspReportOptions> = {}) {
  const lines: string[] = [];
  let time = 0;
  const handler = createCspReportHandler({
    app: 'portal',
    clientKey: (request) => request.headers.get('x-client') ?? undefined,
    log: (line) => lines.push(line),
    now: () => time,
    // Never drawn for the sample past the total, unless a test says otherwise.
    random: () => 0.99,
    ...options,
  });
  return {
    lines,
    handler,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function post(
  body: BodyInit | null,
  type: string | null = 'application/csp-report',
  headers: Record<string, string> = {},
): Request {
  return new Request(`${SITE}${CSP_REPORT_PATH}`, {
    method: 'POST',
    body,
    headers: { ...(type ? { 'content-type': type } : {}), 'x-client': '10.0.0.1', ...headers },
  });
}

/** A `report-uri` report as Chromium and Firefox send it. */
function reportUri(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    'csp-report': {
      'document-uri': `${SITE}/auth/restablecer-contrasena?key=SECRETO#token=abc123`,
      referrer: `${SITE}/auth/login?documento=12345678`,
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; report-uri /api/csp-report",
      disposition: 'enforce',
      'blocked-uri': 'https://evil.example/steal?token=abc123&dni=12345678',
      'status-code': 200,
      'script-sample': 'alert("Juan 12345678")',
      ...overrides,
    },
  });
}

/** A Reporting API batch (`report-to`) of `bodies`. */
function reportingApi(...bodies: Record<string, unknown>[]): string {
  return JSON.stringify(
    bodies.map((body) => ({
      type: 'csp-violation',
      age: 10,
      url: `${SITE}/pilares?utm=SECRETO`,
      user_agent: 'Mozilla/5.0 (Juan)',
      body: {
        documentURL: `${SITE}/pilares?utm=SECRETO`,
        referrer: '',
        blockedURL: 'inline',
        effectiveDirective: 'script-src-elem',
        originalPolicy: "default-src 'self'",
        sourceFile: `${SITE}/pilares?token=abc123`,
        sample: 'Juan 12345678',
        disposition: 'enforce',
        statusCode: 200,
        lineNumber: 3,
        columnNumber: 7,
        ...body,
      },
    })),
  );
}

/** The JSON part of each logged line. */
const logged = (lines: string[]) =>
  lines.map((line) => {
    expect(line).toMatch(/^\[portal\] csp-violation \{.*\}$/);
    expect(line).not.toMatch(/[\n\r]/);
    return JSON.parse(line.slice('[portal] csp-violation '.length)) as unknown;
  });

function expectNoSecrets(lines: string[]) {
  for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
}

describe('the CSP report endpoint: what it accepts', () => {
  it.each([
    ['report-uri', 'application/csp-report', reportUri()],
    ['report-uri with a charset', 'application/csp-report; charset=utf-8', reportUri()],
    [
      'the Reporting API',
      'application/reports+json',
      reportingApi({ blockedURL: 'https://evil.example/steal?token=abc123' }),
    ],
  ])('%s: 204, no body, one line', async (_, type, body) => {
    const { handler, lines } = setup();
    const response = await handler(post(body, type));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines).toHaveLength(1);
    expectNoSecrets(lines);
  });

  it.each([
    ['JSON', 'application/json', reportUri()],
    ['a form', 'application/x-www-form-urlencoded', 'a=1'],
    ['text', 'text/plain', reportUri()],
    ['no content type', null, reportUri()],
  ])('refuses %s with 415, unread and unlogged', async (_, type, body) => {
    const { handler, lines } = setup();
    expect((await handler(post(body, type))).status).toBe(415);
    expect(lines).toEqual([]);
  });

  it.each([
    ['malformed JSON', 'application/csp-report', '{"csp-report":'],
    ['no csp-report object', 'application/csp-report', '{"report":{}}'],
    ['an array for report-uri', 'application/csp-report', '[]'],
    ['an empty body', 'application/csp-report', ''],
    ['an object for the Reporting API', 'application/reports+json', reportUri()],
    ['a report that is not an object', 'application/reports+json', '[1]'],
    ['a violation without a body', 'application/reports+json', '[{"type":"csp-violation"}]'],
    ['invalid UTF-8', 'application/csp-report', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('refuses %s with 400', async (_, type, body) => {
    const { handler, lines } = setup();
    expect((await handler(post(body, type))).status).toBe(400);
    expect(lines).toEqual([]);
  });

  it('answers 204 for a batch of other report types, logging nothing', async () => {
    const { handler, lines } = setup();
    const body = JSON.stringify([{ type: 'deprecation', url: `${SITE}/`, body: { id: 'x' } }]);
    expect((await handler(post(body, 'application/reports+json'))).status).toBe(204);
    expect(lines).toEqual([]);
  });
});

describe('the CSP report endpoint: size cap', () => {
  const limit = CSP_REPORT_LIMITS.maxBytes;
  const padded = (size: number) => {
    const base = reportUri({ 'script-sample': '' });
    return base.replace(
      '"script-sample":""',
      `"script-sample":"${'x'.repeat(size - base.length)}"`,
    );
  };

  it('reads 16 KiB at most', () => {
    expect(limit).toBe(16 * 1024);
  });

  it('accepts a body of exactly the limit', async () => {
    const { handler } = setup();
    const body = padded(limit);
    expect(new TextEncoder().encode(body).byteLength).toBe(limit);
    expect((await handler(post(body))).status).toBe(204);
  });

  it('refuses a declared length over the limit with 413, before reading', async () => {
    const { handler, lines } = setup();
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${SITE}${CSP_REPORT_PATH}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/csp-report', 'content-length': String(limit + 1) },
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(413);
    expect(pulled).toBe(false);
    expect(lines).toEqual([]);
  });

  it('refuses a streamed body that grows over the limit with 413, and stops reading it', async () => {
    const { handler, lines } = setup();
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1;
        // An endless body: the handler must give up after the limit.
        controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
      },
    });
    const request = new Request(`${SITE}${CSP_REPORT_PATH}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/csp-report' },
      duplex: 'half',
    } as RequestInit);
    expect((await handler(request)).status).toBe(413);
    expect(chunks).toBeLessThanOrEqual(limit / 4096 + 2);
    expect(lines).toEqual([]);
  });

  it('refuses a body one byte over the limit with 413', async () => {
    const { handler } = setup();
    expect((await handler(post(padded(limit + 1)))).status).toBe(413);
  });
});

describe('the CSP report endpoint: rate limits', () => {
  const limits = { perClient: 3, total: 5, windowMs: 60_000 };

  it('refuses a client over its window with 429, others still pass', async () => {
    const { handler, lines } = setup({ limits });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push(
        (await handler(post(reportUri({ 'blocked-uri': `https://cdn${index}.example/` })))).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(lines).toHaveLength(3);
    const other = await handler(post(reportUri(), undefined, { 'x-client': '10.0.0.2' }));
    expect(other.status).toBe(204);
  });

  it('gives 429 a Retry-After of the window', async () => {
    const { handler } = setup({ limits: { ...limits, perClient: 0 } });
    const response = await handler(post(reportUri()));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('takes all clients together in full up to the total, then a sample: the log stays bounded', async () => {
    const { handler, lines } = setup({ limits });
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      const request = post(reportUri(), undefined, { 'x-client': `10.9.9.${index}` });
      statuses.push((await handler(request)).status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(lines).toHaveLength(5);
  });

  it('past the total, samples the rest: a flood cannot silence another client’s report (issue #26)', async () => {
    const draws = [0.5, 0.1, 0.5, 0.1, 0.1];
    const { handler, lines } = setup({
      limits: { ...limits, sampleRate: 0.2, sampledMax: 2 },
      random: () => draws.shift() ?? 0.99,
    });
    // Many addresses fill the total.
    for (let index = 0; index < 5; index += 1) {
      const flood = post(
        reportUri({ 'blocked-uri': `https://flood${index}.example/` }),
        undefined,
        {
          'x-client': `10.9.9.${index}`,
        },
      );
      expect((await handler(flood)).status).toBe(204);
    }
    // Another visitor's reports: taken when drawn (0.1 < 0.2), up to the sample's ceiling.
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const report = post(reportUri({ 'blocked-uri': `https://cdn${index}.example/` }), undefined, {
        'x-client': `10.1.1.${index}`,
      });
      statuses.push((await handler(report)).status);
    }
    expect(statuses).toEqual([429, 204, 429, 204, 429]);
    expect(lines.filter((line) => line.includes('cdn'))).toHaveLength(2);
    // A client over its own window is never drawn.
    const { handler: capped } = setup({
      limits: { ...limits, perClient: 1, sampleRate: 1 },
      random: () => 0,
    });
    expect((await capped(post(reportUri()))).status).toBe(204);
    expect((await capped(post(reportUri()))).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, an IPv4-mapped one by its IPv4 address', async () => {
    const { handler } = setup({ limits: { ...limits, total: 100 } });
    const send = async (client: string) =>
      (await handler(post(reportUri(), undefined, { 'x-client': client }))).status;
    const statuses = [];
    for (const client of [
      '2800:200:e840:1a2b::1',
      '2800:200:e840:1a2b::2',
      '2800:200:e840:1a2b:0:0:ffff:1',
      '2800:0200:e840:1a2b:abcd:ef01:2345:6789',
    ]) {
      statuses.push(await send(client));
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await send('2800:200:e840:1a2c::1')).toBe(204);
    for (let index = 0; index < 3; index += 1) await send('10.7.7.7');
    expect(await send('::ffff:10.7.7.7')).toBe(429);
  });

  it('puts clients without a key in one shared bucket', async () => {
    const { handler } = setup({ limits, clientKey: () => undefined });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push(
        (await handler(post(reportUri(), undefined, { 'x-client': `${index}` }))).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('starts over when the window has passed', async () => {
    const { handler, advance } = setup({ limits: { ...limits, perClient: 1 } });
    expect((await handler(post(reportUri()))).status).toBe(204);
    expect((await handler(post(reportUri()))).status).toBe(429);
    advance(59_999);
    expect((await handler(post(reportUri()))).status).toBe(429);
    advance(1);
    expect((await handler(post(reportUri()))).status).toBe(204);
  });

  it('counts a refused type against no window', async () => {
    const { handler } = setup({ limits: { ...limits, perClient: 1 } });
    for (let index = 0; index < 3; index += 1) {
      expect((await handler(post(reportUri(), 'text/plain'))).status).toBe(415);
    }
    expect((await handler(post(reportUri()))).status).toBe(204);
  });
});

describe('the CSP report endpoint: one line per violation, redacted', () => {
  it('logs a report-uri violation once: directive, blocked origin, path, disposition', async () => {
    const { handler, lines } = setup();
    await handler(post(reportUri()));
    expect(logged(lines)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        page: '/auth/restablecer-contrasena',
        disposition: 'enforce',
      },
    ]);
    expectNoSecrets(lines);
  });

  it('logs the same violation once, whichever format or how often one client sends it', async () => {
    const { handler, lines } = setup();
    const blocked = 'https://evil.example/x.js?token=abc123';
    const document = `${SITE}/pilares?utm=SECRETO`;
    await handler(post(reportUri({ 'blocked-uri': blocked, 'document-uri': document })));
    await handler(post(reportUri({ 'blocked-uri': blocked, 'document-uri': document })));
    await handler(
      post(
        reportingApi({ blockedURL: blocked }, { blockedURL: blocked }),
        'application/reports+json',
      ),
    );
    expect(logged(lines)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        page: '/pilares',
        disposition: 'enforce',
      },
    ]);
    // Another visitor who meets it is another line: an injection seen by many shows as many.
    await handler(
      post(reportUri({ 'blocked-uri': blocked, 'document-uri': document }), undefined, {
        'x-client': '10.0.0.7',
      }),
    );
    expect(lines).toHaveLength(2);
  });

  it('logs each distinct violation of a batch, up to the cap of one request', async () => {
    const { handler, lines } = setup({ limits: { maxViolations: 3 } });
    const batch = reportingApi(
      ...['a', 'b', 'c', 'd', 'e'].map((host) => ({ blockedURL: `https://${host}.example/` })),
    );
    expect((await handler(post(batch, 'application/reports+json'))).status).toBe(204);
    expect(logged(lines).map((entry) => (entry as { blocked: string }).blocked)).toEqual([
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ]);
  });

  it.each([
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['wasm-eval', 'wasm-eval'],
    ['data:image/png;base64,SECRETO', 'data:'],
    ['blob:https://www.vivasalud.pe/1b2c', 'https://www.vivasalud.pe'],
    ['https://user:SECRETO@evil.example:8443/a?b#c', 'https://evil.example:8443'],
    ['wss://socket.evil.example/?token=abc123', 'wss://socket.evil.example'],
    ['about:blank', 'about:'],
    ['', 'none'],
    ['no es una URL SECRETO', 'other'],
    [42, 'none'],
  ])('logs the blocked %j as %j', async (blocked, expected) => {
    const { handler, lines } = setup();
    await handler(post(reportUri({ 'blocked-uri': blocked })));
    expect((logged(lines)[0] as { blocked: string }).blocked).toBe(expected);
    expectNoSecrets(lines);
  });

  it.each([
    [`${SITE}/clases-en-vivo/yoga?categoria=SECRETO#abc123`, '/clases-en-vivo/yoga'],
    [`${SITE}/`, '/'],
    ['javascript:alert("SECRETO")', 'unknown'],
    ['no es una URL', 'unknown'],
    [null, 'unknown'],
    [`${SITE}/${'a'.repeat(300)}`, `/${'a'.repeat(199)}…`],
  ])('logs the document %j as the path %j', async (document, expected) => {
    const { handler, lines } = setup();
    await handler(post(reportUri({ 'document-uri': document })));
    expect((logged(lines)[0] as { page: string }).page).toBe(expected);
    expectNoSecrets(lines);
  });

  it.each([
    [{ 'effective-directive': 'img-src' }, 'img-src'],
    [
      { 'effective-directive': undefined, 'violated-directive': "script-src 'self' 'nonce-x'" },
      'script-src',
    ],
    [
      { 'effective-directive': 'script-src\n[portal] falso', 'violated-directive': undefined },
      'script-src',
    ],
    [{ 'effective-directive': '<script>', 'violated-directive': 42 }, 'unknown'],
  ])('logs the directive of %j as %j, on one line', async (fields, expected) => {
    const { handler, lines } = setup();
    await handler(post(reportUri(fields)));
    expect(lines).toHaveLength(1);
    expect((logged(lines)[0] as { directive: string }).directive).toBe(expected);
  });

  it('keeps a newline or a quote anywhere in a report inside its one line', async () => {
    const { handler, lines } = setup();
    await handler(post(reportUri({ 'document-uri': `${SITE}/a%0A"b\n[portal] falso` })));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
  });

  it('goes to console.warn by default', async () => {
    const warned: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      const handler = createCspReportHandler({ app: 'campaigns', clientKey: () => 'x' });
      await handler(post(reportUri()));
    } finally {
      console.warn = original;
    }
    expect(warned).toHaveLength(1);
    expect(String((warned[0] as unknown[])[0])).toMatch(/^\[campaigns\] csp-violation \{/);
  });
});

describe('clientWindowKey: who a per-client window counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:10.0.0.5', '10.0.0.5'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:0DB8:85A3:0001::1', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(clientWindowKey(address)).toBe(key);
  });
});
