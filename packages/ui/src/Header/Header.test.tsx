import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { loadDesktopNavMenu } from './DesktopNav';
import { Header, preloadAccountMenu, type HeaderProps } from './Header';
import { DEFAULT_MENU_ITEMS, type MenuItem } from './menuItems';

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
  // The greeting and logout are fetched when a signed-in person is first shown (AccountMenuLoad.test.tsx):
  // these are the tests of the loaded header, which a header rendered after that uses at once.
  beforeAll(async () => {
    await preloadAccountMenu();
  });

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

    it('leaves the skip link to the app with skipLink={false}: the logo is its first Tab stop', async () => {
      const user = userEvent.setup();
      renderHeader({ skipLink: false });
      expect(screen.queryByRole('link', { name: 'Saltar al contenido' })).not.toBeInTheDocument();
      await user.tab();
      expect(screen.getByRole('link', { name: 'VivaSalud' })).toHaveFocus();
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
  });

  describe('its desktop navigation (a disclosure navigation, spec §2)', () => {
    // Radix NavigationMenu is fetched once needed (DesktopNav.test.tsx): these are the tests of
    // the loaded menu, which a header rendered after it has loaded uses at once.
    beforeAll(async () => {
      await loadDesktopNavMenu();
    });

    /** Two submenus, to check that one opens at a time and the skip delay between them. */
    const twoSubmenus: MenuItem[] = [
      {
        title: 'Clases y recursos',
        url: '',
        children: [
          { title: 'Clases en línea', url: '/clases-en-vivo' },
          { title: 'Clases grabadas', url: '/clases-grabadas' },
          { title: 'Guías y consejos', url: '/guias-y-consejos' },
        ],
      },
      {
        title: 'Bienestar',
        url: '',
        children: [
          { title: 'Nutrición', url: '/nutricion' },
          { title: 'Sueño', url: '/sueno' },
        ],
      },
      { title: 'Sesiones con expertos', url: '/sesiones-con-expertos' },
    ];

    const trigger = (name: string) => within(mainMenu()).getByRole('button', { name });
    /** The element the button's aria-controls names: its submenu, shown or not. */
    const submenuOf = (button: HTMLElement) => {
      const id = button.getAttribute('aria-controls');
      expect(id).toBeTruthy();
      const submenu = document.getElementById(id!);
      expect(submenu).not.toBeNull();
      return submenu!;
    };
    const expectOpen = (button: HTMLElement) => {
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAttribute('data-state', 'open');
      expect(submenuOf(button)).toBeVisible();
      expect(submenuOf(button)).toHaveAttribute('data-state', 'open');
    };
    const expectClosed = (button: HTMLElement) => {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('data-state', 'closed');
      expect(submenuOf(button)).not.toBeVisible();
      expect(submenuOf(button)).toHaveAttribute('hidden');
    };

    describe('given it has just rendered', () => {
      it('has a button per submenu, naming it with aria-controls, closed and hidden', () => {
        renderHeader({ menuItems: twoSubmenus });
        const nav = within(mainMenu());
        const classes = trigger('Clases y recursos');
        expectClosed(classes);
        expectClosed(trigger('Bienestar'));
        expect(nav.queryByRole('link', { name: 'Clases en línea' })).not.toBeInTheDocument();
        // In the page already (hidden), with its links.
        expect(
          within(submenuOf(classes))
            .getAllByRole('link', { hidden: true })
            .map((link) => link.getAttribute('href')),
        ).toEqual(['/clases-en-vivo', '/clases-grabadas', '/guias-y-consejos']);
        // A disclosure navigation, not an application menu.
        expect(mainMenu().querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
        expect(nav.getByRole('link', { name: 'Sesiones con expertos' })).toBeVisible();
      });

      it('is rendered on the server with its links and the submenus closed and hidden', () => {
        const html = renderToString(<Header menuItems={twoSubmenus} currentPath="/sueno" />);
        const page = document.createElement('div');
        page.innerHTML = html;
        const nav = page.querySelector('nav[aria-label="Menú principal"]');
        expect(nav).not.toBeNull();
        const buttons = Array.from(nav!.querySelectorAll('button'));
        expect(buttons.map((button) => button.textContent)).toEqual([
          'Clases y recursos',
          'Bienestar',
        ]);
        for (const button of buttons) {
          expect(button).toHaveAttribute('aria-expanded', 'false');
          const submenu = page.querySelector(`[id="${button.getAttribute('aria-controls')}"]`);
          expect(submenu).toHaveAttribute('hidden');
          expect(submenu).toHaveAttribute('data-state', 'closed');
        }
        expect(Array.from(nav!.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual(
          [
            '/clases-en-vivo',
            '/clases-grabadas',
            '/guias-y-consejos',
            '/nutricion',
            '/sesiones-con-expertos',
          ],
        );
        // The page being shown is text, not a link to itself (issue #25).
        expect(nav!.querySelector('span[aria-current="page"]')).toHaveTextContent('Sueño');
      });

      it('hydrates the server HTML without a mismatch', async () => {
        const element = <Header menuItems={twoSubmenus} />;
        const container = document.createElement('div');
        container.innerHTML = renderToString(element);
        document.body.append(container);
        const onRecoverableError = vi.fn();
        const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const root = await act(async () => hydrateRoot(container, element, { onRecoverableError }));
        try {
          expect(onRecoverableError).not.toHaveBeenCalled();
          expect(consoleError).not.toHaveBeenCalled();
          fireEvent.click(within(container).getByRole('button', { name: 'Bienestar' }));
          expect(within(container).getByRole('link', { name: 'Nutrición' })).toBeVisible();
        } finally {
          consoleError.mockRestore();
          act(() => root.unmount());
          container.remove();
        }
      });
    });

    describe('when a button is clicked, or pressed with Enter or Space', () => {
      it('opens its submenu at once, and closes it on the next press', async () => {
        const user = userEvent.setup();
        const { container } = renderHeader({ menuItems: twoSubmenus });
        const classes = trigger('Clases y recursos');
        fireEvent.click(classes); // no timer runs between the click and the check
        expectOpen(classes);
        const nav = within(mainMenu());
        expect(nav.getByRole('list', { name: 'Clases y recursos' })).toBe(
          submenuOf(classes).querySelector('ul'),
        );
        expect(
          nav
            .getAllByRole('link', { name: /Clases en línea|Clases grabadas|Guías y consejos/ })
            .map((link) => link.getAttribute('href')),
        ).toEqual(['/clases-en-vivo', '/clases-grabadas', '/guias-y-consejos']);
        expect(await axeViolations(container)).toEqual([]);
        fireEvent.click(classes);
        expectClosed(classes);

        act(() => classes.focus());
        await user.keyboard('{Enter}');
        expectOpen(classes);
        await user.keyboard('{Enter}');
        expectClosed(classes);
        await user.keyboard(' ');
        expectOpen(classes);
        await user.keyboard(' ');
        expectClosed(classes);
      });

      it('keeps one submenu open at a time', async () => {
        const user = userEvent.setup();
        renderHeader({ menuItems: twoSubmenus });
        const classes = trigger('Clases y recursos');
        const wellbeing = trigger('Bienestar');
        await user.click(classes);
        expectOpen(classes);
        await user.click(wellbeing);
        expectOpen(wellbeing);
        expectClosed(classes);
        await user.click(classes);
        expectOpen(classes);
        expectClosed(wellbeing);
      });

      it('lets Tab go on from the button into its submenu, in page order', async () => {
        const user = userEvent.setup();
        renderHeader();
        const classes = trigger('Clases y recursos');
        await user.tab(); // skip link
        await user.tab(); // logo
        await user.tab();
        expect(classes).toHaveFocus();
        await user.keyboard('{Enter}');
        await user.tab();
        expect(screen.getByRole('link', { name: 'Clases en línea' })).toHaveFocus();
        await user.tab();
        await user.tab();
        await user.tab();
        expect(screen.getByRole('link', { name: 'Experiencias presenciales' })).toHaveFocus();
        // Still inside the navigation: the submenu stays open.
        expectOpen(classes);
      });
    });

    describe('while a submenu is open', () => {
      it('closes on Escape and gives focus back to its button', async () => {
        const user = userEvent.setup();
        renderHeader();
        const classes = trigger('Clases y recursos');
        await user.click(classes);
        await user.tab();
        expect(screen.getByRole('link', { name: 'Clases en línea' })).toHaveFocus();
        await user.keyboard('{Escape}');
        expectClosed(classes);
        expect(classes).toHaveFocus();

        // From the button itself too.
        await user.keyboard('{Enter}');
        expectOpen(classes);
        await user.keyboard('{Escape}');
        expectClosed(classes);
        expect(classes).toHaveFocus();
      });

      it('does not take focus from elsewhere on the page on Escape', async () => {
        const user = userEvent.setup();
        renderHeader();
        const classes = trigger('Clases y recursos');
        fireEvent.click(classes);
        const login = screen.getByRole('link', { name: 'Inicia sesión' });
        act(() => login.focus());
        await user.keyboard('{Escape}');
        expectClosed(classes);
        expect(login).toHaveFocus();
      });

      it('closes on a click or touch outside it, not on one inside its submenu', () => {
        renderHeader({ menuItems: twoSubmenus });
        const classes = trigger('Clases y recursos');
        fireEvent.click(classes);
        fireEvent.pointerDown(submenuOf(classes), { pointerType: 'mouse' });
        fireEvent.pointerDown(classes, { pointerType: 'mouse' });
        expectOpen(classes);
        fireEvent.pointerDown(screen.getByRole('main'), { pointerType: 'touch' });
        expectClosed(classes);

        // Another item of the navigation is outside too.
        fireEvent.click(classes);
        fireEvent.pointerDown(
          within(mainMenu()).getByRole('link', { name: 'Sesiones con expertos' }),
        );
        expectClosed(classes);
      });

      it('closes when focus leaves the navigation (Tab out)', async () => {
        const user = userEvent.setup();
        renderHeader();
        const classes = trigger('Clases y recursos');
        const lastItem = within(mainMenu()).getByRole('link', { name: 'Programas de salud' });
        act(() => lastItem.focus());
        await user.tab({ shift: true });
        await user.tab({ shift: true });
        await user.tab({ shift: true });
        expect(classes).toHaveFocus();
        await user.keyboard('{Enter}');
        expectOpen(classes);
        // Within the navigation it stays open...
        act(() => lastItem.focus());
        expectOpen(classes);
        // ...and closes once focus goes on past it.
        await user.tab();
        expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveFocus();
        expectClosed(classes);
      });

      it('closes when one of its links is followed, focus back on its button', async () => {
        const user = userEvent.setup();
        renderHeader();
        const classes = trigger('Clases y recursos');
        await user.click(classes);
        const recorded = screen.getByRole('link', { name: 'Clases grabadas' });
        recorded.addEventListener('click', (event) => event.preventDefault()); // stay on the page
        await user.click(recorded);
        expectClosed(classes);
        expect(classes).toHaveFocus();
      });

      it('closes when a link beside it is followed', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        fireEvent.click(classes);
        const experts = within(mainMenu()).getByRole('link', { name: 'Sesiones con expertos' });
        experts.addEventListener('click', (event) => event.preventDefault());
        act(() => experts.focus());
        expectOpen(classes);
        fireEvent.click(experts); // Enter on the focused link
        expectClosed(classes);
        expect(experts).toHaveFocus();
      });

      it('stays open on a modified click (a new tab) on one of its links', async () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        fireEvent.click(classes);
        const recorded = screen.getByRole('link', { name: 'Clases grabadas' });
        recorded.addEventListener('click', (event) => event.preventDefault());
        fireEvent.click(recorded, { ctrlKey: true });
        expectOpen(classes);
      });
    });

    describe('given the page being shown is in a submenu', () => {
      it('marks its link with aria-current="page" on another page of it, and only that link', async () => {
        const user = userEvent.setup();
        // `?pagina=2`: not the address the link leads to, so it stays a link (issue #25).
        renderHeader({ currentPath: '/clases-grabadas/?pagina=2' });
        await user.click(trigger('Clases y recursos'));
        const nav = within(mainMenu());
        expect(nav.getByRole('link', { name: 'Clases grabadas' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(mainMenu().querySelectorAll('[aria-current]')).toHaveLength(1);
        expect(trigger('Clases y recursos')).not.toHaveAttribute('aria-current');
      });
    });

    describe('with the arrow keys', () => {
      it('moves between the items, and ArrowDown enters an open submenu', async () => {
        const user = userEvent.setup();
        renderHeader({ menuItems: twoSubmenus });
        const nav = within(mainMenu());
        const classes = trigger('Clases y recursos');
        act(() => classes.focus());
        await user.keyboard('{ArrowRight}');
        expect(trigger('Bienestar')).toHaveFocus();
        await user.keyboard('{End}');
        expect(nav.getByRole('link', { name: 'Sesiones con expertos' })).toHaveFocus();
        await user.keyboard('{ArrowLeft}');
        expect(trigger('Bienestar')).toHaveFocus();
        await user.keyboard('{Home}');
        expect(classes).toHaveFocus();

        await user.keyboard('{Enter}{ArrowDown}');
        expect(nav.getByRole('link', { name: 'Clases en línea' })).toHaveFocus();
        await user.keyboard('{ArrowDown}');
        expect(nav.getByRole('link', { name: 'Clases grabadas' })).toHaveFocus();
        await user.keyboard('{End}');
        expect(nav.getByRole('link', { name: 'Guías y consejos' })).toHaveFocus();
        await user.keyboard('{ArrowUp}');
        expect(nav.getByRole('link', { name: 'Clases grabadas' })).toHaveFocus();
        expectOpen(classes);
      });
    });

    describe('with a modifier key held', () => {
      it('leaves the arrows, Home and End to the browser (Alt+ArrowLeft is "back")', async () => {
        renderHeader({ menuItems: twoSubmenus });
        const classes = trigger('Clases y recursos');
        act(() => classes.focus());
        for (const [key, modifier] of [
          ['ArrowRight', 'altKey'],
          ['ArrowLeft', 'altKey'],
          ['End', 'ctrlKey'],
          ['ArrowDown', 'shiftKey'],
          ['ArrowRight', 'metaKey'],
        ] as const) {
          // fireEvent tells whether the event went through without its default prevented.
          expect(fireEvent.keyDown(classes, { key, [modifier]: true })).toBe(true);
        }
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(classes).toHaveFocus();
      });
    });

    describe('when a pointer rests on it (timings of spec §9)', () => {
      // fireEvent rather than userEvent here: Testing Library's async wrapper around userEvent
      // waits on a real timer, which never fires under vitest's fake timers.
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      /** A mouse arriving: pointerover/enter, then a move. */
      const pointerOn = (element: Element, pointerType = 'mouse') => {
        fireEvent.pointerEnter(element, { pointerType });
        fireEvent.pointerMove(element, { pointerType });
      };
      const pointerOff = (element: Element, pointerType = 'mouse') =>
        fireEvent.pointerLeave(element, { pointerType });

      it('opens after 200 ms and not before', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(199);
        expectClosed(classes);
        advance(1);
        expectOpen(classes);
      });

      it('does not open if the pointer leaves within the 200 ms', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(150);
        pointerOff(classes);
        advance(1000);
        expectClosed(classes);
      });

      it('closes 150 ms after the pointer leaves the button and not before', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(200);
        pointerOff(classes);
        advance(149);
        expectOpen(classes);
        advance(1);
        expectClosed(classes);
      });

      it('stays open if the pointer comes back within the 150 ms', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(200);
        pointerOff(classes);
        advance(100);
        pointerOn(classes);
        advance(1000);
        expectOpen(classes);
      });

      it('stays open while the pointer crosses from the button into the submenu, and closes 150 ms after it leaves that', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(200);
        const submenu = submenuOf(classes);
        pointerOff(classes);
        advance(100);
        pointerOn(within(submenu).getByRole('link', { name: 'Clases grabadas' }));
        advance(1000);
        expectOpen(classes);
        pointerOff(submenu);
        advance(149);
        expectOpen(classes);
        advance(1);
        expectClosed(classes);
      });

      it('also closes 150 ms after the pointer leaves a submenu opened by a click', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        fireEvent.click(classes);
        pointerOn(submenuOf(classes));
        pointerOff(submenuOf(classes));
        advance(149);
        expectOpen(classes);
        advance(1);
        expectClosed(classes);
      });

      it('opens the next submenu at once within 300 ms of one closing (skip delay), then waits 200 ms again', () => {
        renderHeader({ menuItems: twoSubmenus });
        const classes = trigger('Clases y recursos');
        const wellbeing = trigger('Bienestar');
        pointerOn(classes);
        advance(200);
        pointerOff(classes);
        advance(150);
        expectClosed(classes);

        // 250 ms after it closed (400 ms after it opened): at once.
        advance(250);
        pointerOn(wellbeing);
        expectOpen(wellbeing);
        pointerOff(wellbeing);
        advance(150);
        expectClosed(wellbeing);

        // 300 ms after that one closed: the open delay applies again.
        advance(300);
        pointerOn(classes);
        advance(199);
        expectClosed(classes);
        advance(1);
        expectOpen(classes);
      });

      it('moves straight from one open submenu to the next, keeping one open', () => {
        renderHeader({ menuItems: twoSubmenus });
        const classes = trigger('Clases y recursos');
        const wellbeing = trigger('Bienestar');
        pointerOn(classes);
        advance(200);
        pointerOff(classes);
        pointerOn(wellbeing);
        expectOpen(wellbeing);
        expectClosed(classes);
        advance(1000);
        expectOpen(wellbeing);
        expectClosed(classes);
      });

      it('keeps it open on a click that lands just after the pointer opened it, and closes on a later one', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(200);
        advance(400); // the click that was on its way
        fireEvent.click(classes);
        expectOpen(classes);
        fireEvent.click(classes);
        expectClosed(classes);

        // Resting on it until it opens, then a while later a click: it closes.
        pointerOff(classes);
        advance(1000);
        pointerOn(classes);
        advance(200);
        expectOpen(classes);
        advance(500);
        fireEvent.click(classes);
        expectClosed(classes);
      });

      it('stays closed when a click closed it while the open delay ran (a double click)', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        advance(50);
        fireEvent.click(classes);
        expectOpen(classes);
        advance(50);
        fireEvent.click(classes);
        expectClosed(classes);
        advance(1000);
        expectClosed(classes);
      });

      it('stays closed when Escape closed it while the open delay ran', () => {
        renderHeader();
        const classes = trigger('Clases y recursos');
        pointerOn(classes);
        fireEvent.click(classes);
        advance(50);
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
        expectClosed(classes);
        advance(1000);
        expectClosed(classes);
      });

      describe('given a touch screen', () => {
        it('does not open on touch, a tap toggles, and lifting the finger does not close', () => {
          renderHeader();
          const classes = trigger('Clases y recursos');
          const tap = () => {
            pointerOn(classes, 'touch');
            fireEvent.pointerDown(classes, { pointerType: 'touch' });
            fireEvent.pointerUp(classes, { pointerType: 'touch' });
            fireEvent.click(classes);
            pointerOff(classes, 'touch');
          };
          pointerOn(classes, 'touch');
          advance(1000);
          expectClosed(classes);
          pointerOff(classes, 'touch');

          tap();
          expectOpen(classes);
          advance(1000);
          expectOpen(classes);
          tap();
          expectClosed(classes);
          advance(1000);
          expectClosed(classes);
        });
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

    describe('given the person’s own pages (accountLinks)', () => {
      const accountLinks = [{ title: 'Mi espacio', url: '/mi-espacio' }];

      it('lists them above the logout, and closes the menu when one is followed', async () => {
        const u = userEvent.setup();
        const { container } = renderHeader({ user, accountLinks });
        expect(screen.queryByRole('link', { name: 'Mi espacio' })).not.toBeInTheDocument();
        const greeting = screen.getByRole('button', { name: 'Hola, Ana' });
        await u.click(greeting);
        const link = screen.getByRole('link', { name: 'Mi espacio' });
        expect(link).toHaveAttribute('href', '/mi-espacio');
        await u.tab();
        expect(link).toHaveFocus();
        await u.tab();
        expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus();
        expect(await axeViolations(container)).toEqual([]);
        link.addEventListener('click', (event) => event.preventDefault());
        await u.click(link);
        expect(greeting).toHaveAttribute('aria-expanded', 'false');
      });

      it('shows the page being shown as text, not as a link to itself', async () => {
        const u = userEvent.setup();
        renderHeader({ user, accountLinks, currentPath: '/mi-espacio' });
        await u.click(screen.getByRole('button', { name: 'Hola, Ana' }));
        expect(screen.queryByRole('link', { name: 'Mi espacio' })).not.toBeInTheDocument();
        expect(screen.getByText('Mi espacio')).toHaveAttribute('aria-current', 'page');
      });

      it('never shows them to a visitor', () => {
        renderHeader({ accountLinks });
        expect(screen.queryByText('Mi espacio')).not.toBeInTheDocument();
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

    it('marks the page being shown with aria-current, as text (issue #25)', () => {
      renderHeader({ menuItems, currentPath: '/sintomas-y-enfermedades/' });
      expect(
        within(mainMenu()).queryByRole('link', { name: 'Síntomas y enfermedades' }),
      ).not.toBeInTheDocument();
      expect(within(mainMenu()).getByText('Síntomas y enfermedades')).toHaveAttribute(
        'aria-current',
        'page',
      );
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

      it('lists the person’s own pages with the logout, and closes when one is followed', async () => {
        const u = userEvent.setup();
        renderHeader({
          user: { name: 'Ana' },
          accountLinks: [{ title: 'Mi espacio', url: '/mi-espacio' }],
        });
        const dialog = await openOverlay(u);
        const link = within(dialog).getByRole('link', { name: 'Mi espacio' });
        expect(link).toHaveAttribute('href', '/mi-espacio');
        expect(await axeViolations(document.body)).toEqual([]);
        link.addEventListener('click', (event) => event.preventDefault());
        await u.click(link);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  describe('its module graph (issue #6: the header is on every page)', () => {
    // lucide-react's icon runtime was part of every page's first load; the icons are inline SVG.
    // (Radix NavigationMenu is fetched when the desktop menu is needed: DesktopNav.test.tsx.)
    const leftOut = ['lucide-react'];

    afterEach(() => {
      for (const name of leftOut) vi.doUnmock(name);
    });

    it('does not import lucide-react, the overlay included', async () => {
      vi.resetModules();
      const loads: string[] = [];
      for (const name of leftOut) {
        vi.doMock(name, () => {
          loads.push(name);
          throw new Error(`${name} is left out of the header (issue #6)`);
        });
      }
      const { Header: FreshHeader, preloadAccountMenu: preloadFresh } = await import('./Header');
      await import('./MobileMenuOverlay');
      await preloadFresh();
      render(
        <FreshHeader
          user={{ name: 'Luis' }}
          isPro
          menuItems={[
            ...DEFAULT_MENU_ITEMS,
            { title: 'Aliados', url: 'https://aliados.example.pe', is_external: true },
          ]}
        />,
      );
      expect(screen.getByRole('img', { name: 'Miembro Pro' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aliados (abre un sitio externo)' })).toBeVisible();
      expect(loads).toEqual([]);
    });
  });
});
