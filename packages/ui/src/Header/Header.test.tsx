import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Header, type HeaderProps } from './Header';
import type { MenuItem } from './menuItems';

function renderHeader(props: HeaderProps = {}) {
  return render(
    <>
      <Header {...props} />
      <main id="contenido">Contenido</main>
    </>,
  );
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('Header', () => {
  describe('given a visitor', () => {
    it('shows the menu of spec §2 with Programas de salud and an "Inicia sesión" link', async () => {
      const { container } = renderHeader();
      const nav = within(mainMenu());
      expect(nav.getByRole('button', { name: 'Clases y recursos' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(nav.getByRole('link', { name: 'Experiencias presenciales' })).toHaveAttribute(
        'href',
        '/experiencias-presenciales',
      );
      expect(nav.getByRole('link', { name: 'Sesiones con expertos' })).toHaveAttribute(
        'href',
        '/sesiones-con-expertos',
      );
      expect(nav.getByRole('link', { name: 'Programas de salud' })).toHaveAttribute(
        'href',
        '/programas-de-salud',
      );
      expect(nav.queryByRole('link', { name: 'Telemedicina' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      expect(screen.queryByRole('button', { name: /Hola/ })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('leads "Inicia sesión" where the app says (with its redirect)', () => {
      renderHeader({ loginHref: '/auth/login?redirect=%2Ftelemedicina' });
      expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
        'href',
        '/auth/login?redirect=%2Ftelemedicina',
      );
    });

    it('offers a skip link to the main content and a logo link home', () => {
      renderHeader();
      expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
        'href',
        '#contenido',
      );
      expect(screen.getByRole('link', { name: 'VivaSalud' })).toHaveAttribute('href', '/');
    });

    it('is a banner landmark with the variant as data-variant', () => {
      renderHeader({ variant: 'floating', className: 'extra' });
      const banner = screen.getByRole('banner');
      expect(banner).toHaveAttribute('data-variant', 'floating');
      expect(banner).toHaveClass('extra');
    });

    it('shows a logo image with its alternative text', () => {
      renderHeader({ logo: { src: '/logo.svg', alt: 'VivaSalud, inicio' } });
      expect(screen.getByRole('link', { name: 'VivaSalud, inicio' })).toHaveAttribute('href', '/');
    });

    describe('when "Clases y recursos" is clicked', () => {
      it('opens its submenu with the three class pages', async () => {
        const user = userEvent.setup();
        const { container } = renderHeader();
        const trigger = within(mainMenu()).getByRole('button', { name: 'Clases y recursos' });
        await user.click(trigger);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const nav = within(mainMenu());
        expect(nav.getByRole('link', { name: 'Clases en línea' })).toHaveAttribute(
          'href',
          '/clases-en-vivo',
        );
        expect(nav.getByRole('link', { name: 'Clases grabadas' })).toHaveAttribute(
          'href',
          '/clases-grabadas',
        );
        expect(nav.getByRole('link', { name: 'Guías y consejos' })).toHaveAttribute(
          'href',
          '/guias-y-consejos',
        );
        expect(await axeViolations(container)).toEqual([]);
      });

      it('lets the keyboard go on into the submenu, with nothing focusable hidden', async () => {
        const user = userEvent.setup();
        renderHeader();
        const trigger = within(mainMenu()).getByRole('button', { name: 'Clases y recursos' });
        await user.tab(); // skip link
        await user.tab(); // logo
        await user.tab();
        expect(trigger).toHaveFocus();
        await user.keyboard('{Enter}');
        expect(trigger).toHaveAttribute('aria-expanded', 'true');
        expect(mainMenu().querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0);
        await user.tab();
        expect(screen.getByRole('link', { name: 'Clases en línea' })).toHaveFocus();
      });

      it('closes it on Escape and on a click outside', async () => {
        const user = userEvent.setup();
        renderHeader();
        const trigger = within(mainMenu()).getByRole('button', { name: 'Clases y recursos' });
        await user.click(trigger);
        await user.keyboard('{Escape}');
        expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await user.click(trigger);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await user.click(screen.getByRole('main'));
        expect(trigger).toHaveAttribute('aria-expanded', 'false');
      });
    });

    describe('when the pointer rests on "Clases y recursos" (timings of spec §9)', () => {
      // fireEvent rather than userEvent here: Testing Library's async wrapper around userEvent
      // waits on a real timer, which never fires under vitest's fake timers.
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      const pointerOn = (element: Element) => {
        fireEvent.pointerEnter(element, { pointerType: 'mouse' });
        fireEvent.pointerMove(element, { pointerType: 'mouse' });
      };
      const pointerOff = (element: Element) =>
        fireEvent.pointerLeave(element, { pointerType: 'mouse' });

      it('opens after 200 ms, closes 150 ms after it leaves, and skips the delay for 300 ms', () => {
        renderHeader();
        const trigger = within(mainMenu()).getByRole('button', { name: 'Clases y recursos' });

        pointerOn(trigger);
        advance(199);
        expect(trigger).toHaveAttribute('aria-expanded', 'false');
        advance(1);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');

        pointerOff(trigger);
        advance(149);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');
        advance(1);
        expect(trigger).toHaveAttribute('aria-expanded', 'false');

        // Back within the 300 ms skip delay: it opens at once.
        advance(100);
        pointerOn(trigger);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');

        // Away for longer than the skip delay: the 200 ms open delay applies again.
        pointerOff(trigger);
        advance(150);
        expect(trigger).toHaveAttribute('aria-expanded', 'false');
        advance(300);
        pointerOn(trigger);
        advance(199);
        expect(trigger).toHaveAttribute('aria-expanded', 'false');
        advance(1);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');
      });

      it('stays open while the pointer moves from the button into the submenu', () => {
        renderHeader();
        const trigger = within(mainMenu()).getByRole('button', { name: 'Clases y recursos' });
        pointerOn(trigger);
        advance(200);
        const submenu = screen.getByRole('link', { name: 'Clases en línea' }).closest('ul')!;
        pointerOff(trigger);
        advance(100);
        fireEvent.pointerEnter(submenu, { pointerType: 'mouse' });
        advance(1000);
        expect(trigger).toHaveAttribute('aria-expanded', 'true');
      });
    });
  });

  describe('given a signed-in member', () => {
    const user = { name: 'Ana' };

    it('greets them instead of offering "Inicia sesión", without a crown', async () => {
      const { container } = renderHeader({ user });
      const greeting = screen.getByRole('button', { name: 'Hola, Ana' });
      expect(greeting).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Inicia sesión' })).not.toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Miembro Pro' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the greeting is clicked', () => {
      it('shows the logout button, which calls onLogout', async () => {
        const onLogout = vi.fn();
        const u = userEvent.setup();
        const { container } = renderHeader({ user, onLogout });
        const greeting = screen.getByRole('button', { name: 'Hola, Ana' });
        await u.click(greeting);
        expect(greeting).toHaveAttribute('aria-expanded', 'true');
        const logout = screen.getByRole('button', { name: 'Cerrar sesión' });
        expect(greeting).toHaveAttribute('aria-controls', logout.parentElement?.id);
        expect(await axeViolations(container)).toEqual([]);
        await u.click(logout);
        expect(onLogout).toHaveBeenCalledTimes(1);
      });

      it('closes on a click outside it', async () => {
        const u = userEvent.setup();
        renderHeader({ user });
        const greeting = screen.getByRole('button', { name: 'Hola, Ana' });
        await u.click(greeting);
        await u.click(screen.getByRole('main'));
        expect(greeting).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
      });

      it('closes on Escape and gives focus back to the greeting', async () => {
        const u = userEvent.setup();
        renderHeader({ user });
        const greeting = screen.getByRole('button', { name: 'Hola, Ana' });
        await u.click(greeting);
        await u.tab();
        expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus();
        await u.keyboard('{Escape}');
        expect(greeting).toHaveAttribute('aria-expanded', 'false');
        expect(greeting).toHaveFocus();
      });

      it('closes when the greeting is clicked again', async () => {
        const u = userEvent.setup();
        renderHeader({ user });
        const greeting = screen.getByRole('button', { name: 'Hola, Ana' });
        await u.click(greeting);
        await u.click(greeting);
        expect(greeting).toHaveAttribute('aria-expanded', 'false');
      });
    });

    describe('while the logout runs', () => {
      it('shows the logout button busy as "Cargando"', async () => {
        const onLogout = vi.fn();
        const u = userEvent.setup();
        const { container } = renderHeader({ user, onLogout, logoutLoading: true });
        await u.click(screen.getByRole('button', { name: 'Hola, Ana' }));
        const busy = screen.getByRole('button', { name: 'Cargando' });
        expect(busy).toBeDisabled();
        await u.click(busy);
        expect(onLogout).not.toHaveBeenCalled();
        expect(await axeViolations(container)).toEqual([]);
      });
    });
  });

  describe('given a pro member', () => {
    it('shows the crown and Telemedicina instead of Programas de salud', async () => {
      const { container } = renderHeader({ user: { name: 'Luis' }, isPro: true });
      expect(screen.getByRole('img', { name: 'Miembro Pro' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hola, Luis Miembro Pro' })).toBeInTheDocument();
      const nav = within(mainMenu());
      expect(nav.getByRole('link', { name: 'Telemedicina' })).toHaveAttribute(
        'href',
        '/telemedicina',
      );
      expect(nav.queryByRole('link', { name: 'Programas de salud' })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given items from the content API', () => {
    const menuItems: MenuItem[] = [
      { title: 'Síntomas y enfermedades', url: '/sintomas-y-enfermedades' },
      { title: 'Aliados', url: 'https://aliados.example.pe', is_external: true },
    ];

    it('marks an external item and opens it through onExternalLink', async () => {
      const onExternalLink = vi.fn();
      const u = userEvent.setup();
      const { container } = renderHeader({ menuItems, onExternalLink });
      const link = within(mainMenu()).getByRole('link', {
        name: 'Aliados (abre un sitio externo)',
      });
      expect(link).toHaveAttribute('href', 'https://aliados.example.pe');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const click = vi.fn((event: MouseEvent) => event.defaultPrevented);
      document.addEventListener('click', click);
      await u.click(link);
      document.removeEventListener('click', click);
      expect(onExternalLink).toHaveBeenCalledWith('https://aliados.example.pe');
      expect(click).toHaveReturnedWith(true);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('leaves a modified click (new tab) to the browser', async () => {
      const onExternalLink = vi.fn();
      const u = userEvent.setup();
      renderHeader({ menuItems, onExternalLink });
      const link = within(mainMenu()).getByRole('link', { name: /Aliados/ });
      await u.keyboard('{Control>}');
      await u.click(link);
      await u.keyboard('{/Control}');
      expect(onExternalLink).not.toHaveBeenCalled();
    });

    it('marks the page being shown with aria-current', () => {
      renderHeader({ menuItems, currentPath: '/sintomas-y-enfermedades/' });
      expect(
        within(mainMenu()).getByRole('link', { name: 'Síntomas y enfermedades' }),
      ).toHaveAttribute('aria-current', 'page');
    });
  });

  describe("given the app's link component", () => {
    it('renders every internal link with it', async () => {
      const AppLink = ({ children, ...props }: ComponentProps<'a'> & { href: string }) => (
        <a data-app-link="" {...props}>
          {children}
        </a>
      );
      const u = userEvent.setup();
      renderHeader({ linkComponent: AppLink });
      expect(screen.getByRole('link', { name: 'VivaSalud' })).toHaveAttribute('data-app-link');
      expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('data-app-link');
      await u.click(within(mainMenu()).getByRole('button', { name: 'Clases y recursos' }));
      expect(screen.getByRole('link', { name: 'Clases grabadas' })).toHaveAttribute(
        'data-app-link',
      );
    });
  });

  describe('on a small screen (the overlay)', () => {
    // The overlay is fetched on the first open (MobileMenu.test.tsx): wait for it.
    const openOverlay = async (u: ReturnType<typeof userEvent.setup>) => {
      await u.click(screen.getByRole('button', { name: 'Abrir menú' }));
      return screen.findByRole('dialog', { name: 'Menú' });
    };

    // Warm the overlay's chunk once, so that the first findByRole waits for the overlay and not
    // for Vite's first transform of it on a cold machine.
    beforeAll(async () => {
      await import('./MobileMenuOverlay');
    });

    afterEach(() => {
      document.body.style.overflow = '';
    });

    it('has a closed hamburger labelled "Abrir menú"', () => {
      renderHeader();
      const hamburger = screen.getByRole('button', { name: 'Abrir menú' });
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    describe('when the hamburger is pressed', () => {
      it('opens a full-screen dialog with the same items, the greeting and logout', async () => {
        const onLogout = vi.fn();
        const u = userEvent.setup();
        renderHeader({ user: { name: 'Ana' }, isPro: true, onLogout });
        const hamburger = screen.getByRole('button', { name: 'Abrir menú' });
        const dialog = await openOverlay(u);

        expect(hamburger).toHaveAttribute('aria-expanded', 'true');
        expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
        expect(hamburger).toHaveAccessibleName('Cerrar menú');
        const overlay = within(dialog);
        expect(overlay.getByText('Hola, Ana')).toBeInTheDocument();
        expect(overlay.getByRole('img', { name: 'Miembro Pro' })).toBeInTheDocument();
        const nav = within(overlay.getByRole('navigation', { name: 'Menú principal' }));
        expect(nav.getByRole('list', { name: 'Clases y recursos' })).toBeInTheDocument();
        expect(
          nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
        ).toEqual([
          ['Clases en línea', '/clases-en-vivo'],
          ['Clases grabadas', '/clases-grabadas'],
          ['Guías y consejos', '/guias-y-consejos'],
          ['Experiencias presenciales', '/experiencias-presenciales'],
          ['Sesiones con expertos', '/sesiones-con-expertos'],
          ['Telemedicina', '/telemedicina'],
        ]);
        expect(await axeViolations(document.body)).toEqual([]);

        await u.click(overlay.getByRole('button', { name: 'Cerrar sesión' }));
        expect(onLogout).toHaveBeenCalledTimes(1);
      });

      it('locks page scrolling and gives it back on close', async () => {
        document.body.style.overflow = 'auto';
        const u = userEvent.setup();
        renderHeader();
        await openOverlay(u);
        expect(document.body.style.overflow).toBe('hidden');
        await u.click(screen.getByRole('button', { name: 'Cerrar menú' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(document.body.style.overflow).toBe('auto');
      });

      it('gives scrolling back when the header goes away while open', async () => {
        const u = userEvent.setup();
        const { unmount } = renderHeader();
        await openOverlay(u);
        unmount();
        expect(document.body.style.overflow).toBe('');
      });

      it('keeps focus inside, closes on Escape and returns focus to the hamburger', async () => {
        const u = userEvent.setup();
        renderHeader();
        const hamburger = screen.getByRole('button', { name: 'Abrir menú' });
        const dialog = await openOverlay(u);
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        for (let i = 0; i < 12; i += 1) {
          await u.tab();
          expect(dialog).toContainElement(document.activeElement as HTMLElement);
        }
        await u.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(hamburger).toHaveFocus();
        expect(hamburger).toHaveAttribute('aria-expanded', 'false');
        expect(document.body.style.overflow).toBe('');
      });

      it('offers "Inicia sesión" to a visitor', async () => {
        const u = userEvent.setup();
        renderHeader();
        const dialog = await openOverlay(u);
        expect(within(dialog).getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
          'href',
          '/auth/login',
        );
        expect(within(dialog).queryByText(/Hola/)).not.toBeInTheDocument();
      });

      it('shows logout busy as "Cargando" while it runs', async () => {
        const u = userEvent.setup();
        renderHeader({ user: { name: 'Ana' }, logoutLoading: true });
        const dialog = await openOverlay(u);
        expect(within(dialog).getByRole('button', { name: 'Cargando' })).toBeDisabled();
      });
    });

    describe('when a link in the overlay is followed', () => {
      it('closes the overlay', async () => {
        const u = userEvent.setup();
        renderHeader();
        const dialog = await openOverlay(u);
        await u.click(within(dialog).getByRole('link', { name: 'Clases grabadas' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(document.body.style.overflow).toBe('');
      });

      it('closes the overlay and asks onExternalLink for an external item', async () => {
        const onExternalLink = vi.fn();
        const u = userEvent.setup();
        renderHeader({
          menuItems: [{ title: 'Aliados', url: 'https://aliados.example.pe', is_external: true }],
          onExternalLink,
        });
        const dialog = await openOverlay(u);
        await u.click(
          within(dialog).getByRole('link', { name: 'Aliados (abre un sitio externo)' }),
        );
        expect(onExternalLink).toHaveBeenCalledWith('https://aliados.example.pe');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    });
  });
});
