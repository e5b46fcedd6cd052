import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceUnavailable } from './ServiceUnavailable';

const meta = {
  title: 'Páginas/ServiceUnavailable',
  component: ServiceUnavailable,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Pantalla de servicio no disponible (ruta /service-unavailable, sin cabecera ni pie): avisa que el servicio no está disponible por el momento y ofrece «Reintentar». Con `onRetry` es un botón (con `retrying` muestra «Cargando»); si no, es un enlace a `retryHref` (por defecto «/»).',
      },
    },
  },
} satisfies Meta<typeof ServiceUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Servicio no disponible por el momento' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '/');
  },
};

export const ConAccion: Story = {
  name: 'Con acción de reintento',
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Reintentando: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cargando' })).toBeDisabled();
  },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'movil', isRotated: false } },
};
