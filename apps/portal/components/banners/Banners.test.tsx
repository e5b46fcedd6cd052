import { siteHttp } from '@vivasalud/api-client/testing';
import { USER_KEY } from '@vivasalud/auth/storage';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCampaign } from '@/lib/banners/rules';
import { resetChromeSession } from '@/components/session/snapshot';
import { ana, renderWithSession, setupAuthTestServer } from '@/test/auth';
import { resetSharedRuntime } from '@/components/session/runtime';
import { resetSessionRuntime } from '@/components/session/SessionIsland';
import { Banners } from './Banners';
import { setLocation } from '@/test/navigation';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

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
  // A page that has not loaded its session yet (the previous test's session is gone).
  resetChromeSession();
  resetSessionRuntime();
  resetSharedRuntime();
  setLocation('/');
});

describe('Banners', () => {
  it('queues the three banners of a signed-in person who has not accepted anything yet', async () => {
    server.use(
      siteHttp.get('/api/auth/get-user', ({ response }) =>
        response(200).json({ isAuthenticated: true, user: ana, token: null }),
      ),
      siteHttp.get('/api/auth/campaigns/verify-participant', ({ response }) =>
        response(200).json({ data: { registered: false } }),
      ),
    );
    await renderWithSession(<Banners campaign={campaign} />, {
      local: { [USER_KEY]: JSON.stringify({ name: ana.name, isAuthenticated: true }) },
    });

    // The session island loads, then the strip waits for get-user and verify-participant: two
    // answers (slow on a busy machine).
    const strip = await screen.findByRole('region', { name: 'Campaña' }, { timeout: 5_000 });
    const consent = await screen.findByRole('region', { name: CONSENT }, { timeout: 5_000 });
    const cookies = screen.getByRole('region', { name: 'Aviso de cookies' });

    // A member's strip is decided after the first paint: it waits in the bottom queue with the
    // two notices (issue #25), in the order they show one at a time: the cookie notice, the
    // consent, the strip (Banners.module.css shows the first open one only).
    expect(consent.parentElement).toBe(cookies.parentElement);
    expect(strip.parentElement).toBe(cookies.parentElement);
    expect(cookies.nextElementSibling).toBe(consent);
    expect(consent.nextElementSibling).toBe(strip);
    expect(strip.getAttribute('data-placement')).toBe('queue');
  });

  it("renders a visitor's campaign strip on the server and hydrates without a mismatch", async () => {
    const page = () => <Banners campaign={campaign} />;

    // The server knows no session and no storage: a visitor's strip (its place taken from the
    // first paint), the cookie notice as for a first visit, no consent.
    const html = renderToString(page());
    expect(html).toContain('Aviso de cookies');
    expect(html).not.toContain(CONSENT);
    expect(html).toContain(campaign.link_text);
    expect(html).toContain('/campaign/sorteo-audifonos/signup/');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError }));
    try {
      // After hydration: the cookie notice (nothing stored), the strip still there.
      expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Participa aquí' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: CONSENT })).toBeNull();
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
