import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../tests/support';

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

  it('serves the demo images', async () => {
    const image = await service.app.inject({ method: 'GET', url: '/media/clase-yoga.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});
