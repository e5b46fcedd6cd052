import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import type { DocumentType } from './documentNumber';
import { DocumentField } from './DocumentField';

const number = () => screen.getByRole('textbox', { name: 'Número de documento' });
const type = () => screen.getByRole('combobox', { name: 'Tipo de documento' });

describe('DocumentField', () => {
  describe('given the defaults', () => {
    it('has a type select on DNI and a number field with a numeric keyboard', async () => {
      const { container } = render(<DocumentField />);
      expect(type()).toHaveValue('DNI');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'DNI',
        'Carné de extranjería',
        'Pasaporte',
      ]);
      expect(number()).toHaveAttribute('inputmode', 'numeric');
      expect(await axeViolations(container)).toEqual([]);
    });

    describe('when the person types a DNI', () => {
      it('keeps digits only, up to 8', async () => {
        const onValueChange = vi.fn();
        render(<DocumentField onValueChange={onValueChange} />);
        await userEvent.type(number(), '4567a8912 3');
        expect(number()).toHaveValue('45678912');
        expect(onValueChange).toHaveBeenLastCalledWith('45678912');
      });
    });
  });

  describe('given a carné de extranjería', () => {
    it('takes up to 20 letters and digits', async () => {
      render(<DocumentField defaultDocumentType="CE" />);
      expect(number()).toHaveAttribute('inputmode', 'text');
      await userEvent.type(number(), 'ce-0012345678901234567890');
      expect(number()).toHaveValue('CE001234567890123456');
    });

    describe('when the person switches to DNI', () => {
      it('cuts the number to 8 digits and reports both changes', async () => {
        const onDocumentTypeChange = vi.fn();
        const onValueChange = vi.fn();
        render(
          <DocumentField
            defaultDocumentType="CE"
            defaultValue="12345678901234567890"
            onDocumentTypeChange={onDocumentTypeChange}
            onValueChange={onValueChange}
          />,
        );
        await userEvent.selectOptions(type(), 'DNI');
        expect(number()).toHaveValue('12345678');
        expect(onDocumentTypeChange).toHaveBeenCalledWith('DNI');
        expect(onValueChange).toHaveBeenCalledWith('12345678');
      });
    });
  });

  describe('given a passport', () => {
    it('takes up to 9 characters', async () => {
      render(<DocumentField defaultDocumentType="PAS" />);
      await userEvent.type(number(), 'ab12345678');
      expect(number()).toHaveValue('AB1234567');
    });
  });

  describe('given a DNI', () => {
    describe('when the person switches to a longer type', () => {
      it('keeps the number', async () => {
        const onValueChange = vi.fn();
        render(<DocumentField defaultValue="45678912" onValueChange={onValueChange} />);
        await userEvent.selectOptions(type(), 'Pasaporte');
        expect(number()).toHaveValue('45678912');
        expect(onValueChange).not.toHaveBeenCalled();
      });
    });
  });

  describe('given an error', () => {
    it('is invalid and described by the message under it', async () => {
      const { container } = render(
        <DocumentField required defaultValue="4567" error="El DNI tiene 8 dígitos." />,
      );
      expect(number()).toBeInvalid();
      expect(number()).toBeRequired();
      expect(number()).toHaveAccessibleDescription('El DNI tiene 8 dígitos.');
      expect(type()).toHaveAccessibleDescription('El DNI tiene 8 dígitos.');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given controlled values', () => {
    function Form() {
      const [documentType, setDocumentType] = useState<DocumentType>('PAS');
      const [documentNumber, setDocumentNumber] = useState('AB1234567');
      return (
        <>
          <DocumentField
            documentType={documentType}
            onDocumentTypeChange={setDocumentType}
            value={documentNumber}
            onValueChange={setDocumentNumber}
          />
          <output>{`${documentType} ${documentNumber}`}</output>
        </>
      );
    }

    it('lets the parent follow every change', async () => {
      render(<Form />);
      await userEvent.selectOptions(type(), 'DNI');
      expect(screen.getByRole('status')).toHaveTextContent('DNI 1234567');
      await userEvent.type(number(), '8');
      expect(screen.getByRole('status')).toHaveTextContent('DNI 12345678');
    });
  });

  describe('when disabled', () => {
    it('disables both controls', async () => {
      const { container } = render(<DocumentField disabled defaultValue="45678912" />);
      expect(type()).toBeDisabled();
      expect(number()).toBeDisabled();
      expect(await axeViolations(container)).toEqual([]);
    });
  });
});
