import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, setLocation } from '@/test/navigation';
import { DeferredPageFeedback, NEAR_VIEWPORT_MARGIN, widgetCode } from './DeferredPageFeedback';
import { PageFeedback } from './PageFeedback';

vi.mock('next/navigation', () => import('@/test/navigation'));

/** A stand-in IntersectionObserver: the test says when the anchor comes near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The anchor came near the viewport. */
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

const QUESTION = '¿Te fue útil esta página?';

let load: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  load = vi.spyOn(widgetCode, 'load');
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  setLocation('/pilares');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The server's HTML of the widget: the anchor and, inside it, the completed Suspense boundary
 * holding the widget (what Next streams once the lazy widget has rendered on the server).
 */
function serverHtml(): string {
  return `<div><!--$-->${renderToString(<PageFeedback />)}<!--/$--></div>`;
}

describe('DeferredPageFeedback (issue #6: the widget’s code loads near the viewport)', () => {
  it('keeps the server HTML, without the widget’s code, until the widget comes near', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);

    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <DeferredPageFeedback />, { onRecoverableError }),
    );
    try {
      // Hydrated around it: the question is there (the server's), its code is not.
      expect(screen.getByRole('group', { name: QUESTION })).toBeTruthy();
      expect(load).not.toHaveBeenCalled();
      const [observer] = FakeIntersectionObserver.instances;
      expect(observer?.observed).toHaveLength(1);
      expect(observer?.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN} 0px`);

      // Near the viewport: the code comes and the widget works (an answer opens the comment).
      await act(async () => observer?.enter());
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => screen.getByRole('radio', { name: 'Sí' }).click());
      expect(
        await screen.findByRole('textbox', { name: 'Cuéntanos por qué (opcional)' }),
      ).toBeTruthy();
      expect(onRecoverableError).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
    }
  });

  it('loads at once on a client navigation (the next page waits for the widget to hydrate)', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <DeferredPageFeedback />));
    try {
      expect(load).not.toHaveBeenCalled();
      // Far from the viewport still, but the path changed.
      navigateTo('/guias-y-consejos');
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('group', { name: QUESTION })).toBeTruthy();
    } finally {
      act(() => root.unmount());
    }
  });

  it.each([
    [
      'a click on a link (a query-only navigation keeps the path)',
      () => {
        const link = document.createElement('a');
        link.href = '/clases-en-vivo?pagina=2';
        link.addEventListener('click', (event) => event.preventDefault());
        document.body.append(link);
        link.click();
      },
    ],
    ['a move in the history', () => window.dispatchEvent(new PopStateEvent('popstate'))],
  ])('loads at once on %s', async (_, navigate) => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <DeferredPageFeedback />));
    try {
      expect(load).not.toHaveBeenCalled();
      // A click that is not on a link changes nothing.
      document.body.click();
      await act(async () => {});
      expect(load).not.toHaveBeenCalled();
      navigate();
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    } finally {
      act(() => root.unmount());
    }
  });

  it('renders nothing under /auth and never loads the widget there', async () => {
    setLocation('/auth/login');
    const { container } = render(<DeferredPageFeedback />);
    await act(async () => FakeIntersectionObserver.instances[0]?.enter());
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<DeferredPageFeedback />);
    expect(await screen.findByRole('group', { name: QUESTION })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
