import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampaignBanner } from './CampaignBanner';

/** Waits for the slide-in, so checks and the a11y scan see the final look. */
async function slideInFinished(element: Element) {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
}

const meta = {
  title: 'Avisos/CampaignBanner',
  component: CampaignBanner,
  args: {
    copy: 'Participa en el sorteo de audífonos inalámbricos.',
    copyStrong: '¡Inscríbete gratis!',
    linkText: 'Quiero participar',
    href: '#campaign/sorteo-audifonos/signup',
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Franja de la campaña activa: texto, texto destacado y enlace. Entra deslizándose al aparecer (sin movimiento si la persona pidió reducirlo). La app la muestra solo si hay campaña activa, la persona no está inscrita y no está ya en la página de la campaña. Con `onClose` aparece un botón para cerrarla.',
      },
    },
  },
} satisfies Meta<typeof CampaignBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Campaña' });
    await slideInFinished(banner);
    await expect(within(banner).getByRole('link', { name: 'Quiero participar' })).toHaveAttribute(
      'href',
      '#campaign/sorteo-audifonos/signup',
    );
  },
};

export const ConCierre: Story = {
  name: 'Con botón de cierre',
  args: { onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Campaña' });
    await slideInFinished(banner);
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Cerrar aviso de la campaña' }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const SinTextoDestacado: Story = {
  name: 'Sin texto destacado',
  args: { copyStrong: undefined, copy: 'Nuevas clases en vivo de yoga prenatal cada martes.' },
  play: async ({ canvasElement }) => {
    await slideInFinished(within(canvasElement).getByRole('region', { name: 'Campaña' }));
  },
};

export const TextoLargoEnMovil: Story = {
  name: 'Texto largo en móvil',
  args: {
    copy: 'Este mes sorteamos audífonos inalámbricos entre quienes completen su perfil de salud.',
    onClose: fn(),
  },
  globals: { viewport: { value: 'movil' } },
  play: async ({ canvasElement }) => {
    await slideInFinished(within(canvasElement).getByRole('region', { name: 'Campaña' }));
  },
};
