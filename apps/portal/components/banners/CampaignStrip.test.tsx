import { siteHttp } from '@vivasalud/api-client/testing';
import { USER_KEY } from '@vivasalud/auth/storage';
import type { UserProfile } from '@vivasalud/auth/react';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { useChromeSession } from '@/components/session/snapshot';
import { ana, deferred, renderWithSession, setupAuthTestServer } from '@/test/auth';
import { CampaignStrip } from './CampaignStrip';
import { navigateTo, setLocation, usePathname } from '@/test/navigation';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/navigation', () => import('@/test/navigation'));

const server = setupAuthTestServer(fingerprint.load);

/** The seeded active campaign (apps/api/seed/tables/campaigns.yaml). */
const campaign: ActiveCampaign = {
  slug: 'sorteo-audifonos',
  copy: 'Regístrate y participa en el sorteo de',
  copy_signed_in: 'Participa en el sorteo de',
  copy_strong: 'audífonos inalámbricos',
  link_text: 'Participa aquí',
};

const strip = () => screen.queryByRole('region', { name: 'Campaña' });
/** Where the shown strip is: `flow` (top of the page) or `queue` (bottom banners). */
const placement = () => strip()?.getAttribute('data-placement');
const link = () => screen.getByRole('link', { name: 'Participa aquí' });

function Page({ active = campaign }: { active?: ActiveCampaign | null }) {
  const { known } = useChromeSession();
  return (
    <>
      <output data-testid="session">{known ? 'listo' : 'cargando'}</output>
      {/* Both places, as the layout mounts them: at the top of the page and in the bottom queue. */}
      <CampaignStrip campaign={active} pathname={usePathname()} placement="flow" />
      <CampaignStrip campaign={active} pathname={usePathname()} placement="queue" />
    </>
  );
}

function signedIn(user: UserProfile | null) {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: user != null, user, token: null }),
    ),
  );
}

/** verify-participant answering `registered` (after `gate`); records the queries. */
function participant(registered: boolean, gate?: Promise<void>) {
  const queries: Record<string, string>[] = [];
  server.use(
    siteHttp.get('/api/auth/campaigns/verify-participant', async ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      await gate;
      return response(200).json({ data: { registered } });
    }),
  );
  return queries;
}

/** Lets an answer that already arrived land (its state update included) before looking. */
function settle() {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

/** The session's user record of a returning person (what the chrome's hint looks for). */
const storedAna = { [USER_KEY]: JSON.stringify({ name: ana.name, isAuthenticated: true }) };

async function renderPage(
  active: ActiveCampaign | null = campaign,
  local: Record<string, string> = {},
) {
  const view = await renderWithSession(<Page active={active} />, { local });
  await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('listo'));
  return view;
}

beforeEach(() => {
  setLocation('/');
});

describe('CampaignStrip (spec §4, §6)', () => {
  describe('for a visitor (not registered)', () => {
    it('shows the campaign with the sign-up link on the campaigns site', async () => {
      signedIn(null);
      await renderPage();

      const region = strip();
      expect(region).not.toBeNull();
      expect(region?.textContent).toContain('Regístrate y participa en el sorteo de');
      expect(screen.getByText('audífonos inalámbricos').tagName).toBe('STRONG');
      expect(link().getAttribute('href')).toBe(
        'http://localhost:3001/campaign/sorteo-audifonos/signup/',
      );
      // Slides in on mount: the design system animates `data-state="open"` (unless reduced motion).
      expect(region?.getAttribute('data-state')).toBe('open');
      // No registration check for a visitor (no handler: a request would fail the test).
    });

    it('takes the campaigns origin from NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL', async () => {
      vi.stubEnv('NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL', 'https://campanas.vivasalud.pe/');
      signedIn(null);
      await renderPage();
      expect(link().getAttribute('href')).toBe(
        'https://campanas.vivasalud.pe/campaign/sorteo-audifonos/signup/',
      );
    });

    it('shows it before the session is known (in the server HTML), and keeps it', async () => {
      const gate = deferred();
      let asked = false;
      server.use(
        siteHttp.get('/api/auth/get-user', async ({ response }) => {
          asked = true;
          await gate.promise;
          return response(200).json({ isAuthenticated: false, user: null, token: null });
        }),
      );
      await renderWithSession(<Page />);
      expect(screen.getByTestId('session').textContent).toBe('cargando');
      expect(strip()).not.toBeNull();

      // The session island has loaded and is asking: the strip stays put meanwhile (removing it
      // and bringing it back shifted the whole page twice, Lighthouse's CLS 0.30 on home).
      await waitFor(() => expect(asked).toBe(true));
      await settle();
      expect(screen.getByTestId('session').textContent).toBe('cargando');
      expect(strip()).not.toBeNull();

      gate.resolve();
      await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('listo'));
      expect(strip()).not.toBeNull();
      expect(link().getAttribute('href')).toContain('/signup/');
      // In the page's flow, where the server's HTML put it.
      expect(placement()).toBe('flow');
    });

    it('waits for the session where a person may be signed in (their record is stored)', async () => {
      const gate = deferred();
      server.use(
        siteHttp.get('/api/auth/get-user', async ({ response }) => {
          await gate.promise;
          return response(200).json({ isAuthenticated: false, user: null, token: null });
        }),
      );
      await renderWithSession(<Page />, { local: storedAna });
      expect(strip()).toBeNull();

      // The session ended meanwhile: a visitor after all, who gets the sign-up link — in the
      // bottom queue, as the page was painted for a member: in the flow it would push the page
      // down after the first paint (issue #25).
      gate.resolve();
      await waitFor(() => expect(strip()).not.toBeNull());
      expect(link().getAttribute('href')).toContain('/signup/');
      expect(placement()).toBe('queue');
    });

    it('shows the strip without strong copy when the campaign has none', async () => {
      signedIn(null);
      await renderPage({ ...campaign, copy_strong: '' });
      expect(strip()?.querySelector('strong')).toBeNull();
      expect(strip()?.textContent).toContain(campaign.copy);
    });
  });

  describe('hidden', () => {
    it('without an active campaign', async () => {
      signedIn(null);
      await renderPage(null);
      expect(strip()).toBeNull();
    });

    it.each([
      '/campaign/sorteo-audifonos/signup/',
      '/campaign/sorteo-audifonos/participate/',
      '/promos/sorteo-audifonos',
    ])('on %s (the path includes the slug), and shown again off it', async (pathname) => {
      signedIn(null);
      setLocation(pathname);
      await renderPage();
      expect(strip()).toBeNull();

      navigateTo('/clases-grabadas');
      expect(strip()).not.toBeNull();

      navigateTo(pathname);
      expect(strip()).toBeNull();
    });
  });

  describe('for a signed-in person', () => {
    it('asks whether they take part and, when not, links to the participation page', async () => {
      signedIn(ana);
      const gate = deferred();
      const queries = participant(false, gate.promise);
      await renderWithSession(<Page />, { local: storedAna });
      // Hidden while the session is unknown, then until the check answers.
      expect(strip()).toBeNull();
      await waitFor(() => expect(queries).toHaveLength(1));
      expect(strip()).toBeNull();

      gate.resolve();
      await waitFor(() => expect(strip()).not.toBeNull());
      // Through the portal's ticket route, which signs the person in on the campaigns site.
      expect(link().getAttribute('href')).toBe(
        '/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fparticipate%2F',
      );
      // The campaign only: the route reads the session's own document (issue #26).
      expect(queries).toEqual([{ campaignPath: 'sorteo-audifonos' }]);
      // Decided after the first paint: in the bottom queue, never pushing the page (issue #25).
      expect(placement()).toBe('queue');
      // Offered to take part, not to sign up (issue #25).
      expect(strip()?.textContent).toContain('Participa en el sorteo de');
      expect(strip()?.textContent).not.toContain('Regístrate');
    });

    it('signed in on this page (a visitor before): the flow’s strip goes, the queue’s comes', async () => {
      signedIn(null);
      await renderPage();
      expect(placement()).toBe('flow');

      // A sign-in publishes a signed-in session (as the session runtime does after the login).
      signedIn(ana);
      participant(false);
      const { publishSession } = await import('@/components/session/snapshot');
      act(() =>
        publishSession(
          {
            known: true,
            signedIn: true,
            user: { name: ana.name, documentNumber: ana.documentNumber },
            isPro: false,
            logoutLoading: false,
            maybeSignedIn: true,
          },
          () => {},
        ),
      );
      expect(screen.queryAllByRole('region', { name: 'Campaña' })).toHaveLength(0);
    });

    it('is hidden when they are registered', async () => {
      signedIn(ana);
      const queries = participant(true);
      await renderPage(campaign, storedAna);

      await waitFor(() => expect(queries).toHaveLength(1));
      await settle();
      expect(strip()).toBeNull();
      navigateTo('/clases-grabadas');
      expect(strip()).toBeNull();
      expect(queries).toHaveLength(1); // asked once, not per navigation
    });

    it('stays hidden when the check fails (still unknown)', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      signedIn(ana);
      let asked = 0;
      server.use(
        siteHttp.get('/api/auth/campaigns/verify-participant', ({ response }) => {
          asked += 1;
          return response(500).json({
            error: true,
            code: 'INTERNAL_ERROR',
            message: 'Error interno',
          });
        }),
      );
      await renderPage(campaign, storedAna);

      await waitFor(() => expect(asked).toBe(1));
      await settle();
      expect(strip()).toBeNull();
    });
  });
});
