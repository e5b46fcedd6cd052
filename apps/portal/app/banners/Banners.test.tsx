import { siteHttp, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { AuthProvider } from '@vivasalud/auth/react';
import { createAuthStorage, createMemoryStorage } from '@vivasalud/auth/storage';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { ana, renderWithAuth, setupAuthTestServer } from '@/test/auth';
import { Banners } from './Banners';
import { setPathname } from './test-navigation';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('./test-navigation'));

const server = setupAuthTestServer(fingerprint.load);

const campaign: ActiveCampaign = {
  slug: 'sorteo-audifonos',
  copy: 'Regístrate y participa en el sorteo de',
  copy_strong: 'audífonos inalámbricos',
  link_text: 'Participa aquí',
};
const CONSENT = '¿Quieres recibir beneficios, promos y sorpresas hechas para ti?';

beforeEach(() => {
  window.localStorage.clear();
  setPathname('/');
});

describe('Banners', () => {
  it('shows the three banners to a signed-in person who has not accepted anything yet', async () => {
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) =>
        response(200).json({ isAuthenticated: true, user: ana, token: null }),
      ),
      siteHttp.get('/api/auth/campaigns/verify-participant', ({ response }) =>
        response(200).json({ data: { registered: false } }),
      ),
    );
    renderWithAuth(<Banners campaign={campaign} />);

    // The strip waits for get-user, then verify-participant: two answers (slow on a busy machine).
    const strip = await screen.findByRole('region', { name: 'Campaña' }, { timeout: 5_000 });
    const consent = await screen.findByRole('region', { name: CONSENT }, { timeout: 5_000 });
    const cookies = screen.getByRole('region', { name: 'Aviso de cookies' });

    // The strip where Banners is mounted; both notices in one area fixed to the bottom, stacked
    // (consent above the cookie notice) instead of covering each other.
    expect(strip.parentElement).not.toBe(consent.parentElement);
    expect(consent.parentElement).toBe(cookies.parentElement);
    expect(consent.nextElementSibling).toBe(cookies);
    expect(strip.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('renders no banner on the server and hydrates without a mismatch', async () => {
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) =>
        response(200).json({ isAuthenticated: false, user: null, token: null }),
      ),
    );
    const storage = () =>
      createAuthStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
    const page = (auth: ReturnType<typeof storage>) => (
      <AuthProvider baseUrl={TEST_BASE_URLS.site} navigate={() => {}} storage={auth}>
        <Banners campaign={campaign} />
      </AuthProvider>
    );

    const html = renderToString(page(storage()));
    expect(html).not.toContain('Aviso de cookies');
    expect(html).not.toContain(CONSENT);
    expect(html).not.toContain(campaign.link_text);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, page(storage()), { onRecoverableError }),
    );
    try {
      // After hydration: the cookie notice (nothing stored) and, once the session check says
      // nobody is signed in, the campaign's sign-up strip.
      expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Participa aquí' })).toBeTruthy(),
      );
      expect(screen.queryByRole('region', { name: CONSENT })).toBeNull();
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
