import { siteHttp, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { createAuthStorage, createMemoryStorage } from '@vivasalud/auth/storage';
import type { InitialSession } from '@vivasalud/auth/react';
import { ana, setupAuthTestServer } from '@vivasalud/auth-forms/testing';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, SessionProvider } from '@/components/session/SessionProvider';
import { SessionSiteHeader } from '@/components/shell/SessionSiteHeader';
import type { CampaignAccessProps } from './CampaignAccess';
import { ParticipateAccess } from './ParticipateAccess';
import { SignupAccess } from './SignupAccess';
import type { KnownParticipation } from './Participation';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/campaign/sorteo-audifonos/participate/',
}));

const server = setupAuthTestServer(fingerprint.load);

const SLUG = 'sorteo-audifonos';
const PORTAL = 'https://www.vivasalud.pe';

function props(known: KnownParticipation | null = null): CampaignAccessProps {
  return {
    portalUrl: PORTAL,
    signupHref: `/campaign/${SLUG}/signup/`,
    participateHref: `/campaign/${SLUG}/participate/`,
    landingHref: `/campaign/${SLUG}/`,
    participation: {
      slug: SLUG,
      title: 'Sorteo de audífonos inalámbricos',
      drawDate: null,
      termsHref: `/campaign/${SLUG}/terminos/`,
      known,
    },
  };
}

/** A per-request page as the `(session)` layout renders it: the session the server read. */
function page(initial: InitialSession, ui: ReactElement) {
  resetSession({
    baseUrl: TEST_BASE_URLS.site,
    storage: createAuthStorage({ local: createMemoryStorage(), session: createMemoryStorage() }),
  });
  return (
    <SessionProvider initial={initial}>
      <SessionSiteHeader portal={PORTAL} />
      {ui}
    </SessionProvider>
  );
}

/** Counts the browser's session and participation checks (none expected on these pages). */
function countChecks() {
  const calls: string[] = [];
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      calls.push('get-user');
      return response(200).json({ isAuthenticated: false, user: null, token: null });
    }),
    siteHttp.get('/api/auth/campaigns/verify-participant', ({ response }) => {
      calls.push('verify');
      return response(200).json({ data: { registered: true } });
    }),
  );
  return calls;
}

afterEach(() => resetSession());

describe('the campaign pages render on the server what the visitor gets (issue #25)', () => {
  it('not signed in, participate/: the login form and «Inicia sesión» back to this page, never «Cargando…»', () => {
    const html = renderToString(page({ user: null }, <ParticipateAccess {...props()} />));
    expect(html).not.toContain('Cargando');
    expect(html).toContain('Número de documento');
    expect(html).toContain('Inicia sesión con tu cuenta de VivaSalud para participar.');
    expect(html).toContain(
      `href="${PORTAL}/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fparticipate%2F&amp;login=1"`,
    );
  });

  it('not signed in, signup/: the sign-up says what signing up does in a giveaway', () => {
    const html = renderToString(page({ user: null }, <SignupAccess {...props()} />));
    expect(html).toContain('Crea tu cuenta');
    expect(html).toContain(
      'Crea tu cuenta de VivaSalud y quedas inscrito en el «Sorteo de audífonos inalámbricos».',
    );
    expect(html).not.toContain('guardar tu avance');
  });

  it('signed in: the header greets the person, the page offers to take part; the button posts', () => {
    const known = { documentNumber: ana.documentNumber, registered: false };
    const html = renderToString(page({ user: ana }, <SignupAccess {...props(known)} />));
    expect(html).toContain(`Hola, ${ana.name}`);
    expect(html).not.toContain('Inicia sesión');
    expect(html).toContain('Confirma tu participación');
    const form = /<form[^>]*>/.exec(html.slice(html.indexOf('Confirma tu participación')))?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/auth/campaigns/add_participant"');
    expect(html).not.toContain('Crea tu cuenta');
  });

  it('signed in and registered: «Ya estás participando» at once, and the browser asks nothing again', async () => {
    const calls = countChecks();
    const known = { documentNumber: ana.documentNumber, registered: true };
    const ui = page({ user: ana }, <ParticipateAccess {...props(known)} />);
    expect(renderToString(ui)).toContain('Ya estás participando');
    render(page({ user: ana }, <ParticipateAccess {...props(known)} />));
    expect(screen.getByRole('heading', { name: 'Ya estás participando' })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(`^Hola, ${ana.name}`) })).toBeTruthy();
    // The page's start-up has run (the profile is stored) without a check of its own.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(calls).toEqual([]);
  });
});
