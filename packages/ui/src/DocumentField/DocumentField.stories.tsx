import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentField } from './DocumentField';

const meta = {
  title: 'Formularios/DocumentField',
  component: DocumentField,
  args: {
    name: 'documentNumber',
    typeName: 'documentType',
    onValueChange: fn(),
    onDocumentTypeChange: fn(),
  },
  argTypes: {
    defaultDocumentType: { control: 'inline-radio', options: ['DNI', 'CE', 'PAS'] },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Tipo de documento (DNI, carné de extranjería o pasaporte) y su número. El número respeta el tipo: DNI hasta 8 dígitos (solo números), carné de extranjería hasta 20 y pasaporte hasta 9 caracteres (letras y números). Al cambiar de tipo, el número se recorta al nuevo máximo.',
      },
    },
  },
} satisfies Meta<typeof DocumentField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('DNI');
    const number = canvas.getByRole('textbox', { name: 'Número de documento' });
    await userEvent.type(number, '4567a89123');
    await expect(number).toHaveValue('45678912');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('45678912');
  },
};

export const CarneDeExtranjeria: Story = {
  name: 'Carné de extranjería',
  args: { defaultDocumentType: 'CE' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Número de documento' });
    await userEvent.type(number, '001234567890123456789012');
    await expect(number).toHaveValue('00123456789012345678');
  },
};

export const Pasaporte: Story = {
  args: { defaultDocumentType: 'PAS' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Número de documento' });
    await userEvent.type(number, 'ab12345678');
    await expect(number).toHaveValue('AB1234567');
  },
};

export const CambiarTipo: Story = {
  name: 'Cambiar de tipo recorta el número',
  args: { defaultDocumentType: 'CE', defaultValue: '12345678901234567890' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Tipo de documento' }),
      'DNI',
    );
    await expect(canvas.getByRole('textbox', { name: 'Número de documento' })).toHaveValue(
      '12345678',
    );
    await expect(args.onDocumentTypeChange).toHaveBeenCalledWith('DNI');
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: { required: true, defaultValue: '4567', error: 'El DNI tiene 8 dígitos.' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Número de documento' });
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('El DNI tiene 8 dígitos.');
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true, defaultValue: '45678912' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Número de documento' }),
    ).toBeDisabled();
  },
};
