import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_FLAG_SCRIPT, COOKIES_ACCEPTED_ATTRIBUTE } from '@/lib/banners/cookieFlag';
import styles from './Banners.module.css';
import { CookieNotice } from './CookieNotice';
import { useCookiesAccepted } from '@vivasalud/ui/cookie-banner';
import { navigateTo, setLocation, usePathname } from '@/test/navigation';

vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

const banner = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

/** The notice on the mocked path, with what `useCookiesAccepted` says beside it. */
function Page() {
  const accepted = useCookiesAccepted();
  return (
    <>
      <output data-testid="accepted">{String(accepted)}</output>
      <CookieNotice pathname={usePathname()} />
    </>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  setLocation('/');
});

describe('CookieNotice (spec §4)', () => {
  it('shows while no cookiesAccepted flag is stored, with the policy as a link', () => {
    render(<Page />);

    expect(banner()).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'Ver políticas de cookies' }).getAttribute('href'),
    ).toBe('/politicas-de-cookies');
    expect(screen.getByRole('button', { name: 'Aceptar todas las cookies' })).toBeTruthy();
    expect(screen.getByTestId('accepted').textContent).toBe('false');
  });

  it('"Aceptar todas las cookies" stores cookiesAccepted = true and hides it', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Aceptar todas las cookies' }));

    expect(window.localStorage.getItem('cookiesAccepted')).toBe('true');
    expect(banner()).toBeNull();
    expect(screen.getByTestId('accepted').textContent).toBe('true');
  });

  it('stays hidden on a later visit once accepted, on every page', () => {
    window.localStorage.setItem('cookiesAccepted', 'true');
    render(<Page />);

    expect(banner()).toBeNull();
    navigateTo('/clases-grabadas');
    expect(banner()).toBeNull();
    expect(screen.getByTestId('accepted').textContent).toBe('true');
  });

  it('does not show on the cookie policy page, and comes back off it until accepted', () => {
    setLocation('/politicas-de-cookies');
    render(<Page />);
    expect(banner()).toBeNull();

    navigateTo('/');
    expect(banner()).not.toBeNull();

    // Where "Ver políticas de cookies" leads.
    navigateTo('/politicas-de-cookies/');
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem('cookiesAccepted')).toBeNull();
  });

  it('shows again when the stored value is not true', () => {
    window.localStorage.setItem('cookiesAccepted', 'false');
    render(<Page />);
    expect(banner()).not.toBeNull();
  });

  it('hides when the cookies are accepted in another tab', () => {
    render(<Page />);
    expect(banner()).not.toBeNull();

    act(() => {
      window.localStorage.setItem('cookiesAccepted', 'true');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cookiesAccepted', newValue: 'true' }),
      );
    });

    expect(banner()).toBeNull();
    expect(screen.getByTestId('accepted').textContent).toBe('true');
  });

  it('is in the server HTML (it paints with the page) and stays after hydration, no mismatch', async () => {
    const html = renderToString(<Page />);
    expect(html).toContain('Aviso de cookies');
    expect(html).toContain('false'); // useCookiesAccepted is false on the server

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');

    const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError }));
    try {
      expect(banner()).not.toBeNull();
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('when already accepted: hidden before the first paint, then removed by hydration', async () => {
    window.localStorage.setItem('cookiesAccepted', 'true');
    const html = renderToString(<Page />);
    // The server cannot know: the notice is in the HTML, marked for the flag check's CSS.
    expect(html).toContain('Aviso de cookies');
    expect(html).toContain(styles.CookieNotice);
    // The root layout's inline check marks <html>, which that CSS hides the notice under.
    document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE);
    new Function(COOKIE_FLAG_SCRIPT)();
    expect(document.documentElement.hasAttribute(COOKIES_ACCEPTED_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(COOKIES_ACCEPTED_ATTRIBUTE);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();

    const root = await act(async () => hydrateRoot(container, <Page />, { onRecoverableError }));
    try {
      expect(banner()).toBeNull();
      expect(screen.getByTestId('accepted').textContent).toBe('true');
      expect(onRecoverableError).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
