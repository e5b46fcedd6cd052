import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import type { MouseEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETE_MS,
  SHOW_DELAY_MS,
  finishNavigationProgress,
} from '@/lib/shell/navigationProgress';
import { NavigationProgress, startNavigationProgress } from './NavigationProgress';
import { navigateTo, setLocation } from '@/test/navigation';

vi.mock('next/navigation', () => import('@/test/navigation'));
vi.mock('next/link', () => import('@/test/next-link'));

/** The bar: decorative and hidden from assistive technology, so found by its data attribute. */
const bar = () => document.querySelector<HTMLElement>('[data-navigation-progress]');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * Links as the site has them. Next's `Link` cancels the browser's navigation on click and lets
 * the App Router take over; the mocked one does not, so each link here cancels it itself (jsdom
 * cannot navigate).
 */
function Page() {
  const clientNavigation = (event: MouseEvent) => event.preventDefault();
  return (
    <>
      <NavigationProgress />
      <nav aria-label="Menú principal">
        <Link href="/clases-grabadas" onClick={clientNavigation}>
          Clases grabadas
        </Link>
        <Link href="/clases-en-vivo?page=2" onClick={clientNavigation}>
          Página 2
        </Link>
        <Link href="/clases-en-vivo#horario" onClick={clientNavigation}>
          Horario
        </Link>
        <a href="https://reclamaciones.vivasalud.pe/" onClick={clientNavigation}>
          Libro de reclamaciones
        </a>
        <a href="/clases-grabadas" target="_blank" onClick={clientNavigation}>
          Clases grabadas en otra pestaña
        </a>
        <a href="/guia.pdf" download onClick={clientNavigation}>
          Descargar la guía
        </a>
      </nav>
    </>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Page />);
  const click = (name: string) => user.click(screen.getByRole('link', { name }));
  return { user, click };
}

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains React's work with a timer it only advances under Jest's fake timers.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  window.history.replaceState(null, '', '/clases-en-vivo');
  setLocation('/clases-en-vivo');
});

afterEach(() => {
  act(() => {
    finishNavigationProgress();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe('NavigationProgress (spec §4, app shell)', () => {
  it('is on every page from the start, empty and hidden from assistive technology', () => {
    setup();
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(bar()?.getAttribute('data-state')).toBe('idle');
    expect(bar()?.textContent).toBe('');
  });

  describe('when a link to another page is clicked', () => {
    it('shows the bar while the page loads, fills it up and hides it once the page is there', async () => {
      const { click } = setup();
      await click('Clases grabadas');
      await advance(SHOW_DELAY_MS);
      expect(bar()?.getAttribute('data-state')).toBe('loading');

      navigateTo('/clases-grabadas');
      expect(bar()?.getAttribute('data-state')).toBe('complete');
      await advance(COMPLETE_MS);
      expect(bar()?.getAttribute('data-state')).toBe('idle');
    });

    it('shows nothing when the page is there at once (prefetched)', async () => {
      const { click } = setup();
      await click('Clases grabadas');
      navigateTo('/clases-grabadas');
      await advance(SHOW_DELAY_MS + COMPLETE_MS);
      expect(bar()?.getAttribute('data-state')).toBe('idle');
    });

    it('also for another query of the same page, which ends it when it arrives', async () => {
      const { click } = setup();
      await click('Página 2');
      await advance(SHOW_DELAY_MS);
      expect(bar()?.getAttribute('data-state')).toBe('loading');
      navigateTo('/clases-en-vivo?page=2');
      expect(bar()?.getAttribute('data-state')).toBe('complete');
    });
  });

  it.each([
    'Horario',
    'Libro de reclamaciones',
    'Clases grabadas en otra pestaña',
    'Descargar la guía',
  ])('shows nothing for a link that does not navigate inside the app: %s', async (name) => {
    const { click } = setup();
    await click(name);
    await advance(SHOW_DELAY_MS * 10);
    expect(bar()?.getAttribute('data-state')).toBe('idle');
  });

  it('shows nothing for a click with a modifier (new tab or window)', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Clases grabadas' }));
    await user.keyboard('{/Control}');
    await advance(SHOW_DELAY_MS * 10);
    expect(bar()?.getAttribute('data-state')).toBe('idle');
  });

  it('works for links that appear later, wherever they are in the page', async () => {
    const { user } = setup();
    const later = document.createElement('a');
    later.href = '/sesiones-con-expertos';
    later.textContent = 'Sesiones con expertos';
    later.addEventListener('click', (event) => event.preventDefault());
    document.body.append(later);

    await user.click(screen.getByRole('link', { name: 'Sesiones con expertos' }));
    await advance(SHOW_DELAY_MS);
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    later.remove();
  });

  it('can be started by code that navigates by itself (router.push)', async () => {
    setup();
    act(() => startNavigationProgress());
    await advance(SHOW_DELAY_MS);
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    navigateTo('/auth/login');
    expect(bar()?.getAttribute('data-state')).toBe('complete');
  });
});
