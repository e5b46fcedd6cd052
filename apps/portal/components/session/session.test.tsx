import { siteHttp } from '@vivasalud/api-client/testing';
import { useSession, type UserProfile } from '@vivasalud/auth/react';
import { USER_KEY } from '@vivasalud/auth/storage';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useChromeSession } from '@/components/session/snapshot';
import { ana, renderWithSession, setupAuthTestServer } from '@/test/auth';
import { setLocation } from '@/test/navigation';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { SessionProvider } from './runtime';
import { SessionIsland, useSessionRuntime } from './SessionIsland';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

const server = setupAuthTestServer(fingerprint.load);

/** get-user answering `user` (null: nobody), counting the calls. */
function signedIn(user: UserProfile | null) {
  const calls = vi.fn();
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      calls();
      return response(200).json({ isAuthenticated: user != null, user, token: null });
    }),
  );
  return calls;
}

const storedAna = { [USER_KEY]: JSON.stringify({ name: ana.name, isAuthenticated: true }) };

function Chrome() {
  const session = useChromeSession();
  return (
    <output data-testid="chrome">
      {session.known ? (session.user ? `hola:${session.user.name}` : 'visitante') : 'sin-saber'}
      {session.maybeSignedIn ? ':quizas' : ''}
    </output>
  );
}
const chrome = () => screen.getByTestId('chrome').textContent;

beforeEach(() => {
  setLocation('/clases-grabadas');
});

describe('the chrome before the session island loads (spec §4; issue #6, speed)', () => {
  it('knows nothing on the server and while hydrating', () => {
    expect(renderToString(<Chrome />)).toContain('sin-saber');
  });

  it('renders no island on the server: the session code is not part of the HTML', () => {
    const html = renderToString(<SessionIsland>{() => <p>isla</p>}</SessionIsland>);
    expect(html).toBe('');
  });

  it('takes a stored user record as "maybe signed in" until the session answers', async () => {
    signedIn(null);
    await renderWithSession(<Chrome />, { local: storedAna });
    expect(chrome()).toBe('sin-saber:quizas');
    await waitFor(() => expect(chrome()).toBe('visitante'));
  });

  it('does not take the record a logout leaves (the device id only) as a hint', async () => {
    signedIn(null);
    await renderWithSession(<Chrome />, {
      local: { [USER_KEY]: JSON.stringify({ deviceId: 'dispositivo-1' }) },
    });
    expect(chrome()).toBe('sin-saber');
    await waitFor(() => expect(chrome()).toBe('visitante'));
  });

  it('publishes the signed-in person once the island loaded and the check answered', async () => {
    const calls = signedIn(ana);
    await renderWithSession(<Chrome />);
    expect(chrome()).toBe('sin-saber');
    await waitFor(() => expect(chrome()).toBe(`hola:${ana.name}:quizas`));
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('one runtime per page', () => {
  function Probe({ id }: { id: string }) {
    const { user, loading } = useSession();
    return <p data-testid={id}>{loading ? 'cargando' : (user?.name ?? 'nadie')}</p>;
  }

  it('the account pages’ provider and the islands share it: one session check', async () => {
    const calls = signedIn(ana);
    await renderWithSession(
      <>
        <SessionProvider>
          <Probe id="pagina" />
        </SessionProvider>
        <SessionIsland>{() => <Probe id="isla" />}</SessionIsland>
        <Chrome />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('pagina').textContent).toBe(ana.name));
    await waitFor(() => expect(screen.getByTestId('isla').textContent).toBe(ana.name));
    await waitFor(() => expect(chrome()).toBe(`hola:${ana.name}:quizas`));
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('an island rendered after the load gets the loaded runtime at once', async () => {
    signedIn(null);
    function Late() {
      return useSessionRuntime() ? <p>cargado</p> : <p>esperando</p>;
    }
    const view = await renderWithSession(<Chrome />);
    await waitFor(() => expect(chrome()).toBe('visitante'));
    view.rerender(
      <>
        <Chrome />
        <Late />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText('cargado')).toBeTruthy();
  });
});

describe('SiteHeader with the session island', () => {
  it('shows "Inicia sesión", then greets the signed-in person, and logs out', async () => {
    signedIn({ ...ana, membership: 'pro' });
    let loggedOut = 0;
    server.use(
      siteHttp.post('/api/auth/logout', ({ response }) => {
        loggedOut += 1;
        return response(204).empty();
      }),
    );
    const { user } = await renderWithSession(<SiteHeader />, { local: storedAna });
    const header = screen.getByRole('banner');
    // Before the island: the visitor's header (what the cached HTML has).
    expect(within(header).getAllByRole('link', { name: 'Inicia sesión' }).length).toBeGreaterThan(
      0,
    );

    const greeting = await within(header).findByRole('button', { name: /Hola, Ana/ });
    expect(within(header).getByRole('img', { name: 'Miembro Pro' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Inicia sesión' })).toBeNull();

    await user.click(greeting);
    await user.click(within(header).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(loggedOut).toBe(1));
    await waitFor(() =>
      expect(within(header).getAllByRole('link', { name: 'Inicia sesión' }).length).toBeGreaterThan(
        0,
      ),
    );
  });
});
