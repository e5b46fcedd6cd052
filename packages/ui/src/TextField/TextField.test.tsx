import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Field } from './Field';
import { TextField } from './TextField';

describe('TextField', () => {
  describe('given a label', () => {
    it('is a text box named by its label that takes what is typed', async () => {
      const onChange = vi.fn();
      const { container } = render(<TextField label="Nombres" name="name" onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Nombres' });
      await userEvent.type(input, 'María José');
      expect(input).toHaveValue('María José');
      expect(onChange).toHaveBeenCalledTimes('María José'.length);
      expect(input).not.toBeInvalid();
      expect(input).not.toHaveAttribute('aria-describedby');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('is focused by clicking its label', async () => {
      render(<TextField label="Correo electrónico" type="email" />);
      await userEvent.click(screen.getByText('Correo electrónico'));
      expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveFocus();
    });

    it('puts className on the wrapper and other props on the input', () => {
      const { container } = render(
        <TextField label="Apellidos" className="formulario" placeholder="Como en tu documento" />,
      );
      expect(container.firstElementChild).toHaveClass('formulario');
      expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'Como en tu documento');
    });
  });

  describe('given a hint', () => {
    it('describes the field with it', async () => {
      const { container } = render(
        <TextField label="Correo electrónico" hint="Te enviaremos el código a este correo." />,
      );
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
        'Te enviaremos el código a este correo.',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an error', () => {
    it('shows it under the field, marks the field invalid and describes it', async () => {
      const { container } = render(
        <>
          <p id="aviso-sorteo">Lo usaremos para el sorteo.</p>
          <TextField
            label="Correo electrónico"
            hint="Te enviaremos el código a este correo."
            error="Ingresa un correo válido."
            aria-describedby="aviso-sorteo"
          />
        </>,
      );
      const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(
        'Lo usaremos para el sorteo. Te enviaremos el código a este correo. Ingresa un correo válido.',
      );
      expect(screen.getByText('Ingresa un correo válido.')).toBeVisible();
      // The error follows the field in reading order.
      expect(
        input.compareDocumentPosition(screen.getByText('Ingresa un correo válido.')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('with `true`, is invalid without a message', () => {
      render(<TextField label="Nombres" error />);
      expect(screen.getByRole('textbox')).toBeInvalid();
      expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
    });

    describe('after the person corrects it', () => {
      function Form() {
        const [email, setEmail] = useState('ana@');
        return (
          <TextField
            label="Correo electrónico"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={email.includes('.') ? undefined : 'Ingresa un correo válido.'}
          />
        );
      }

      it('is valid again and no longer described by the error', async () => {
        render(<Form />);
        const input = screen.getByRole('textbox');
        await userEvent.type(input, 'correo.pe');
        expect(input).not.toBeInvalid();
        expect(screen.queryByText('Ingresa un correo válido.')).not.toBeInTheDocument();
      });
    });
  });

  describe('given required', () => {
    it('is required for assistive technology and shows a marker hidden from it', async () => {
      const { container } = render(<TextField label="Nombres" required />);
      const input = screen.getByRole('textbox', { name: 'Nombres' });
      expect(input).toBeRequired();
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when disabled', () => {
    it('cannot be typed into', async () => {
      const { container } = render(<TextField label="Nombres" disabled defaultValue="Ana" />);
      const input = screen.getByRole('textbox', { name: 'Nombres' });
      expect(input).toBeDisabled();
      await userEvent.type(input, 'x');
      expect(input).toHaveValue('Ana');
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});

describe('Field', () => {
  describe('given the group layout', () => {
    it('is a group named by the label and described by hint and error', async () => {
      const { container } = render(
        <Field
          layout="group"
          label="Fecha de nacimiento"
          hint="Como figura en tu DNI."
          error="Fecha incompleta."
        >
          {(control) => (
            <>
              <input aria-label="Día" aria-invalid={control['aria-invalid']} />
              <input aria-label="Mes" aria-invalid={control['aria-invalid']} />
            </>
          )}
        </Field>,
      );
      const group = screen.getByRole('group', { name: 'Fecha de nacimiento' });
      expect(group).toHaveAccessibleDescription('Como figura en tu DNI. Fecha incompleta.');
      expect(screen.getByRole('textbox', { name: 'Día' })).toBeInvalid();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given the inline layout', () => {
    it('puts the control before its label', () => {
      render(
        <Field layout="inline" label="Recordarme">
          {(control) => <input type="checkbox" {...control} />}
        </Field>,
      );
      const checkbox = screen.getByRole('checkbox', { name: 'Recordarme' });
      expect(
        checkbox.compareDocumentPosition(screen.getByText('Recordarme')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });
  });
});
