import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Formularios/PasswordField',
  component: PasswordField,
  args: { name: 'password', onChange: fn() },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Campo de contraseña con un botón para verla u ocultarla, anunciado como «Mostrar contraseña» u «Ocultar contraseña». Al alternar se conservan el texto escrito y el foco. Etiqueta, indicación y error como en `TextField`.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await userEvent.type(input, 'Clave$egura1');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const MostrarYOcultar: Story = {
  name: 'Mostrar y ocultar',
  args: { defaultValue: 'Clave$egura1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Clave$egura1');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Ocultar contraseña');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NuevaContrasena: Story = {
  name: 'Nueva contraseña (con indicación)',
  args: {
    label: 'Nueva contraseña',
    autoComplete: 'new-password',
    required: true,
    hint: 'Al menos 8 caracteres, con una mayúscula y un número.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Nueva contraseña'),
    ).toHaveAccessibleDescription('Al menos 8 caracteres, con una mayúscula y un número.');
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: { defaultValue: 'clave', error: 'La contraseña no es correcta.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Contraseña');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('La contraseña no es correcta.');
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mostrar contraseña' }),
    ).toBeDisabled();
  },
};
