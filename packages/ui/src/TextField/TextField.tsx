import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import styles from './TextField.module.css';

export type InputProps = ComponentProps<'input'>;

/**
 * The styled text box alone, for fields that compose it (password, phone, document). Error
 * styling follows `aria-invalid`, so a `Field` drives it.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={clsx(styles.Input, className)} {...props} />;
}

export interface TextFieldProps extends ComponentProps<'input'> {
  /** Visible label. */
  label: ReactNode;
  /** Help text, read as the field's description. */
  hint?: ReactNode;
  /** Error text under the field (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
}

/** A labelled text input with optional hint and error; `className` goes on the wrapper. */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <Input {...props} {...control} />}
    </Field>
  );
}
