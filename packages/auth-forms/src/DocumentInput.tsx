'use client';

import { DocumentField } from '@vivasalud/ui/document-field';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormTrigger,
} from 'react-hook-form';
import type { DocumentType } from './rules';

interface DocumentInputProps<T extends FieldValues> {
  control: Control<T>;
  typeName: FieldPath<T>;
  numberName: FieldPath<T>;
  trigger: UseFormTrigger<T>;
  /** Revalidate the number when the type changes, once the form was submitted. */
  revalidate: boolean;
  disabled?: boolean;
}

/** The design system's DocumentField bound to two react-hook-form fields (type and number). */
export function DocumentInput<T extends FieldValues>({
  control,
  typeName,
  numberName,
  trigger,
  revalidate,
  disabled,
}: DocumentInputProps<T>) {
  const { field: typeField } = useController({ control, name: typeName });
  const {
    field: { ref: numberRef, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: numberName });

  return (
    <DocumentField
      ref={numberRef}
      name={name}
      typeName={typeField.name}
      documentType={typeField.value as DocumentType}
      onDocumentTypeChange={(next) => {
        typeField.onChange(next);
        if (revalidate) void trigger(numberName);
      }}
      value={value as string}
      onValueChange={onChange}
      onBlur={onBlur}
      error={error?.message}
      required
      disabled={disabled}
    />
  );
}
