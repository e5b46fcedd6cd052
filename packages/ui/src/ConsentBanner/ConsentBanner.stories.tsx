import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

const consent = /Acepto el tratamiento de mis datos personales/;

const meta = {
  title: 'Avisos/ConsentBanner',
  component: ConsentBanner,
  args: { open: true, submitting: false, onAccept: fn(), onCancel: fn(), onCheckedChange: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Consentimiento para los usos adicionales de los datos, fijo en la parte inferior. Aparece a quien inició sesión y aceptó los términos pero aún no las cláusulas adicionales. «Aceptar» está deshabilitado hasta marcar la casilla y mientras se envía (muestra «Cargando»); «Cancelar» lo oculta en la vista actual. El enlace «usos adicionales» se abre en una pestaña nueva.',
      },
      story: { inline: false, iframeHeight: 360 },
    },
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: 'Aceptar' });
    await expect(accept).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: consent }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(accept).toBeEnabled();
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const Marcado: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: consent })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  },
};

export const Enviando: Story = {
  args: { defaultChecked: true, submitting: true },
  play: async ({ canvasElement, args }) => {
    const busy = within(canvasElement).getByRole('button', { name: 'Cargando' });
    await expect(busy).toBeDisabled();
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Cancelar: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const EnlaceUsosAdicionales: Story = {
  name: 'Enlace a usos adicionales',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /usos adicionales/ });
    await expect(link).toHaveAttribute('href', '/usos-adicionales');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
