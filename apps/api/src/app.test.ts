import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../tests/support';
import { buildApp } from './app';
import { readConfig } from './config';

/** A Content-Security-Policy header as its directives. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the service', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.stop());

  it.each(['/health', '/health/'])('answers %s with status ok', async (url) => {
    const response = await service.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: true,
      code: 'NOT_FOUND',
      message: 'Recurso no encontrado',
    });
  });

  it('sends security headers and a strict CSP on API answers', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for the configured app origins', async () => {
    const allowed = await service.app.inject({
      method: 'OPTIONS',
      url: '/content/pages/hero/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await service.app.inject({
      method: 'OPTIONS',
      url: '/content/pages/hero/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the API reference and the documents it reads', async () => {
    const redirect = await service.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 301, 302]).toContain(redirect.statusCode);
    const docs = await service.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/openapi/content.yaml');
    expect(docs.headers['content-type']).toContain('text/html');
    const yaml = await service.app.inject({ method: 'GET', url: '/openapi/content.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
  });

  it('serves the reference page under a CSP that forbids framing and foreign scripts', async () => {
    const docs = await service.app.inject({ method: 'GET', url: '/docs/' });
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    // Its own bundle and its one inline settings script, by hash: nothing inline beyond that.
    const inline = [...docs.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(docs.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/openapi/identity.yaml', '/docs/js/scalar.js']) {
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
    }
  });

  describe('in production', () => {
    const production = async (env: Record<string, string> = {}) => {
      const config = readConfig({
        VIVASALUD_ENV: 'production',
        PGLITE_DATA_DIR: 'memory',
        LOG_LEVEL: 'silent',
        ...env,
      });
      const app = await buildApp({
        config,
        database: service.database,
        // Production needs a way to send codes; this one sends nothing.
        identity: { deliveries: [{ channels: ['mail', 'sms'], send: async () => undefined }] },
      });
      await app.ready();
      return app;
    };
    const REFERENCE = ['/docs', '/docs/', '/docs/js/scalar.js', '/openapi/content.yaml'];

    it('does not serve the API reference unless asked for (API_REFERENCE=true)', async () => {
      const app = await production();
      try {
        for (const url of REFERENCE) {
          expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
        }
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('serves it, under its CSP, when API_REFERENCE=true', async () => {
      const app = await production({ API_REFERENCE: 'true' });
      try {
        const docs = await app.inject({ method: 'GET', url: '/docs/' });
        expect(docs.statusCode).toBe(200);
        expect(directives(docs.headers['content-security-policy'])['frame-ancestors']).toEqual([
          "'none'",
        ]);
      } finally {
        await app.close();
      }
    });
  });

  describe('CONTENT_FAULTS (development and test only)', () => {
    const VENTAJAS = '/content/home/ventajas/';

    it('answers a faulted path with the contract 500, and its neighbours as usual', async () => {
      const config = readConfig({
        VIVASALUD_ENV: 'test',
        PGLITE_DATA_DIR: 'memory',
        CONTENT_FAULTS: '/content/home/ventajas,/content/pages/mentors/',
      });
      const app = await buildApp({ config, database: service.database });
      try {
        for (const url of [
          VENTAJAS,
          '/content/home/ventajas',
          '/content/home/ventajas/?x=1',
          '/content/pages/mentors',
          '/content/pages/mentors/',
        ]) {
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBe(500);
          expect(response.json(), url).toEqual({
            error: true,
            code: 'INTERNAL_ERROR',
            message: 'Error interno del servidor.',
          });
        }
        for (const url of ['/content/home/pilares/', '/content/pages/hero/', '/health']) {
          expect((await app.inject({ url })).statusCode, url).toBe(200);
        }
      } finally {
        await app.close();
      }
    });

    it('is refused in production, by the settings and by the service', async () => {
      expect(() => readConfig({ VIVASALUD_ENV: 'production', CONTENT_FAULTS: VENTAJAS })).toThrow(
        /CONTENT_FAULTS .* production/,
      );
      const config = {
        ...readConfig({ VIVASALUD_ENV: 'production', PGLITE_DATA_DIR: 'memory' }),
        contentFaults: ['/content/home/ventajas'],
      };
      await expect(
        buildApp({
          config,
          database: service.database,
          identity: { deliveries: [{ channels: ['mail', 'sms'], send: async () => undefined }] },
        }),
      ).rejects.toThrow(/CONTENT_FAULTS .* production/);
    });
  });

  it('serves the demo images', async () => {
    const image = await service.app.inject({ method: 'GET', url: '/media/clase-yoga.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});
