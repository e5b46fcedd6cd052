import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const consentLabel = (
  <>
    Acepto el tratamiento de mis datos personales para los{' '}
    <a href="/usos-adicionales" target="_blank" rel="noopener noreferrer">
      usos adicionales
    </a>
    .
  </>
);
const consentName = 'Acepto el tratamiento de mis datos personales para los usos adicionales.';

const meta = {
  title: 'Formularios/Checkbox',
  component: Checkbox,
  args: { label: 'Recordar mi documento', onCheckedChange: fn() },
  argTypes: {
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Casilla de verificación nativa (`<input type="checkbox">`, dibujada con CSS) con su etiqueta al lado: se puede marcar y se envía con su formulario antes de que cargue el JavaScript de la página o sin él; la etiqueta puede incluir un enlace, como el de «usos adicionales» del banner de consentimiento, que se abre en otra pestaña sin marcar la casilla. La casilla mide 24 px y toda la fila de 44 px responde al toque. Estados: marcada, obligatoria, con error y deshabilitada.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Recordar mi documento' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Recordar mi documento'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Marcada: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const ConEnlace: Story = {
  name: 'Con enlace (consentimiento)',
  args: { label: consentLabel, required: true, name: 'additional_clauses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: consentName });
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'usos adicionales' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.keyboard('{Tab}');
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const ConError: Story = {
  name: 'Con error',
  args: { label: consentLabel, required: true, error: 'Debes aceptar para continuar.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: consentName });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Debes aceptar para continuar.');
  },
};

export const ConIndicacion: Story = {
  name: 'Con indicación',
  args: {
    label: 'Quiero recibir novedades por correo',
    hint: 'Puedes darte de baja cuando quieras.',
  },
};

export const Deshabilitada: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

export const Indeterminada: Story = {
  args: { label: 'Todos los temas', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};
