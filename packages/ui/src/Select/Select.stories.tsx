import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Formularios/Select',
  component: Select,
  args: {
    label: 'Región',
    name: 'region',
    placeholder: 'Selecciona tu región',
    options: [
      { value: 'LIM', label: 'Lima' },
      { value: 'ARE', label: 'Arequipa' },
      { value: 'CUS', label: 'Cusco' },
      { value: 'PIU', label: 'Piura' },
    ],
    onChange: fn(),
  },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Lista desplegable nativa con el estilo de la marca: el teclado, los lectores de pantalla y los selectores de los celulares funcionan como en cualquier página. Etiqueta, indicación y error como en `TextField`; la primera opción puede ser un texto guía («Selecciona…»). `NativeSelect` es la lista sola, para componer campos como el de celular.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Región' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Cusco');
    await expect(select).toHaveValue('CUS');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ConIndicacion: Story = {
  name: 'Con indicación',
  args: { hint: 'Te mostraremos las sedes cercanas.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'Te mostraremos las sedes cercanas.',
    );
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: { required: true, error: 'Selecciona una región.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Región' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Selecciona una región.');
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true, defaultValue: 'ARE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const SinTextoGuia: Story = {
  name: 'Sin texto guía',
  args: {
    placeholder: undefined,
    label: 'Turno',
    options: [
      { value: 'manana', label: 'Mañana' },
      { value: 'tarde', label: 'Tarde' },
      { value: 'noche', label: 'Noche' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Turno' })).toHaveValue(
      'manana',
    );
  },
};
