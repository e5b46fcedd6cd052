// @vitest-environment node
/**
 * The session runtime on the server (jotai's rule for SSR: a store per request, never one at
 * module level). The module lives as long as the server process and renders every person's
 * requests: what one request's runtime holds must not be there for the next one.
 */
import { useSession } from '@vivasalud/auth/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider, sessionRuntime } from './runtime';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const navigate = () => {};

function Status() {
  const { status, user } = useSession();
  return <p>{`${status}:${user?.name ?? 'nadie'}`}</p>;
}

describe('the session runtime on the server', () => {
  it('is a new runtime, with its own jotai store, for each provider mount', () => {
    expect(typeof window).toBe('undefined');
    const first = sessionRuntime(navigate);
    const second = sessionRuntime(navigate);
    expect(second).not.toBe(first);
    expect(second.store).not.toBe(first.store);
  });

  it("keeps what one request's runtime holds away from the next request", async () => {
    const first = sessionRuntime(navigate);
    await first.dispatch({ type: 'PATH_TO_GO_SET', path: '/clases-grabadas' });
    expect(first.getState().pathToGo).toBe('/clases-grabadas');

    expect(sessionRuntime(navigate).getState().pathToGo).toBeNull();
  });

  it('renders the provider for each request from a fresh session', () => {
    const html = () =>
      renderToString(
        <SessionProvider>
          <Status />
        </SessionProvider>,
      );
    expect(html()).toBe('<p>unauthenticated:nadie</p>');
    expect(html()).toBe('<p>unauthenticated:nadie</p>');
  });
});
