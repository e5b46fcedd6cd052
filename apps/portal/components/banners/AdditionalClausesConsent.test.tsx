import { siteHttp } from '@vivasalud/api-client/testing';
import { useSession, type UserProfile } from '@vivasalud/auth/react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ana, deferred, renderWithAuth, setupAuthTestServer } from '@/test/auth';
import { AdditionalClausesConsent } from './AdditionalClausesConsent';
import { navigateTo, setLocation, usePathname } from '@/test/navigation';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

const server = setupAuthTestServer(fingerprint.load);

const TITLE = '¿Quieres recibir beneficios, promos y sorpresas hechas para ti?';
const banner = () => screen.queryByRole('region', { name: TITLE });
const checkbox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /usos adicionales/ });
const accept = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Aceptar' });

/** The banner on the mocked path, with the session's state beside it. */
function Page() {
  const { loading, user } = useSession();
  return (
    <>
      <output data-testid="session">
        {loading
          ? 'cargando'
          : user
            ? `clausulas:${String(user.isAdditionalClausesAccepted)}`
            : 'anonimo'}
      </output>
      <AdditionalClausesConsent pathname={usePathname()} />
    </>
  );
}

/** The start-up session check answers `user` (null: nobody signed in). */
function signedIn(user: UserProfile | null) {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: user != null, user, token: null }),
    ),
  );
}

/** Renders and waits for the start-up session check to end. */
async function renderPage() {
  const view = renderWithAuth(<Page />);
  await waitFor(() => expect(screen.getByTestId('session').textContent).not.toBe('cargando'));
  return view;
}

/** The acceptance route answering `status`; records how many calls it got. */
function acceptance(status: 200 | 500, gate?: Promise<void>) {
  const calls: unknown[] = [];
  server.use(
    siteHttp.post('/api/polices/additional_clauses/', async ({ request, response }) => {
      calls.push(await request.text());
      await gate;
      return status === 200
        ? response(200).json({ success: true })
        : response(500).json({
            error: true,
            code: 'INTERNAL_ERROR',
            message: 'Error al aceptar las cláusulas',
          });
    }),
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  setLocation('/');
});

describe('AdditionalClausesConsent (spec §4, §5)', () => {
  describe('who sees it', () => {
    it('a signed-in user with the terms accepted and the clauses not, off /auth', async () => {
      signedIn(ana);
      await renderPage();

      expect(banner()).not.toBeNull();
      expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
      expect(checkbox().checked).toBe(false);
      expect(accept().disabled).toBe(true);
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
      const uses = screen.getByRole('link', { name: /usos adicionales/ });
      expect(uses.getAttribute('href')).toBe('/usos-adicionales');
      expect(uses.getAttribute('target')).toBe('_blank');
    });

    it.each<[string, UserProfile | null]>([
      ['nobody signed in', null],
      ['clauses already accepted', { ...ana, isAdditionalClausesAccepted: true }],
      ['terms not accepted', { ...ana, isTermsConditionsAccepted: false }],
    ])('not when %s', async (_case, user) => {
      signedIn(user);
      await renderPage();
      expect(banner()).toBeNull();
    });

    it('not while the session is still being checked', async () => {
      const gate = deferred();
      server.use(
        siteHttp.get('/api/auth/get-user', async ({ response }) => {
          await gate.promise;
          return response(200).json({ isAuthenticated: true, user: ana, token: null });
        }),
      );
      renderWithAuth(<Page />);
      expect(screen.getByTestId('session').textContent).toBe('cargando');
      expect(banner()).toBeNull();

      gate.resolve();
      await waitFor(() => expect(banner()).not.toBeNull());
    });

    it('not under /auth, and again when the path leaves it', async () => {
      signedIn(ana);
      setLocation('/auth/login');
      await renderPage();
      expect(banner()).toBeNull();

      navigateTo('/clases-grabadas');
      expect(banner()).not.toBeNull();

      navigateTo('/auth/registro');
      expect(banner()).toBeNull();
    });
  });

  describe('Cancelar', () => {
    it('hides it for the current view; it comes back when the path changes', async () => {
      signedIn(ana);
      setLocation('/clases-grabadas');
      const { user } = await renderPage();

      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(banner()).toBeNull();

      navigateTo('/guias-y-consejos');
      expect(banner()).not.toBeNull();

      // Back on the path where it was cancelled: a new view, so it shows again.
      navigateTo('/clases-grabadas');
      expect(banner()).not.toBeNull();
      // Nothing was sent (no handler: a request would fail the test).
    });
  });

  describe('Aceptar', () => {
    it('is enabled only while the box is ticked', async () => {
      signedIn(ana);
      const { user } = await renderPage();

      await user.click(checkbox());
      expect(accept().disabled).toBe(false);
      await user.click(checkbox());
      expect(accept().disabled).toBe(true);
    });

    it('sends the acceptance once, shows "Cargando" meanwhile, then hides for good', async () => {
      signedIn(ana);
      const gate = deferred();
      const calls = acceptance(200, gate.promise);
      const { user } = await renderPage();

      await user.click(checkbox());
      await user.click(accept());

      const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Cargando' });
      expect(busy.disabled).toBe(true);
      expect(checkbox().disabled).toBe(true);
      await user.click(busy); // ignored while submitting
      expect(calls).toHaveLength(1);

      gate.resolve();
      await waitFor(() => expect(banner()).toBeNull());
      expect(screen.getByTestId('session').textContent).toBe('clausulas:true');
      expect(calls).toHaveLength(1);

      navigateTo('/clases-grabadas');
      expect(banner()).toBeNull();
    });

    it('ignores a second press before the first one re-rendered', async () => {
      signedIn(ana);
      const gate = deferred();
      const calls = acceptance(200, gate.promise);
      await renderPage();
      checkbox().click();
      await waitFor(() => expect(accept().disabled).toBe(false));

      // Two clicks in the same task: React has not re-rendered with "Cargando" in between.
      const button = accept();
      button.click();
      button.click();

      await waitFor(() => expect(calls).toHaveLength(1));
      gate.resolve();
      await waitFor(() => expect(banner()).toBeNull());
      expect(calls).toHaveLength(1);
    });

    it('on failure logs without personal data, shows nothing and can be tried again', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      signedIn(ana);
      const calls = acceptance(500);
      const { user } = await renderPage();

      await user.click(checkbox());
      await user.click(accept());

      await waitFor(() => expect(accept().disabled).toBe(false));
      expect(calls).toHaveLength(1);
      expect(banner()).not.toBeNull();
      expect(checkbox().checked).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('Error al aceptar las cláusulas')).toBeNull();
      expect(screen.getByTestId('session').textContent).toBe('clausulas:false');

      expect(errors).toHaveBeenCalledWith(
        '[portal] additional clauses not accepted',
        'INTERNAL_ERROR',
      );
      const logged = JSON.stringify(errors.mock.calls);
      for (const personal of [ana.documentNumber, ana.email, ana.name, ana.lastName, ana.phone]) {
        expect(logged).not.toContain(personal);
      }

      // The same banner can send it again.
      await user.click(accept());
      await waitFor(() => expect(calls).toHaveLength(2));
    });
  });
});
