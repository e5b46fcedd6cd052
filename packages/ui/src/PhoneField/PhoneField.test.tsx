import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { PhoneField } from './PhoneField';

const countries = [
  { value: '+51', label: 'Perú (+51)' },
  { value: '+54', label: 'Argentina (+54)' },
  { value: '+1', label: 'Estados Unidos (+1)' },
];

const number = () => screen.getByRole('textbox', { name: 'Número de celular' });
const country = () => screen.getByRole('combobox', { name: 'Código de país' });

describe('PhoneField', () => {
  describe('given the defaults', () => {
    it('has a country-code select set to Peru and a number field', async () => {
      const { container } = render(<PhoneField countryOptions={countries} />);
      expect(country()).toHaveValue('+51');
      expect(screen.getByRole('option', { name: 'Código' })).toBeInTheDocument();
      expect(number()).toHaveAttribute('type', 'tel');
      expect(number()).toHaveAttribute('autocomplete', 'tel-national');
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the person types a Peruvian number', () => {
      it('keeps digits only, up to 9', async () => {
        const onValueChange = vi.fn();
        render(<PhoneField countryOptions={countries} onValueChange={onValueChange} />);
        await userEvent.type(number(), '987-654 321 00');
        expect(number()).toHaveValue('987654321');
        expect(onValueChange).toHaveBeenLastCalledWith('987654321');
      });
    });

    describe('when the person pastes a number with the country code', () => {
      it('drops the code and keeps the national number', async () => {
        render(<PhoneField countryOptions={countries} />);
        await userEvent.click(number());
        await userEvent.paste('+51 987 654 321');
        expect(number()).toHaveValue('987654321');
      });
    });
  });

  describe('given no country chosen', () => {
    it('shows the "Código" placeholder and allows up to 15 digits', async () => {
      render(<PhoneField countryOptions={countries} defaultCountryCode="" />);
      expect(country()).toHaveValue('');
      expect(country()).toHaveDisplayValue('Código');
      await userEvent.type(number(), '12345678901234567');
      expect(number()).toHaveValue('123456789012345');
    });
  });

  describe('given a typed number', () => {
    describe('when the person changes the country', () => {
      it('clears the number, reports the change and asks to revalidate', async () => {
        const onValidate = vi.fn();
        const onCountryCodeChange = vi.fn();
        const onValueChange = vi.fn();
        render(
          <PhoneField
            countryOptions={countries}
            onValidate={onValidate}
            onCountryCodeChange={onCountryCodeChange}
            onValueChange={onValueChange}
          />,
        );
        await userEvent.type(number(), '987654321');
        await userEvent.selectOptions(country(), 'Argentina (+54)');
        expect(number()).toHaveValue('');
        expect(onCountryCodeChange).toHaveBeenCalledWith('+54');
        expect(onValueChange).toHaveBeenLastCalledWith('');
        expect(onValidate).toHaveBeenCalledExactlyOnceWith({ countryCode: '+54', number: '' });
        await userEvent.type(number(), '1123456789012');
        expect(number()).toHaveValue('11234567890');
      });
    });
  });

  describe('given an input filter', () => {
    it('applies it to what is typed', async () => {
      const mobilesStartWith9 = (raw: string) => raw.replace(/\D/g, '').replace(/^[^9]+/, '');
      render(<PhoneField countryOptions={countries} inputFilter={mobilesStartWith9} />);
      await userEvent.type(number(), '0987');
      expect(number()).toHaveValue('987');
    });
  });

  describe('given an error', () => {
    it('shows it under the field and describes both controls with it', async () => {
      const { container } = render(
        <PhoneField
          countryOptions={countries}
          required
          defaultValue="98765"
          error="Ingresa un celular de 9 dígitos."
        />,
      );
      expect(number()).toBeInvalid();
      expect(number()).toBeRequired();
      expect(number()).toHaveAccessibleDescription('Ingresa un celular de 9 dígitos.');
      expect(country()).toHaveAccessibleDescription('Ingresa un celular de 9 dígitos.');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given controlled values', () => {
    function Form({ onValidate }: { onValidate: () => void }) {
      const [phone, setPhone] = useState({ countryCode: '+1', number: '4155552671' });
      return (
        <>
          <PhoneField
            countryOptions={countries}
            countryCode={phone.countryCode}
            onCountryCodeChange={(countryCode) => setPhone((p) => ({ ...p, countryCode }))}
            value={phone.number}
            onValueChange={(value) => setPhone((p) => ({ ...p, number: value }))}
            onValidate={onValidate}
          />
          <output>{`${phone.countryCode} ${phone.number}`}</output>
        </>
      );
    }

    it('shows them and lets the parent follow every change', async () => {
      const onValidate = vi.fn();
      render(<Form onValidate={onValidate} />);
      expect(country()).toHaveValue('+1');
      expect(number()).toHaveValue('4155552671');
      await userEvent.selectOptions(country(), 'Perú (+51)');
      expect(screen.getByRole('status')).toHaveTextContent('+51');
      expect(number()).toHaveValue('');
      await userEvent.type(number(), '987654321');
      expect(screen.getByRole('status')).toHaveTextContent('+51 987654321');
      expect(onValidate).toHaveBeenCalledTimes(1);
    });
  });

  describe('when disabled', () => {
    it('disables the select and the number', async () => {
      const { container } = render(<PhoneField countryOptions={countries} disabled />);
      expect(country()).toBeDisabled();
      expect(number()).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
