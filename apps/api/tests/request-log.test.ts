/**
 * Issue #26, item 1: the service's log holds no personal data and no search. A request is logged
 * by its route template (`/identity/campaigns/:campaignPath/participants/verify`), never by its
 * URL: no query string, no path parameter, no body, no credential — in the request lines, the
 * 4xx answers, the malformed URLs and the development outbox's lines alike.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/identity/plugin';
import { createTestUser, identityTestApp } from '../src/identity/testing';
import { signIn, startService } from './support';

const [lucia, jorge] = DEMO_ACCOUNTS;
const SEARCH = 'dolor de espalda';
const lines: string[] = [];
let service: Awaited<ReturnType<typeof startService>>;

beforeAll(async () => {
  service = await startService({
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
  });
});
afterAll(() => service?.stop());

/** The log lines written while `run` ran, parsed. */
async function logOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const from = lines.length;
  await run();
  return lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The values of `secrets` that appear in `entries` (as written), with the line that holds each. */
/**
 * Whether a line holds a secret: a number only as a whole number (a response time such as
 * `95.15533700000015` holds the digits `70000001` without naming anyone), text as it is.
 */
function holds(line: string, secret: string): boolean {
  if (!/^\+?\d+$/.test(secret)) return line.includes(secret);
  const digits = secret.replace(/^\+/, '').replace(/^51(?=\d{9}$)/, '');
  return new RegExp(`(?<![\\d.])(?:\\+?51)?${digits}(?!\\d)`).test(line);
}

function leaks(entries: Record<string, unknown>[], secrets: string[]) {
  return entries.flatMap((entry) => {
    const line = JSON.stringify(entry);
    return secrets.filter((secret) => holds(line, secret)).map((secret) => ({ secret, line }));
  });
}

const PERSONAL = DEMO_ACCOUNTS.flatMap((account) => [
  account.documentNumber,
  account.email,
  account.phone,
]);

describe('the request log', () => {
  it('names the route template of a participation check, never its document number', async () => {
    const entries = await logOf(async () => {
      // The old check, with the document in the query (still asked by an outdated caller).
      await service.app.inject({
        method: 'GET',
        url: `/identity/campaigns/sorteo-audifonos/participants/verify?document_number=${lucia.documentNumber}`,
      });
      await service.app.inject({
        method: 'POST',
        url: '/identity/campaigns/sorteo-audifonos/participants/verify',
        payload: { document_number: lucia.documentNumber },
      });
    });
    expect(leaks(entries, [...PERSONAL, 'sorteo-audifonos'])).toEqual([]);
    const urls = entries.map((entry) => (entry.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/identity/campaigns/:campaignPath/participants/verify');
  });

  it('logs no search term, in a path or in a query', async () => {
    const term = encodeURIComponent(SEARCH);
    const entries = await logOf(async () => {
      await service.app.inject(`/content/Busqueda/etiquetaDataResultado/${term}/`);
      await service.app.inject(`/content/Busqueda/etiquetaIncrementarMasBuscado/${term}/`);
      await service.app.inject(`/content/wellness/recorded-classes/catalog/?search=${term}&page=x`);
    });
    expect(leaks(entries, [SEARCH, term, 'dolor'])).toEqual([]);
    const urls = entries.map((entry) => (entry.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/content/Busqueda/etiquetaDataResultado/:tag/');
  });

  it('logs no path that matches no route, nor a malformed one', async () => {
    const entries = await logOf(async () => {
      await service.app.inject(`/identity/personas/${lucia.documentNumber}?email=${lucia.email}`);
      await service.app.inject(`/content/%E0%A4%A/${lucia.documentNumber}?q=${lucia.phone}`);
    });
    expect(entries.length).toBeGreaterThan(0);
    expect(leaks(entries, PERSONAL)).toEqual([]);
  });

  it('logs no body, credential or contact of a sign-in, a refused sign-up or a code', async () => {
    let token = '';
    const entries = await logOf(async () => {
      // Jorge has the second step: his code goes through the development outbox (and its line).
      token = await signIn(service.app, jorge.documentNumber);
      await service.app.inject({
        url: '/identity/auth/get-user',
        headers: { authorization: `Bearer ${token}`, cookie: `vs_session=${token}` },
      });
      await service.app.inject({
        method: 'POST',
        url: '/identity/auth/login',
        payload: {
          documentType: 'DNI',
          document: lucia.documentNumber,
          password: 'Equivocada-2025',
          device: 'prueba-log',
          channel: 'mail',
        },
      });
      // A sign-up the contract refuses (400): its fields are not echoed in the log.
      await service.app.inject({
        method: 'POST',
        url: '/identity/auth/signup',
        payload: { document_number: lucia.documentNumber, email: lucia.email, phone: lucia.phone },
      });
    });
    expect(entries.some((entry) => String(entry.msg).startsWith('outbox:'))).toBe(true);
    expect(leaks(entries, [...PERSONAL, DEMO_PASSWORD, 'Equivocada-2025', token])).toEqual([]);
  });
});

describe('the outbox in production', () => {
  it("logs a failed delivery without the recipient a mail server's refusal quotes", async () => {
    const logged: string[] = [];
    const production = await identityTestApp(service.database, {
      environment: 'production',
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
      deliveries: [
        {
          channels: ['mail', 'sms'],
          send: async (message) => {
            throw new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`);
          },
        },
      ],
    });
    try {
      const user = await createTestUser(service.database.db, {
        documentNumber: '71234567',
        password: 'Rechazo-2026',
        mfa: true,
      });
      await production.inject({
        method: 'POST',
        url: '/identity/auth/login',
        payload: {
          documentType: 'DNI',
          document: user.documentNumber,
          password: 'Rechazo-2026',
          device: 'prueba-rechazo',
          channel: 'mail',
        },
      });
      const failed = logged.find((line) => line.includes('outbox: delivery failed'));
      expect(failed).toContain('Recipient address rejected');
      expect(failed).toContain('u7****@correo.pe');
      expect(logged.join('')).not.toContain(user.email);
      expect(logged.join('')).not.toContain(user.documentNumber);
    } finally {
      await production.close();
    }
  });
});
