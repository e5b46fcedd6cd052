import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createServerReads } from './server-reads';

class NotFoundScreen extends Error {}

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
    notFound: () => {
      throw new NotFoundScreen();
    },
    rethrow: (error) => {
      if (error instanceof NotFoundScreen) throw error;
    },
    log: (line) => lines.push(line),
  });
  return { server, lines, renderOnRequest, nextRequest: () => (requests += 1) };
}

afterEach(() => vi.unstubAllEnvs());

const notFound = new ApiError('UNKNOWN', 'No encontrado', { status: 404 });
const failed = new ApiError('UNKNOWN', 'Falla', { status: 500 });
const network = new ApiError('NETWORK_ERROR', 'Network Error');

const failures: [string, () => Promise<{ data?: unknown }>][] = [
  ['a 500', () => Promise.reject(failed)],
  ['a network failure', () => Promise.reject(network)],
  ['an empty answer', async () => ({})],
];

describe('readRequired: what the page cannot do without', () => {
  it('gives the answer', async () => {
    const { server, lines } = reads();
    expect(await server.readRequired('pages/x', async () => ({ data: { title: 'Hola' } }))).toEqual(
      { title: 'Hola' },
    );
    expect(lines).toEqual([]);
  });

  it('a 404 is the not-found screen, not logged', async () => {
    const { server, lines } = reads();
    await expect(
      server.readRequired('pages/x', () => Promise.reject(notFound)),
    ).rejects.toBeInstanceOf(NotFoundScreen);
    expect(lines).toEqual([]);
  });

  it('a 404 is what the caller says a missing answer means, when it says', async () => {
    const { server, lines } = reads();
    expect(
      await server.readRequired(
        'pages/x',
        () => Promise.reject(notFound),
        () => null,
      ),
    ).toBe(null);
    expect(lines).toEqual([]);
  });

  it.each(failures)(
    '%s is thrown (the error boundary) and logged with the app',
    async (_, call) => {
      const { server, lines, renderOnRequest } = reads();
      await expect(server.readRequired('pages/x', call, () => null)).rejects.toBeInstanceOf(Error);
      await expect(server.readRequired('pages/x', call)).rejects.not.toBeInstanceOf(NotFoundScreen);
      expect(lines).toEqual(['[portal] pages/x failed', '[portal] pages/x failed']);
      expect(renderOnRequest).not.toHaveBeenCalled();
    },
  );

  it('during `next build`, a failure renders the route on request instead', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const { server, renderOnRequest } = reads();
    await expect(server.readRequired('pages/x', () => Promise.reject(failed))).rejects.toBe(failed);
    expect(renderOnRequest).toHaveBeenCalledTimes(1);
  });
});

describe('readOptional: a part the page can do without', () => {
  it('gives the answer', async () => {
    const { server, lines } = reads();
    expect(await server.readOptional('footer/contact', async () => ({ data: 1 }))).toBe(1);
    expect(lines).toEqual([]);
  });

  it('a 404 is null, not logged', async () => {
    const { server, lines } = reads();
    expect(await server.readOptional('footer/contact', () => Promise.reject(notFound))).toBe(null);
    expect(lines).toEqual([]);
  });

  it.each(failures)('%s is null, logged with the app', async (_, call) => {
    const { server, lines } = reads();
    expect(await server.readOptional('footer/contact', call)).toBe(null);
    expect(lines).toEqual(['[portal] footer/contact failed']);
  });

  it("rethrows the framework's own control flow (render on request at build)", async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const { server } = reads();
    const asked = new NotFoundScreen();
    await expect(server.readOptional('footer/contact', () => Promise.reject(asked))).rejects.toBe(
      asked,
    );
  });
});

describe('a queryOptions factory read through the per-request QueryClient', () => {
  it('is read once per request, and again in the next request', async () => {
    const { server, nextRequest } = reads();
    const queryFn = vi.fn(async () => ({ slug: 'yoga' }));
    const options = { queryKey: ['class', 'yoga'] as const, queryFn };

    expect(await server.readRequired('class yoga', options)).toEqual({ slug: 'yoga' });
    expect(await server.readOptional('class yoga', options)).toEqual({ slug: 'yoga' });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(server.getQueryClient().getQueryData(['class', 'yoga'])).toEqual({ slug: 'yoga' });

    nextRequest();
    expect(server.getQueryClient().getQueryData(['class', 'yoga'])).toBeUndefined();
    await server.readRequired('class yoga', options);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('a 404 of the fetcher follows the verb', async () => {
    const { server } = reads();
    const options = {
      queryKey: ['class', 'x'] as const,
      queryFn: () => Promise.reject(notFound),
    };
    await expect(server.readRequired('class x', options)).rejects.toBeInstanceOf(NotFoundScreen);
    expect(await server.readOptional('class x', options)).toBeNull();
  });
});

describe('contentClient: answers cached by Next under their API path (issue #34)', () => {
  it('each call is fetched with `revalidate` and the tags `content` and `content:<path>`', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_request: Request, init: RequestInit) => {
      seen.push(init);
      return Response.json({ slug: 'hero' });
    });
    const { server } = reads();
    await server.contentClient().GET('/pages/{slug}/', { params: { path: { slug: 'hero' } } });
    expect(seen).toEqual([{ next: { revalidate: 300, tags: ['content', 'content:/pages/hero'] } }]);
  });
});
