'use client';

import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { NativeSelect } from '../Select';
import { Field, Input } from '../TextField';
import { useControllableState } from '../TextField/useControllableState';
import {
  DOCUMENT_TYPE_OPTIONS,
  documentNumberFor,
  isDocumentType,
  type DocumentType,
} from './documentNumber';
import styles from './DocumentField.module.css';

export interface DocumentFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  /** Visible label of the number; "Número de documento" by default. */
  label?: ReactNode;
  hint?: ReactNode;
  /** Error text under the field (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
  /** Selected document type (controlled). */
  documentType?: DocumentType;
  /** Initial document type when uncontrolled: DNI. */
  defaultDocumentType?: DocumentType;
  onDocumentTypeChange?: (documentType: DocumentType) => void;
  /** Accessible name of the type select. */
  typeLabel?: string;
  /** Form name of the type select (`name` is the number's). */
  typeName?: string;
  /** Labels of the types; DNI, Carné de extranjería, Pasaporte by default. */
  documentTypeOptions?: readonly { value: DocumentType; label: string }[];
  /** The document number (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (documentNumber: string) => void;
}

/**
 * Document type (DNI / CE / PAS) and number. The number keeps to its type: at most 8, 20 or 9
 * characters, digits only for a DNI; changing the type cuts it to the new maximum.
 */
export function DocumentField({
  label = 'Número de documento',
  hint,
  error,
  documentType: documentTypeProp,
  defaultDocumentType = 'DNI',
  onDocumentTypeChange,
  typeLabel = 'Tipo de documento',
  typeName,
  documentTypeOptions = DOCUMENT_TYPE_OPTIONS,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: DocumentFieldProps) {
  const [documentType, setDocumentType] = useControllableState({
    value: documentTypeProp,
    defaultValue: defaultDocumentType,
    onChange: onDocumentTypeChange,
  });
  const [documentNumber, setDocumentNumber] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
      className={clsx(styles.DocumentField, className)}
    >
      {(control) => (
        <div className={styles.Row}>
          <NativeSelect
            id={`${control.id}-type`}
            name={typeName}
            aria-label={typeLabel}
            aria-describedby={control['aria-describedby']}
            className={styles.Type}
            options={documentTypeOptions}
            value={documentType}
            required={required}
            disabled={disabled}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (!isDocumentType(next)) return;
              setDocumentType(next);
              const trimmed = documentNumberFor(next, documentNumber);
              if (trimmed !== documentNumber) setDocumentNumber(trimmed);
            }}
          />
          <Input
            autoComplete="off"
            {...props}
            {...control}
            className={styles.Number}
            inputMode={documentType === 'DNI' ? 'numeric' : 'text'}
            autoCapitalize={documentType === 'DNI' ? undefined : 'characters'}
            value={documentNumber}
            // No native maxLength: a pasted "12 345 678" would be cut before the spaces go.
            onChange={(event) => {
              const next = documentNumberFor(documentType, event.currentTarget.value);
              if (next !== documentNumber) setDocumentNumber(next);
            }}
          />
        </div>
      )}
    </Field>
  );
}
