import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/shell/toast';
import { acceptCookies } from '../banners/cookiesAccepted';
import { AppShell } from './AppShell';

vi.mock('next/navigation', () => import('./test-navigation'));

const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });
const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);

beforeEach(() => {
  window.localStorage.clear();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('AppShell (spec §4), mounted once by the root layout', () => {
  it('holds the progress bar, the Toaster and the consented scripts', async () => {
    render(<AppShell gtmId="GTM-TEST123" abAccountId={null} />);
    await settle();

    // The progress bar: there, idle, hidden from assistive technology.
    const bar = document.querySelector('[data-navigation-progress]');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.getAttribute('data-state')).toBe('idle');

    // Nothing third-party before the consent; Tag Manager after it.
    expect(scripts()).toEqual([]);
    act(() => acceptCookies());
    await settle();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);

    // A toast from anywhere.
    act(() => showToast({ title: 'Te registraste en la clase' }));
    await settle();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' }).textContent).toContain(
      'Te registraste en la clase',
    );
  });

  it('renders only the idle bar on the server: no script, no third-party URL', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<AppShell gtmId="GTM-TEST123" abAccountId="1" />);
    expect(html).toContain('data-navigation-progress');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('googletagmanager');
  });
});
