import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETE_MS,
  GIVE_UP_MS,
  SHOW_DELAY_MS,
  finishNavigationProgress,
  navigationProgressState,
  startNavigationProgress,
  startsClientNavigation,
  subscribeToNavigationProgress,
  type LinkClick,
} from './navigationProgress';

const HERE = 'https://www.vivasalud.pe/clases-en-vivo?page=1#horario';

const plain: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  href: 'https://www.vivasalud.pe/clases-grabadas',
  target: '',
  download: false,
};

describe('startsClientNavigation', () => {
  it.each<[string, Partial<LinkClick>, boolean]>([
    ['a plain click to another page', {}, true],
    ['another query of this page', { href: '/clases-en-vivo?page=2' }, true],
    ['a relative link', { href: '/experiencias-presenciales' }, true],
    ['target _self', { target: '_self' }, true],
    ['the same page', { href: '/clases-en-vivo?page=1' }, false],
    ['another anchor of this page', { href: '/clases-en-vivo?page=1#precios' }, false],
    ['another site', { href: 'https://reclamaciones.vivasalud.pe/' }, false],
    ['the same host over http', { href: 'http://www.vivasalud.pe/clases-grabadas' }, false],
    ['mail', { href: 'mailto:hola@vivasalud.pe' }, false],
    ['phone', { href: 'tel:+5116157300' }, false],
    ['javascript:', { href: 'javascript:void(0)' }, false],
    ['a new tab (target _blank)', { target: '_blank' }, false],
    ['a named frame', { target: 'ventana' }, false],
    ['a download', { download: true }, false],
    ['ctrl+click (new tab)', { ctrlKey: true }, false],
    ['cmd+click (new tab)', { metaKey: true }, false],
    ['shift+click (new window)', { shiftKey: true }, false],
    ['alt+click (download)', { altKey: true }, false],
    ['a middle click', { button: 1 }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(startsClientNavigation({ ...plain, ...change }, HERE)).toBe(expected);
  });
});

describe('the bar’s state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    finishNavigationProgress();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('is idle to begin with', () => {
    expect(navigationProgressState()).toBe('idle');
  });

  describe('when a navigation starts', () => {
    it(`shows after ${SHOW_DELAY_MS} ms, fills up and goes once the page is there`, () => {
      const changes = vi.fn();
      const unsubscribe = subscribeToNavigationProgress(changes);
      startNavigationProgress();
      expect(navigationProgressState()).toBe('idle');
      vi.advanceTimersByTime(SHOW_DELAY_MS);
      expect(navigationProgressState()).toBe('loading');

      finishNavigationProgress();
      expect(navigationProgressState()).toBe('complete');
      vi.advanceTimersByTime(COMPLETE_MS);
      expect(navigationProgressState()).toBe('idle');
      expect(changes).toHaveBeenCalled();
      unsubscribe();
    });

    it('never shows when the page is there before the delay (a prefetched page)', () => {
      const seen: string[] = [];
      const unsubscribe = subscribeToNavigationProgress(() => seen.push(navigationProgressState()));
      startNavigationProgress();
      vi.advanceTimersByTime(SHOW_DELAY_MS - 1);
      finishNavigationProgress();
      vi.advanceTimersByTime(GIVE_UP_MS);
      expect(navigationProgressState()).toBe('idle');
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((state) => state === 'idle')).toBe(true);
      unsubscribe();
    });

    it(`gives up after ${GIVE_UP_MS} ms when the navigation never ends`, () => {
      startNavigationProgress();
      vi.advanceTimersByTime(GIVE_UP_MS - 1);
      expect(navigationProgressState()).toBe('loading');
      vi.advanceTimersByTime(1);
      expect(navigationProgressState()).toBe('complete');
      vi.advanceTimersByTime(COMPLETE_MS);
      expect(navigationProgressState()).toBe('idle');
    });

    it('starts over when another one starts while the bar fades', () => {
      startNavigationProgress();
      vi.advanceTimersByTime(SHOW_DELAY_MS);
      finishNavigationProgress();
      startNavigationProgress();
      // Reset without a transition (idle), then grows again.
      expect(navigationProgressState()).toBe('idle');
      vi.advanceTimersByTime(COMPLETE_MS);
      expect(navigationProgressState()).toBe('loading');
    });
  });

  it('ignores an end without a start (the first render, back and forward)', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeToNavigationProgress(changes);
    finishNavigationProgress();
    expect(navigationProgressState()).toBe('idle');
    expect(changes).not.toHaveBeenCalled();
    unsubscribe();
  });
});
