import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadDesktopNavMenu } from './DesktopNav';
import { Header, preloadAccountMenu } from './Header';

const escritorio = { viewport: { value: 'escritorio', isRotated: false } };
const estrecho = { viewport: { value: 'estrecho', isRotated: false } };
const movil = { viewport: { value: 'movil', isRotated: false } };

/** Menus fade in: wait until the element has finished appearing. */
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const meta = {
  title: 'Navegación/Header',
  component: Header,
  args: {
    user: null,
    isPro: false,
    logoutLoading: false,
    variant: 'static',
    onLogout: fn(),
    onExternalLink: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['static', 'floating'] },
  },
  globals: escritorio,
  // The menu's Radix part and the greeting are fetched once needed (DesktopNav, Header); the
  // stories show them loaded.
  loaders: [
    async () => ({ menu: await loadDesktopNavMenu(), account: await preloadAccountMenu() }),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Cabecera del portal: logo, menú principal («Clases y recursos» con su submenú, Experiencias presenciales, Sesiones con expertos y Telemedicina para miembros Pro o Programas de salud para los demás), el saludo «Hola, {nombre}» con la corona Pro y el botón «Cerrar sesión», o «Inicia sesión». El menú (Radix NavigationMenu, que se descarga en pantallas anchas cuando la página ya cargó, o cuando el puntero o el foco llegan al menú) es una navegación con botones que muestran u ocultan su submenú (patrón «disclosure» de WAI-ARIA): al pasar el puntero se abre a los 200 ms, se cierra 150 ms después de que el puntero sale y entre opciones no espera (300 ms); un clic, Enter o Espacio lo abre o lo cierra; Escape, un clic fuera o salir del menú con Tab lo cierran. Bajo 900 px, una hamburguesa abre un menú a pantalla completa que bloquea el desplazamiento de la página. Variante `floating` sobre el hero de la portada y `static` con borde inferior en el resto.',
      },
    },
  },
  render: (args) => (
    <>
      <Header {...args} />
      <main id="contenido">
        <h1>Clases en línea</h1>
        <p>Contenido de la página.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Menú principal' }));
    await expectVisible(nav.getByRole('link', { name: 'Programas de salud' }));
    await expect(nav.queryByRole('link', { name: 'Telemedicina' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).toBeNull();

    const trigger = nav.getByRole('button', { name: 'Clases y recursos' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await nav.findByRole('link', { name: 'Clases en línea' })).toHaveAttribute(
      'href',
      '/clases-en-vivo',
    );
    await expectVisible(nav.getByRole('link', { name: 'Clases grabadas' }));
    await expectVisible(nav.getByRole('link', { name: 'Guías y consejos' }));
  },
};

export const SubmenuAlPasarElPuntero: Story = {
  name: 'Submenú al pasar el puntero',
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Menú principal' }));
    const trigger = nav.getByRole('button', { name: 'Clases y recursos' });
    await userEvent.hover(trigger);
    // Opens after the 200 ms delay.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(trigger);
    // Closes 150 ms after the pointer leaves.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const SubmenuConTeclado: Story = {
  name: 'Submenú con el teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Menú principal' }));
    const trigger = nav.getByRole('button', { name: 'Clases y recursos' });

    // Enter opens it, ArrowDown goes into it, Escape closes it and focus goes back to the button.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const firstLink = nav.getByRole('link', { name: 'Clases en línea' });
    await expectVisible(firstLink);
    await userEvent.keyboard('{ArrowDown}');
    await expect(firstLink).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();

    // Tab leads through the submenu; leaving the menu closes it.
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    // The open submenu is Radix's, mounted anew: the link is found again.
    await expect(nav.getByRole('link', { name: 'Clases en línea' })).toHaveFocus();
    nav.getByRole('link', { name: 'Programas de salud' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * At the header's narrowest desktop width (900 px) every item of the menu stays on one line and
 * the whole menu on one row (under the logo and the session: the header's two rows between 900
 * and 1199 px), with nothing overflowing, and no text under 14 px (issue #25: it was 12 px).
 */
async function expectMenuOnOneRow(canvasElement: HTMLElement) {
  await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(900);
  const nav = within(canvasElement).getByRole('navigation', { name: 'Menú principal' });
  const list = nav.querySelector('ul')!;
  const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li > :first-child'));
  await expect(items.length).toBeGreaterThanOrEqual(4);
  for (const item of items) {
    await expect(getComputedStyle(item).whiteSpace).toBe('nowrap');
    await expect(parseFloat(getComputedStyle(item).fontSize)).toBeGreaterThanOrEqual(14);
    // One line: each run of its text makes a single line box.
    const texts = Array.from(item.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
    await expect(texts.length).toBeGreaterThan(0);
    for (const node of texts) {
      const range = document.createRange();
      range.selectNodeContents(node);
      await expect(range.getClientRects()).toHaveLength(1);
    }
  }
  // One row.
  await expect(
    new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
  ).toBe(1);
  // Nothing overflows the bar, and the menu and the session do not overlap (the session is on
  // the row above the menu here).
  const bar = nav.parentElement!;
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  const session = nav.nextElementSibling!.getBoundingClientRect();
  const menu = items.at(-1)!.getBoundingClientRect();
  await expect(menu.right <= session.left || menu.top >= session.bottom).toBe(true);
}

export const MenuA900px: Story = {
  name: 'Menú a 900 px (una línea por opción)',
  tags: ['ancho-900'],
  globals: estrecho,
  play: async ({ canvasElement }) => {
    await expectMenuOnOneRow(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Inicia sesión' })).toBeVisible();
  },
};

export const MenuA900pxConSesion: Story = {
  name: 'Menú a 900 px con sesión iniciada (nombre largo)',
  tags: ['ancho-900'],
  globals: estrecho,
  args: { user: { name: 'María Fernanda de los Ángeles' } },
  play: async ({ canvasElement }) => {
    await expectMenuOnOneRow(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Hola, María Fernanda de los Ángeles' }),
    ).toBeVisible();
  },
};

export const SesionIniciada: Story = {
  name: 'Sesión iniciada',
  args: { user: { name: 'Ana' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Inicia sesión' })).toBeNull();
    const greeting = canvas.getByRole('button', { name: 'Hola, Ana' });

    // A click outside closes the dropdown.
    await userEvent.click(greeting);
    await expect(greeting).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('heading', { name: 'Clases en línea' }));
    await expect(greeting).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and gives focus back to the greeting.
    await userEvent.click(greeting);
    await userEvent.keyboard('{Escape}');
    await expect(greeting).toHaveAttribute('aria-expanded', 'false');
    await expect(greeting).toHaveFocus();

    // Logging out.
    await userEvent.click(greeting);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MiembroPro: Story = {
  name: 'Miembro Pro',
  args: { user: { name: 'Luis' }, isPro: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.getByRole('img', { name: 'Miembro Pro' }));
    const nav = within(canvas.getByRole('navigation', { name: 'Menú principal' }));
    await expect(nav.getByRole('link', { name: 'Telemedicina' })).toHaveAttribute(
      'href',
      '/telemedicina',
    );
    await expect(nav.queryByRole('link', { name: 'Programas de salud' })).toBeNull();
  },
};

export const CerrandoSesion: Story = {
  name: 'Cerrando sesión',
  args: { user: { name: 'Ana' }, logoutLoading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hola, Ana' }));
    const busy = canvas.getByRole('button', { name: 'Cargando' });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Flotante: Story = {
  name: 'Flotante (sobre el hero)',
  args: { variant: 'floating' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 420, background: 'var(--color-secondary)' }}>
      <Header {...args} />
      <main
        id="contenido"
        style={{
          paddingTop: 'calc(var(--header-height) + 4rem)',
          color: 'var(--color-text-inverse)',
        }}
      >
        <h1>Aprende y consigue una vida saludable</h1>
      </main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-variant', 'floating');
    await userEvent.click(canvas.getByRole('button', { name: 'Clases y recursos' }));
    await expectVisible(await canvas.findByRole('link', { name: 'Clases grabadas' }));
  },
};

export const EnlaceExterno: Story = {
  name: 'Con enlace externo',
  args: {
    menuItems: [
      { title: 'Síntomas y enfermedades', url: '/sintomas-y-enfermedades' },
      { title: 'Experiencias presenciales', url: '/experiencias-presenciales' },
      { title: 'Aliados', url: 'https://aliados.example.pe', is_external: true },
    ],
    currentPath: '/sintomas-y-enfermedades',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The page being shown: text, not a link to itself (issue #25).
    await expect(canvas.queryByRole('link', { name: 'Síntomas y enfermedades' })).toBeNull();
    await expect(canvas.getByText('Síntomas y enfermedades')).toHaveAttribute(
      'aria-current',
      'page',
    );
    const external = canvas.getByRole('link', { name: 'Aliados (abre un sitio externo)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await userEvent.click(external);
    await expect(args.onExternalLink).toHaveBeenCalledWith('https://aliados.example.pe');
  },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: movil,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(hamburger);
    const dialog = await page.findByRole('dialog', { name: 'Menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    const overlay = within(dialog);
    await expectVisible(overlay.getByRole('link', { name: 'Clases en línea' }));
    await expectVisible(overlay.getByRole('link', { name: 'Programas de salud' }));
    await expectVisible(overlay.getByRole('link', { name: 'Inicia sesión' }));

    // Escape closes it, focus returns to the hamburger and the page scrolls again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const MovilSesionIniciada: Story = {
  name: 'Móvil con sesión iniciada (menú abierto)',
  globals: movil,
  args: { user: { name: 'Luis' }, isPro: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: /Hola/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const overlay = within(await page.findByRole('dialog', { name: 'Menú' }));
    await expectVisible(overlay.getByText('Hola, Luis'));
    await expectVisible(overlay.getByRole('img', { name: 'Miembro Pro' }));
    await expectVisible(overlay.getByRole('link', { name: 'Telemedicina' }));
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await userEvent.click(overlay.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MovilCerrarMenu: Story = {
  name: 'Móvil: cerrar el menú',
  globals: movil,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(hamburger);
    const overlay = within(await page.findByRole('dialog', { name: 'Menú' }));
    await userEvent.click(overlay.getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};
