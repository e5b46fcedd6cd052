import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('the service', () => {
  const app = buildApp();
  afterAll(() => app.close());

  it.each(['/health', '/health/'])('answers %s with status ok', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 for an unknown path', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-existe' });
    expect(response.statusCode).toBe(404);
  });
});
