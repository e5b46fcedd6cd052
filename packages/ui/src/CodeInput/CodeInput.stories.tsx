import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Formularios/CodeInput',
  component: CodeInput,
  args: { onChange: fn(), onComplete: fn() },
  argTypes: {
    length: { control: { type: 'number', min: 4, max: 8 } },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Ingreso del código de verificación (segundo paso del inicio de sesión): una casilla de 48 × 62 px por dígito, 6 por defecto. Solo acepta dígitos y conserva el último tecleado; el foco avanza al escribir, retrocede con Retroceso en una casilla vacía y se mueve con las flechas. Al pegar o autocompletar el código (`one-time-code`) se llenan las casillas, y `onComplete` recibe el código cuando están todas llenas. Cada casilla se anuncia como «Dígito N de 6».',
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Código de verificación' })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await userEvent.keyboard('4a8291');
    await expect(canvas.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveFocus();
    await userEvent.keyboard('3');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Pegar: Story = {
  name: 'Pegar el código',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await userEvent.paste('Tu código es 482-913');
    await expect(canvas.getByRole('textbox', { name: 'Dígito 4 de 6' })).toHaveValue('9');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Teclado: Story = {
  name: 'Corregir con el teclado',
  args: { defaultValue: ['4', '8', '2', '9', '', ''] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = (n: number) => canvas.getByRole('textbox', { name: `Dígito ${n} de 6` });
    await userEvent.click(box(5));
    await userEvent.keyboard('{Backspace}');
    await expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(box(4)).toHaveValue('');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}7');
    await expect(box(2)).toHaveValue('7');
    await expect(box(3)).toHaveFocus();
  },
};

export const ConPista: Story = {
  name: 'Con indicación',
  args: { hint: 'Lo enviamos a tu correo. Vence en 5 minutos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Lo enviamos a tu correo. Vence en 5 minutos.',
    );
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: {
    defaultValue: ['4', '8', '2', '9', '1', '0'],
    error: 'El código no es válido. Revísalo e inténtalo de nuevo.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'El código no es válido. Revísalo e inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeInvalid();
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true, defaultValue: ['4', '8', '2'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('textbox')) {
      await expect(box).toBeDisabled();
    }
  },
};

export const CuatroDigitos: Story = {
  name: 'Cuatro dígitos',
  args: { length: 4, label: 'Código enviado por SMS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: 'Dígito 4 de 4' })).toBeVisible();
  },
};

export const Controlado: Story = {
  name: 'Controlado por la página',
  render: function Render(args) {
    const [digits, setDigits] = useState<string[]>([]);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <CodeInput
          {...args}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            args.onChange?.(next);
          }}
        />
        <p>Código: {digits.join('') || '(vacío)'}</p>
        <Button variant="outline" onClick={() => setDigits([])}>
          Borrar código
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await userEvent.keyboard('123');
    await expect(canvas.getByText('Código: 123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar código' }));
    await expect(canvas.getByText('Código: (vacío)')).toBeVisible();
  },
};
