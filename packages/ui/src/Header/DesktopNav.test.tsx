import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from './menuItems';

// The header is on every page, Radix NavigationMenu is not part of its first load (issue #18):
// the desktop menu is fetched on a wide screen once the page is idle, or when a pointer, a finger
// or focus reaches it; a small screen (the hamburger's) never fetches it. Header.test.tsx covers
// what the loaded menu does.

const items: MenuItem[] = [
  {
    title: 'Clases y recursos',
    url: '',
    children: [
      { title: 'Clases en línea', url: '/clases-en-vivo' },
      { title: 'Guías y consejos', url: '/guias-y-consejos' },
      { title: 'Sueño', url: '/sueno' },
    ],
  },
  { title: 'Sesiones con expertos', url: '/sesiones-con-expertos' },
  { title: 'Aliados', url: 'https://aliados.example.pe', is_external: true },
];

/** How often Radix NavigationMenu has been evaluated in this test (a fresh module graph each). */
const radix = { loads: 0 };
let wide = false;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  vi.resetModules();
  radix.loads = 0;
  vi.doMock('@radix-ui/react-navigation-menu', (importOriginal) => {
    radix.loads += 1;
    return importOriginal();
  });
  wide = false;
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.doUnmock('@radix-ui/react-navigation-menu');
});

async function renderHeader(onExternalLink = vi.fn()) {
  const { Header } = await import('./Header');
  render(
    <>
      <Header menuItems={items} onExternalLink={onExternalLink} currentPath="/sueno" />
      <main id="contenido">Contenido</main>
    </>,
  );
  return onExternalLink;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Menú principal' }));
const classes = () => nav().getByRole('button', { name: 'Clases y recursos' });
/** Lets the idle callback (a timer in jsdom) and a dynamic import run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('DesktopNav', () => {
  describe('given a small screen (the hamburger shows instead)', () => {
    it('renders the navigation without Radix NavigationMenu, and does not fetch it', async () => {
      await renderHeader();
      await settle();
      expect(radix.loads).toBe(0);
      expect(classes()).toHaveAttribute('aria-expanded', 'false');
      const submenu = document.getElementById(classes().getAttribute('aria-controls')!);
      expect(submenu).toHaveAttribute('hidden');
      expect(submenu).toHaveAttribute('data-state', 'closed');
      expect(nav().getByRole('link', { name: 'Sesiones con expertos' })).toHaveAttribute(
        'href',
        '/sesiones-con-expertos',
      );
      // The page being shown (issue #25): text marked current, not a link, before Radix too.
      expect(
        within(submenu!).queryByRole('link', { name: 'Sueño', hidden: true }),
      ).not.toBeInTheDocument();
      expect(within(submenu!).getByText('Sueño')).toHaveAttribute('aria-current', 'page');
    });

    it('asks for an external item before the menu is there', async () => {
      const onExternalLink = await renderHeader();
      fireEvent.click(nav().getByRole('link', { name: 'Aliados (abre un sitio externo)' }));
      expect(onExternalLink).toHaveBeenCalledWith('https://aliados.example.pe');
    });
  });

  describe('given a wide screen', () => {
    it('fetches the menu once the page is idle, and the menu works', async () => {
      wide = true;
      await renderHeader();
      await waitFor(() => expect(radix.loads).toBe(1));
      await waitFor(() => expect(classes()).toHaveAttribute('data-radix-collection-item'));
      fireEvent.click(classes());
      expect(classes()).toHaveAttribute('aria-expanded', 'true');
      expect(nav().getByRole('link', { name: 'Clases en línea' })).toBeVisible();
    });

    it('hydrates the server HTML without a mismatch, then switches to the menu', async () => {
      wide = true;
      const { Header } = await import('./Header');
      const element = <Header menuItems={items} />;
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const onRecoverableError = vi.fn();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const root = await act(async () => hydrateRoot(container, element, { onRecoverableError }));
      try {
        expect(onRecoverableError).not.toHaveBeenCalled();
        expect(consoleError).not.toHaveBeenCalled();
        const inContainer = within(container);
        await waitFor(() =>
          expect(inContainer.getByRole('button', { name: 'Clases y recursos' })).toHaveAttribute(
            'data-radix-collection-item',
          ),
        );
        fireEvent.click(inContainer.getByRole('button', { name: 'Clases y recursos' }));
        expect(inContainer.getByRole('link', { name: 'Clases en línea' })).toBeVisible();
      } finally {
        consoleError.mockRestore();
        act(() => root.unmount());
        container.remove();
      }
    });
  });

  describe.each([
    ['a pointer reaches', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['a finger touches', (element: HTMLElement) => fireEvent.touchStart(element)],
    ['focus reaches', (element: HTMLElement) => act(() => element.focus())],
  ])('when %s the navigation before the page is idle', (_, reach) => {
    it('fetches the menu', async () => {
      await renderHeader();
      reach(classes());
      await waitFor(() => expect(radix.loads).toBe(1));
      await waitFor(() => expect(classes()).toHaveAttribute('data-radix-collection-item'));
      expect(classes()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('when a submenu button is pressed before the menu is there', () => {
    it('opens its submenu once the menu is there, focus kept on the button', async () => {
      await renderHeader();
      act(() => classes().focus());
      fireEvent.click(classes());
      await waitFor(() => expect(classes()).toHaveAttribute('aria-expanded', 'true'));
      expect(classes()).toHaveAttribute('data-radix-collection-item');
      expect(classes()).toHaveFocus();
      expect(nav().getByRole('link', { name: 'Clases en línea' })).toBeVisible();

      // From then on it is the menu's: Escape closes it, focus stays on the button.
      fireEvent.keyDown(classes(), { key: 'Escape' });
      expect(classes()).toHaveAttribute('aria-expanded', 'false');
      expect(classes()).toHaveFocus();
    });

    it('leaves it closed when pressed a second time meanwhile', async () => {
      await renderHeader();
      fireEvent.click(classes());
      fireEvent.click(classes());
      await waitFor(() => expect(classes()).toHaveAttribute('data-radix-collection-item'));
      expect(classes()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('when focus is on a link as the menu arrives', () => {
    it('keeps focus on that link', async () => {
      await renderHeader();
      act(() => nav().getByRole('link', { name: 'Sesiones con expertos' }).focus());
      await waitFor(() => expect(classes()).toHaveAttribute('data-radix-collection-item'));
      expect(nav().getByRole('link', { name: 'Sesiones con expertos' })).toHaveFocus();
    });
  });

  describe('when a mouse rests on a submenu button as the menu arrives', () => {
    it('opens that submenu after the open delay, as if the menu had been there', async () => {
      await renderHeader();
      fireEvent.pointerEnter(classes(), { pointerType: 'mouse' });
      await waitFor(() => expect(classes()).toHaveAttribute('data-radix-collection-item'));
      await waitFor(() => expect(classes()).toHaveAttribute('aria-expanded', 'true'));
    });
  });
});
