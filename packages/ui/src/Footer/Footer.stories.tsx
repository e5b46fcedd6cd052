import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, within } from 'storybook/test';
import { ExternalLinkProvider } from '../ExternalLinkDialog/ExternalLinkProvider';
import { Footer } from './Footer';

const escritorio = { viewport: { value: 'escritorio', isRotated: false } };
const movil = { viewport: { value: 'movil', isRotated: false } };

const socialNetworks = [
  { url: 'https://www.tiktok.com/@vivasalud', tooltip: 'tiktok' },
  { url: 'https://www.youtube.com/@vivasalud', tooltip: 'youtube' },
  { url: 'https://www.instagram.com/vivasalud', tooltip: 'instagram' },
  { url: 'https://www.facebook.com/vivasalud', tooltip: 'facebook' },
];

/**
 * Clicks an external link: the page's confirmation opens; Cancelar closes it and focus goes back
 * to the link.
 */
async function confirmAndCancel(link: HTMLElement) {
  await userEvent.click(link);
  const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await expect(link).toHaveFocus();
}

const meta = {
  title: 'Navegación/Footer',
  component: Footer,
  args: {
    phone: '(01) 311-3400',
    complaintsBookUrl: 'https://libro-de-reclamaciones.example.pe',
    ethicsLineUrl: 'https://linea-etica.example.pe',
    socialNetworks,
  },
  globals: escritorio,
  // The footer renders on the server; the app's ExternalLinkProvider (mounted once, at the root)
  // asks the confirmation for its external links.
  decorators: [
    (Story) => (
      <ExternalLinkProvider>
        <Story />
      </ExternalLinkProvider>
    ),
  ],
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Pie de página del portal: «Central de consultas» (se marca con un toque), Libro de reclamaciones, Alerta genética / línea ética, las páginas legales (Transparencia, Política de privacidad, Términos y condiciones), las redes sociales (TikTok, YouTube, Instagram, Facebook) y «© 2025 VivaSalud. Todos los derechos reservados.». Se dibuja en el servidor, sin JavaScript propio: cada enlace externo es un enlace normal a una pestaña nueva marcado con `data-external-link`, y el `ExternalLinkProvider` de la app pide la confirmación («Ten en cuenta») antes de abrirlo; sin JavaScript, se abre directamente.',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Central de consultas: (01) 311-3400' }),
    ).toHaveAttribute('href', 'tel:013113400');
    await expect(
      canvas.getByText('© 2025 VivaSalud. Todos los derechos reservados.'),
    ).toBeVisible();
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getByRole('link', { name: 'Transparencia' })).toHaveAttribute(
      'href',
      '/transparencia',
    );
    await expect(legal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-de-privacidad/',
    );
    await expect(legal.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-condiciones/',
    );

    await confirmAndCancel(
      canvas.getByRole('link', { name: 'Libro de reclamaciones (abre un sitio externo)' }),
    );
    const ethicsLine = canvas.getByRole('link', {
      name: 'Alerta genética / línea ética (abre un sitio externo)',
    });
    await userEvent.click(ethicsLine);
    const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(window.open).toHaveBeenCalledWith(
      'https://linea-etica.example.pe',
      '_blank',
      'noopener,noreferrer',
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(ethicsLine).toHaveFocus();
  },
};

export const RedesSociales: Story = {
  name: 'Redes sociales',
  play: async ({ canvasElement }) => {
    const social = within(within(canvasElement).getByRole('list', { name: 'Síguenos' }));
    for (const [network, url] of [
      ['TikTok', 'https://www.tiktok.com/@vivasalud'],
      ['YouTube', 'https://www.youtube.com/@vivasalud'],
      ['Instagram', 'https://www.instagram.com/vivasalud'],
      ['Facebook', 'https://www.facebook.com/vivasalud'],
    ] as const) {
      const link = social.getByRole('link', {
        name: `VivaSalud en ${network} (abre un sitio externo)`,
      });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await confirmAndCancel(link);
    }
    await expect(window.open).not.toHaveBeenCalled();
    // Keyboard focus shows the network's name as a tooltip.
    social.getByRole('link', { name: /Facebook/ }).focus();
  },
};

export const ConNumeroDeEmergencias: Story = {
  name: 'Con número de emergencias',
  args: { emergencyNumber: '106' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Línea de emergencias: 106' }),
    ).toHaveAttribute('href', 'tel:106');
  },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: movil,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Central de consultas: (01) 311-3400' }),
    ).toBeVisible();
    await confirmAndCancel(
      canvas.getByRole('link', { name: 'VivaSalud en Instagram (abre un sitio externo)' }),
    );
  },
};

export const SoloLegal: Story = {
  name: 'Solo páginas legales',
  args: {
    phone: undefined,
    complaintsBookUrl: undefined,
    ethicsLineUrl: undefined,
    socialNetworks: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Central de consultas/)).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/**
 * The app's settings as the last column (`settings`): the portal's «Ahorro de datos» switch, a
 * plain form that works without JavaScript (its status and button come from the portal).
 */
export const ConAjustes: Story = {
  name: 'Con ajustes (ahorro de datos)',
  args: {
    settings: (
      <section aria-labelledby="ahorro-titulo">
        <h2 id="ahorro-titulo" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
          Ahorro de datos
        </h2>
        <form method="post" action="/api/ahorro-de-datos" onSubmit={(e) => e.preventDefault()}>
          <p style={{ margin: '0 0 0.5rem' }}>
            Desactivado. Actívalo si navegas con datos móviles: imágenes más livianas y videos que
            se descargan solo cuando los reproduces.
          </p>
          <button type="submit" name="ahorro" value="1">
            Activar el ahorro de datos
          </button>
        </form>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ahorro de datos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activar el ahorro de datos' })).toBeVisible();
  },
};
