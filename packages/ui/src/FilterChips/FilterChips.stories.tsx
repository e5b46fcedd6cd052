import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips';

const topics = [
  { value: 'maternidad', label: 'Maternidad' },
  { value: 'prevencion', label: 'Prevención' },
  { value: 'salud-mental', label: 'Salud mental' },
  { value: 'vacunacion', label: 'Vacunación' },
  { value: 'nino-sano', label: 'Niño sano' },
  { value: 'medicamentos', label: 'Medicamentos' },
];

const meta = {
  title: 'Formularios/FilterChips',
  component: FilterChips,
  args: { label: 'Filtrar por tema', options: topics, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Chips para filtrar un listado. Cada chip es un botón que se activa o desactiva (`aria-pressed`) y muestra un check cuando está activo. En selección única hay un chip «Todas» que quita el filtro; con `multiple` se pueden activar varios a la vez.',
      },
    },
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Vacunación' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('vacunacion');
    await expect(canvas.getByRole('button', { name: 'Vacunación' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const ConSeleccion: Story = {
  name: 'Con una opción elegida',
  args: { defaultValue: 'salud-mental' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Todas' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Salud mental' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Multiple: Story = {
  name: 'Selección múltiple',
  args: { multiple: true, label: 'Tipo de publicación', defaultValue: ['maternidad'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Todas' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Prevención' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['maternidad', 'prevencion']);
  },
};

export const Teclado: Story = {
  name: 'Uso con teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Maternidad' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Maternidad' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'movil', isRotated: false } },
};
