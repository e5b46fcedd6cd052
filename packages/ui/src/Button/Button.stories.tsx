import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Acciones/Button',
  component: Button,
  args: { children: 'Inscribirme', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Botón de acción. Mientras `loading` está activo se deshabilita, muestra un indicador y se anuncia como «Cargando». Con `asChild` presta su aspecto a un enlace (por ejemplo `next/link`).',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Inscribirme' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variantes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Principal
      </Button>
      <Button {...args} variant="secondary">
        Secundario
      </Button>
      <Button {...args} variant="outline">
        Contorno
      </Button>
      <Button {...args} variant="ghost">
        Discreto
      </Button>
      <Button {...args} variant="danger">
        Eliminar
      </Button>
    </div>
  ),
};

export const Tamanos: Story = {
  name: 'Tamaños',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const Cargando: Story = {
  args: { loading: true, children: 'Ingresar' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cargando' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true, children: 'No disponible' },
};

export const ComoEnlace: Story = {
  name: 'Como enlace (asChild)',
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#clases">Ver clases en vivo</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Ver clases en vivo' }),
    ).toBeVisible();
  },
};
