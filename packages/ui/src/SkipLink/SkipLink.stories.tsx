import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CampaignBanner } from '../CampaignBanner';
import { Header } from '../Header';
import { SkipLink } from './SkipLink';

const campaign = {
  copy: 'Participa en el sorteo de audífonos inalámbricos.',
  copyStrong: '¡Inscríbete gratis!',
  linkText: 'Quiero participar',
  href: '#campaign/sorteo-audifonos/signup',
};

/** The strip slides in: wait for it, so positions are the final ones. */
async function settled(element: Element) {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
}

/** Clipped to nothing: no area on screen. */
async function expectVisuallyHidden(link: HTMLElement) {
  const { width, height } = link.getBoundingClientRect();
  await expect(width * height).toBeLessThanOrEqual(1);
  await expect(getComputedStyle(link).clipPath).toBe('inset(50%)');
}

const meta = {
  title: 'Navegación/SkipLink',
  component: SkipLink,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Enlace «Saltar al contenido» (patrón de GOV.UK): va primero en `<body>`, antes de la franja de campaña y de la cabecera, así que es la primera parada del tabulador. Está oculto a la vista (recortado, no desplazado) hasta que recibe el foco, sea cual sea su contenedor; con el foco se muestra en su sitio, empujando la página. Al seguirlo, el contenido principal recibe el foco. La app lo pone así: `<SkipLink href="#contenido" />` primero y `<Header skipLink={false} />`.',
      },
    },
  },
  // The page as the portal lays it out: skip link, campaign strip, header, main content.
  render: (args) => (
    <>
      <SkipLink {...args} />
      <CampaignBanner {...campaign} />
      <Header skipLink={false} />
      <main id="contenido">
        <h1>Clases en línea</h1>
        <p>Contenido de la página.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Primera parada del tabulador',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('region', { name: 'Campaña' });
    await settled(strip);
    const skipLinks = canvas.getAllByRole('link', { name: 'Saltar al contenido' });
    await expect(skipLinks).toHaveLength(1);
    const [skipLink] = skipLinks as [HTMLElement];
    await expect(skipLink).toHaveAttribute('href', '#contenido');
    await expectVisuallyHidden(skipLink);

    // The first Tab stop, before the campaign's link; shown above the strip, not over it.
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    const link = skipLink.getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(40);
    await expect(link.bottom).toBeLessThanOrEqual(strip.getBoundingClientRect().top);
    await userEvent.tab();
    await expect(within(strip).getByRole('link', { name: 'Quiero participar' })).toHaveFocus();
    await expectVisuallyHidden(skipLink);
    await userEvent.tab({ shift: true });
    await expect(skipLink).toHaveFocus();
  },
};

export const AlSeguirlo: Story = {
  name: 'Al seguirlo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skipLink = canvas.getByRole('link', { name: 'Saltar al contenido' });
    const main = canvas.getByRole('main');
    // The link's own handler runs; the jump itself is left out, as Vitest's browser runner
    // resolves the fragment against another address and would leave the page.
    const stay = (event: MouseEvent) => event.preventDefault();
    const page = canvasElement.ownerDocument;
    page.addEventListener('click', stay);
    try {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    } finally {
      page.removeEventListener('click', stay);
    }
    // The main content has the focus (for as long as it holds it) and no ring around it.
    await waitFor(() => expect(main).toHaveFocus());
    await expect(main).toHaveAttribute('tabindex', '-1');
    await expect(getComputedStyle(main).outlineStyle).toBe('none');
    await expectVisuallyHidden(skipLink);
    main.blur();
    await expect(main).not.toHaveAttribute('tabindex');
  },
};

export const EnLaCabecera: Story = {
  name: 'En la cabecera, bajo la franja',
  // The header's own skip link (when the app renders none): hidden without focus, not over
  // the campaign strip above the header.
  render: () => (
    <>
      <CampaignBanner {...campaign} />
      <Header />
      <main id="contenido">
        <h1>Clases en línea</h1>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvas.getByRole('region', { name: 'Campaña' }));
    const skipLink = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expectVisuallyHidden(skipLink);
    skipLink.focus();
    await expect(skipLink.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    skipLink.blur();
    await expectVisuallyHidden(skipLink);
  },
};
