import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/shell/toast';
import { acceptCookies } from '@vivasalud/ui/cookie-banner';
import { AppShell } from './AppShell';
import { idleShellCode } from './IdleShell';

vi.mock('next/navigation', () => import('@/test/navigation'));

const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });
const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);

beforeEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('AppShell (spec §4), mounted once by the root layout', () => {
  it('holds the progress bar, the Toaster and the consented scripts', async () => {
    render(<AppShell gtmId="GTM-TEST123" abAccountId={null} />);
    // jsdom's document has loaded and it has no requestIdleCallback: the idle part comes at once.
    await vi.waitFor(() =>
      expect(document.querySelector('[data-navigation-progress]')).not.toBe(null),
    );
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

  it('renders nothing on the server: no script, no third-party URL', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<AppShell gtmId="GTM-TEST123" abAccountId="1" />);
    expect(html).toBe('');
  });

  it('loads the progress bar and the Toaster only once the page has loaded and is idle', async () => {
    const load = vi.spyOn(idleShellCode, 'load');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    const view = render(<AppShell gtmId={null} abAccountId={null} />);
    try {
      // A toast raised while the page loads waits for the Toaster.
      act(() => showToast({ title: 'Guardamos tus cambios' }));
      await settle();
      expect(load).not.toHaveBeenCalled();
      expect(idle).toHaveLength(0);

      state = 'complete';
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(idle).toHaveLength(1);
      expect(load).not.toHaveBeenCalled();

      act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
      expect(load).toHaveBeenCalledTimes(1);
      await vi.waitFor(() =>
        expect(document.querySelector('[data-navigation-progress]')).not.toBe(null),
      );
      // The Toaster's region renders first, the waiting toast in it a moment later.
      const region = await screen.findByRole('region', { name: 'Notificaciones (F8)' });
      await vi.waitFor(() => expect(region.textContent).toContain('Guardamos tus cambios'));
    } finally {
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
