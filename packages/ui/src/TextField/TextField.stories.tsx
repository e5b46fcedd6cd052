import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Formularios/TextField',
  component: TextField,
  args: { label: 'Nombres', name: 'name', onChange: fn() },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Campo de texto con etiqueta visible, indicación opcional y mensaje de error debajo del campo (ligado con `aria-describedby` y marcado con `aria-invalid`). Es la base de los demás campos: contraseña, celular y documento. Si es obligatorio muestra un asterisco y el lector de pantalla lo anuncia como requerido. `Field` (etiqueta, indicación y error) se exporta para armar campos nuevos.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombres' });
    await userEvent.type(input, 'María José');
    await expect(input).toHaveValue('María José');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ConIndicacion: Story = {
  name: 'Con indicación',
  args: {
    label: 'Correo electrónico',
    type: 'email',
    autoComplete: 'email',
    hint: 'Te enviaremos el código de verificación a este correo.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' }),
    ).toHaveAccessibleDescription('Te enviaremos el código de verificación a este correo.');
  },
};

export const Obligatorio: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombres' })).toBeRequired();
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: {
    label: 'Correo electrónico',
    type: 'email',
    defaultValue: 'ana@correo',
    required: true,
    error: 'Ingresa un correo válido, por ejemplo nombre@correo.pe.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Ingresa un correo válido, por ejemplo nombre@correo.pe.',
    );
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true, defaultValue: 'Ana' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombres' })).toBeDisabled();
  },
};

export const ConMarcador: Story = {
  name: 'Con texto de ejemplo',
  args: { label: 'Apellidos', placeholder: 'Como figuran en tu documento' },
};
