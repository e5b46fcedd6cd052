import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { NativeSelect, Select } from './Select';

const regions = [
  { value: 'LIM', label: 'Lima' },
  { value: 'ARE', label: 'Arequipa' },
  { value: 'CUS', label: 'Cusco' },
];

describe('Select', () => {
  describe('given a label, options and a placeholder', () => {
    it('is a combobox named by its label that shows the placeholder first', async () => {
      const { container } = render(
        <Select label="Región" options={regions} placeholder="Selecciona tu región" />,
      );
      const select = screen.getByRole('combobox', { name: 'Región' });
      expect(select).toHaveValue('');
      expect(screen.getByRole('option', { name: 'Selecciona tu región' })).toBeDisabled();
      expect(screen.getAllByRole('option')).toHaveLength(4);
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the person chooses an option', () => {
      it('takes it and reports the change', async () => {
        const onChange = vi.fn();
        render(
          <Select
            label="Región"
            options={regions}
            placeholder="Selecciona tu región"
            onChange={(event) => onChange(event.target.value)}
          />,
        );
        await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'Cusco');
        expect(screen.getByRole('combobox')).toHaveValue('CUS');
        expect(onChange).toHaveBeenCalledWith('CUS');
      });
    });
  });

  it('accepts <option> children', () => {
    render(
      <Select label="Turno" defaultValue="tarde">
        <option value="manana">Mañana</option>
        <option value="tarde">Tarde</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Turno' })).toHaveValue('tarde');
  });

  describe('given an error', () => {
    it('is invalid and described by the message under it', async () => {
      const { container } = render(
        <Select
          label="Región"
          options={regions}
          placeholder="Selecciona tu región"
          required
          hint="Donde recibirás la atención."
          error="Selecciona una región."
        />,
      );
      const select = screen.getByRole('combobox', { name: 'Región' });
      expect(select).toBeInvalid();
      expect(select).toBeRequired();
      expect(select).toHaveAccessibleDescription(
        'Donde recibirás la atención. Selecciona una región.',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when disabled', () => {
    it('cannot be changed', async () => {
      const { container } = render(
        <Select label="Región" options={regions} defaultValue="ARE" disabled />,
      );
      const select = screen.getByRole('combobox', { name: 'Región' });
      expect(select).toBeDisabled();
      expect(select).toHaveValue('ARE');
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});

describe('NativeSelect', () => {
  it('is the bare select, named by whatever the consumer gives it', async () => {
    const { container } = render(
      <NativeSelect
        aria-label="Código de país"
        options={[{ value: '+51', label: 'Perú (+51)' }]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Código de país' })).toHaveValue('+51');
    expect(await axeViolations(container)).toEqual([]);
  });
});
