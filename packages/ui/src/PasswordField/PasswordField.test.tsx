import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { PasswordField } from './PasswordField';

// A password input has no ARIA role: find it by its label.
const password = () => screen.getByLabelText('Contraseña');

describe('PasswordField', () => {
  describe('given a hidden password', () => {
    it('is a password input labelled "Contraseña" with a "Mostrar contraseña" button', async () => {
      const { container } = render(<PasswordField name="password" />);
      expect(password()).toHaveAttribute('type', 'password');
      expect(password()).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the person presses "Mostrar contraseña"', () => {
      it('shows the text, keeps the value and the focus, and offers to hide it', async () => {
        const { container } = render(<PasswordField />);
        await userEvent.type(password(), 'Clave$egura1');
        await userEvent.tab();
        const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
        expect(toggle).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        expect(password()).toHaveAttribute('type', 'text');
        expect(password()).toHaveValue('Clave$egura1');
        expect(toggle).toHaveFocus();
        expect(toggle).toHaveAccessibleName('Ocultar contraseña');
        expect(await axeViolations(container)).toEqual([]);
      });
    });
  });

  describe('given a shown password', () => {
    describe('when the person presses "Ocultar contraseña"', () => {
      it('hides it again', async () => {
        render(<PasswordField defaultValue="Clave$egura1" />);
        await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
        await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
        expect(password()).toHaveAttribute('type', 'password');
        expect(password()).toHaveValue('Clave$egura1');
      });
    });
  });

  describe('when typing after toggling', () => {
    it('goes on from where the text was', async () => {
      const onChange = vi.fn();
      render(<PasswordField onChange={(event) => onChange(event.target.value)} />);
      await userEvent.type(password(), 'abc');
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
      await userEvent.type(password(), 'd');
      expect(onChange).toHaveBeenLastCalledWith('abcd');
    });
  });

  describe('given an error and a hint', () => {
    it('is invalid and described by both', async () => {
      const { container } = render(
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          hint="Al menos 8 caracteres, con una mayúscula y un número."
          error="La contraseña es muy corta."
          required
        />,
      );
      const input = screen.getByLabelText('Nueva contraseña');
      expect(input).toBeInvalid();
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toHaveAccessibleDescription(
        'Al menos 8 caracteres, con una mayúscula y un número. La contraseña es muy corta.',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when disabled', () => {
    it('disables the input and the toggle', async () => {
      const { container } = render(<PasswordField disabled />);
      expect(password()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
