import { USER_KEY } from '@vivasalud/auth/storage';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

// The header's greeting and logout (the design system's AccountMenu) are not part of a page's
// first load (issue #18): fetched when a signed-in person is shown, or ahead — as here — when
// this browser holds a signed-in session's record, so that they are there when the session island
// (loaded once the page is idle) says who it is. session.test.tsx covers the whole way.

/** The design system's AccountMenu, as the header imports it (a path from this file). */
const accountMenuModule = '../../../../packages/ui/src/Header/AccountMenu.tsx';
const account = { loads: 0 };

beforeEach(() => {
  vi.resetModules();
  account.loads = 0;
  vi.doMock(accountMenuModule, (importOriginal) => {
    account.loads += 1;
    return importOriginal();
  });
});

afterEach(() => {
  window.localStorage.clear();
});

async function renderSiteHeader() {
  const { SiteHeader } = await import('./SiteHeader');
  render(<SiteHeader />);
}

describe('SiteHeader before the session is known', () => {
  it('fetches the greeting ahead when storage holds a signed-in session’s record', async () => {
    window.localStorage.setItem(USER_KEY, JSON.stringify({ name: 'Ana', isAuthenticated: true }));
    await renderSiteHeader();
    await waitFor(() => expect(account.loads).toBe(1));
    // Not known yet: still the visitor's header.
    expect(screen.getAllByRole('link', { name: 'Inicia sesión' }).length).toBeGreaterThan(0);
  });

  it('does not fetch it for a visitor', async () => {
    await renderSiteHeader();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(account.loads).toBe(0);
  });
});

describe('SiteHeader for a signed-in person (issue #28)', () => {
  afterEach(async () => {
    const { resetChromeSession } = await import('@/components/session/snapshot');
    resetChromeSession();
  });

  it('leads to «Mi espacio» from the greeting’s menu', async () => {
    await renderSiteHeader();
    const { publishSession } = await import('@/components/session/snapshot');
    act(() =>
      publishSession(
        {
          known: true,
          signedIn: true,
          user: { name: 'Ana', documentNumber: null },
          isPro: false,
          logoutLoading: false,
          maybeSignedIn: true,
        },
        () => undefined,
      ),
    );
    const greeting = await screen.findByRole('button', { name: 'Hola, Ana' });
    await userEvent.setup().click(greeting);
    expect(screen.getByRole('link', { name: 'Mi espacio' }).getAttribute('href')).toBe(
      '/mi-espacio',
    );
  });
});
