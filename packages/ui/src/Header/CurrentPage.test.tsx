import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { loadDesktopNavMenu } from './DesktopNav';
import { Header, type HeaderProps } from './Header';

// Issue #25: no link of the site leads to the page it is on. The item of the page being shown —
// in the menu, the logo on home, «Inicia sesión» on the login page — is text marked
// `aria-current="page"`, in the same box; every other item stays a link.

function renderHeader(props: HeaderProps) {
  return render(
    <>
      <Header {...props} />
      <main id="contenido">Contenido</main>
    </>,
  );
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Menú principal' });

/** The element of the page being shown: text (not a link), marked `aria-current="page"`. */
function expectHere(scope: HTMLElement, text: string) {
  expect(within(scope).queryByRole('link', { name: text })).not.toBeInTheDocument();
  const here = within(scope).getByText(text).closest('[aria-current="page"]');
  expect(here?.tagName).toBe('SPAN');
  expect(here?.closest('a')).toBeNull();
}

describe('Header, given the page it is on (issue #25)', () => {
  describe('in the server HTML (the menu before Radix loads)', () => {
    it('renders the menu item of the page as text, the others as links', () => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(<Header currentPath="/sesiones-con-expertos/" />);
      const nav = page.querySelector<HTMLElement>('nav[aria-label="Menú principal"]')!;
      expect(nav.querySelector('a[href="/sesiones-con-expertos"]')).toBeNull();
      const here = nav.querySelector('[aria-current="page"]');
      expect(here?.tagName).toBe('SPAN');
      expect(here).toHaveTextContent('Sesiones con expertos');
      expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
      expect(Array.from(nav.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual([
        '/clases-en-vivo',
        '/clases-grabadas',
        '/guias-y-consejos',
        '/experiencias-presenciales',
        '/programas-de-salud',
      ]);
    });
  });

  describe('in the desktop navigation (Radix NavigationMenu, loaded)', () => {
    beforeAll(async () => {
      await loadDesktopNavMenu();
    });

    it('renders an item beside the submenus as text', () => {
      renderHeader({ currentPath: '/experiencias-presenciales' });
      expectHere(mainMenu(), 'Experiencias presenciales');
      expect(
        within(mainMenu()).getByRole('link', { name: 'Sesiones con expertos' }),
      ).toHaveAttribute('href', '/sesiones-con-expertos');
    });

    it('renders an item of a submenu as text, its neighbours as links', async () => {
      const user = userEvent.setup();
      renderHeader({ currentPath: '/clases-grabadas/' });
      await user.click(within(mainMenu()).getByRole('button', { name: 'Clases y recursos' }));
      expectHere(mainMenu(), 'Clases grabadas');
      expect(within(mainMenu()).getByRole('link', { name: 'Clases en línea' })).toHaveAttribute(
        'href',
        '/clases-en-vivo',
      );
      expect(mainMenu().querySelectorAll('[aria-current]')).toHaveLength(1);
    });

    it('keeps the item a link, marked current, on another page of its area (a query string)', () => {
      renderHeader({ currentPath: '/experiencias-presenciales?pagina=2' });
      expect(
        within(mainMenu()).getByRole('link', { name: 'Experiencias presenciales' }),
      ).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('on the home page', () => {
    it('renders the logo as text with its name, not as a link; elsewhere it is a link home', async () => {
      const { container, unmount } = renderHeader({ currentPath: '/' });
      const banner = screen.getByRole('banner');
      expect(within(banner).queryByRole('link', { name: 'VivaSalud' })).not.toBeInTheDocument();
      expectHere(banner, 'VivaSalud');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
      renderHeader({ currentPath: '/clases-grabadas' });
      expect(screen.getByRole('link', { name: 'VivaSalud' })).toHaveAttribute('href', '/');
    });

    it('keeps the accessible name of an image logo', () => {
      renderHeader({ currentPath: '/', logo: { src: '/logo.svg', alt: 'VivaSalud' } });
      expect(screen.queryByRole('link', { name: 'VivaSalud' })).not.toBeInTheDocument();
      const logo = screen.getByRole('img', { name: 'VivaSalud' });
      expect(logo.closest('[aria-current="page"]')?.tagName).toBe('SPAN');
    });
  });

  describe('on the login page', () => {
    it('renders «Inicia sesión» as text; on any other page it is a link', async () => {
      const { container, unmount } = renderHeader({ currentPath: '/auth/login' });
      expectHere(screen.getByRole('banner'), 'Inicia sesión');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
      renderHeader({ currentPath: '/auth/registro', loginHref: '/auth/login' });
      expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    });
  });

  describe('in the overlay (small screens)', () => {
    beforeAll(async () => {
      await import('./MobileMenuOverlay');
    });

    afterEach(() => {
      document.body.style.overflow = '';
    });

    it('renders the menu item and, on home, the logo as text', async () => {
      const user = userEvent.setup();
      renderHeader({ currentPath: '/' });
      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menú' });
      expectHere(dialog, 'VivaSalud');
      expect(within(dialog).getByRole('link', { name: 'Clases grabadas' })).toBeInTheDocument();
    });

    it('renders the item of the page and «Inicia sesión» on the login page as text', async () => {
      const user = userEvent.setup();
      renderHeader({ currentPath: '/sesiones-con-expertos', loginHref: '/auth/login' });
      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menú' });
      expectHere(dialog, 'Sesiones con expertos');
      expect(within(dialog).getByRole('link', { name: 'VivaSalud' })).toHaveAttribute('href', '/');
      expect(within(dialog).getByRole('link', { name: 'Inicia sesión' })).toBeInTheDocument();
      expect(
        within(dialog).getByRole('link', { name: 'Experiencias presenciales' }),
      ).not.toHaveAttribute('aria-current');
    });

    it('renders «Inicia sesión» as text on the login page', async () => {
      const user = userEvent.setup();
      renderHeader({ currentPath: '/auth/login/' });
      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      const dialog = await screen.findByRole('dialog', { name: 'Menú' });
      expectHere(dialog, 'Inicia sesión');
    });
  });
});
