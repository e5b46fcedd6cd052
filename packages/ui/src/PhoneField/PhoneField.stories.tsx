import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

const countryOptions = [
  { value: '+51', label: 'Perú (+51)' },
  { value: '+54', label: 'Argentina (+54)' },
  { value: '+591', label: 'Bolivia (+591)' },
  { value: '+55', label: 'Brasil (+55)' },
  { value: '+56', label: 'Chile (+56)' },
  { value: '+57', label: 'Colombia (+57)' },
  { value: '+593', label: 'Ecuador (+593)' },
  { value: '+34', label: 'España (+34)' },
  { value: '+1', label: 'Estados Unidos (+1)' },
  { value: '+52', label: 'México (+52)' },
  { value: '+58', label: 'Venezuela (+58)' },
];

const meta = {
  title: 'Formularios/PhoneField',
  component: PhoneField,
  args: {
    countryOptions,
    name: 'phone',
    countryName: 'countryCode',
    onValueChange: fn(),
    onCountryCodeChange: fn(),
    onValidate: fn(),
  },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Celular con selector de código de país (Perú, +51, por defecto; texto guía «Código») y el número. El largo máximo depende del país (9 dígitos en Perú, según los datos de libphonenumber-js; 15 si el país no se conoce) y por defecto solo se aceptan dígitos (`inputFilter` permite otro filtro). Si se pega «+51 987 654 321» se queda el número nacional. Al cambiar de país se borra el número y se llama a `onValidate` para volver a validar. El error aparece debajo del campo.',
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Código de país' })).toHaveValue('+51');
    const number = canvas.getByRole('textbox', { name: 'Número de celular' });
    await userEvent.type(number, '987 654 3210');
    await expect(number).toHaveValue('987654321');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('987654321');
  },
};

export const CambiarPais: Story = {
  name: 'Cambiar de país',
  args: { defaultValue: '987654321' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Número de celular' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Código de país' }),
      'Estados Unidos (+1)',
    );
    await expect(number).toHaveValue('');
    await expect(args.onValidate).toHaveBeenCalledWith({ countryCode: '+1', number: '' });
    await userEvent.type(number, '41555526710');
    await expect(number).toHaveValue('4155552671');
  },
};

export const SinPais: Story = {
  name: 'Sin país elegido',
  args: { defaultCountryCode: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Código de país' }),
    ).toHaveDisplayValue('Código');
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: { required: true, defaultValue: '98765', error: 'Ingresa un celular de 9 dígitos.' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Número de celular' });
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('Ingresa un celular de 9 dígitos.');
  },
};

export const ConFiltro: Story = {
  name: 'Con filtro de entrada',
  args: {
    hint: 'Los celulares en Perú empiezan con 9.',
    inputFilter: (raw: string) => raw.replace(/\D/g, '').replace(/^[^9]+/, ''),
  },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Número de celular' });
    await userEvent.type(number, '0987');
    await expect(number).toHaveValue('987');
  },
};

export const Deshabilitado: Story = {
  args: { disabled: true, defaultValue: '987654321' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
