import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createServerReads } from './server-reads';

function reads() {
  const lines: string[] = [];
  const renderOnRequest = vi.fn(async () => undefined);
  let requests = 0;
  const server = createServerReads({
    app: 'portal',
    contentApi: () => 'http://localhost:4000/content',
    revalidateSeconds: 300,
    // One value per "request": a new one each time `requests` moves on.
    perRequest: (make) => {
      let made: { request: number; value: ReturnType<typeof make> } | undefined;
      return () => {
        if (made?.request !== requests) made = { request: requests, value: make() };
        return made.value;
      };
    },
    renderOnRequest,
    log: (line) => lines.push(line),
  });
  return { server, lines, renderOnRequest, nextRequest: () => (requests += 1) };
}

afterEach(() => vi.unstubAllEnvs());

describe('readContent: one failure policy for every page read', () => {
  const notFound = new ApiError('UNKNOWN', 'No encontrado', { status: 404 });
  const failed = new ApiError('UNKNOWN', 'Falla', { status: 500 });
  const network = new ApiError('NETWORK_ERROR', 'Network Error');

  it.each<[string, () => Promise<{ data?: unknown }>, unknown]>([
    ['an answer is the data', async () => ({ data: { title: 'Hola' } }), { title: 'Hola' }],
    ['a 404 is null (the not-found screen)', () => Promise.reject(notFound), null],
  ])('%s', async (_, call, expected) => {
    const { server, lines } = reads();
    expect(await server.readContent('pages/x', call)).toEqual(expected);
    expect(lines).toEqual([]);
  });

  it.each<[string, () => Promise<{ data?: unknown }>]>([
    ['a 500', () => Promise.reject(failed)],
    ['a network failure', () => Promise.reject(network)],
    ['an empty answer', async () => ({})],
  ])('%s is thrown (the error boundary) and logged with the app', async (_, call) => {
    const { server, lines, renderOnRequest } = reads();
    await expect(server.readContent('pages/x', call)).rejects.toBeInstanceOf(Error);
    expect(lines).toEqual(['[portal] pages/x failed']);
    expect(renderOnRequest).not.toHaveBeenCalled();
  });

  it('during `next build`, a failure renders the route on request instead', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const { server, renderOnRequest } = reads();
    await expect(server.readContent('pages/x', () => Promise.reject(failed))).rejects.toBe(failed);
    expect(renderOnRequest).toHaveBeenCalledTimes(1);
  });
});

describe('orUndefined: for the optional parts of a page', () => {
  it('gives the data, or undefined (logged) on any failure', async () => {
    const { server, lines } = reads();
    expect(await server.orUndefined('footer/contact', Promise.resolve({ data: 1 }))).toBe(1);
    expect(
      await server.orUndefined('footer/contact', Promise.reject(new Error('caído'))),
    ).toBeUndefined();
    expect(lines).toEqual(['[portal] footer/contact failed']);
  });
});

describe('readQuery and the per-request QueryClient', () => {
  it('reads a factory once per request, and again in the next request', async () => {
    const { server, nextRequest } = reads();
    const queryFn = vi.fn(async () => ({ slug: 'yoga' }));
    const options = { queryKey: ['class', 'yoga'] as const, queryFn };

    expect(await server.readQuery('class yoga', options)).toEqual({ slug: 'yoga' });
    expect(await server.readQuery('class yoga', options)).toEqual({ slug: 'yoga' });
    expect(queryFn).toHaveBeenCalledTimes(1);

    nextRequest();
    expect(server.getQueryClient()).not.toBe(undefined);
    await server.readQuery('class yoga', options);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('a 404 of the fetcher is null, like readContent', async () => {
    const { server } = reads();
    const options = {
      queryKey: ['class', 'x'] as const,
      queryFn: () => Promise.reject(new ApiError('UNKNOWN', 'No', { status: 404 })),
    };
    expect(await server.readQuery('class x', options)).toBeNull();
  });
});
