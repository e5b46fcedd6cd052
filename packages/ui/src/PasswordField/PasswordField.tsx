'use client';

import { EyeIcon } from '../icons/eye';
import { EyeOffIcon } from '../icons/eye-off';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Field, Input } from '../TextField';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Visible label; "Contraseña" by default. */
  label?: ReactNode;
  /** Help text (e.g. the password rules), read as the field's description. */
  hint?: ReactNode;
  /** Error text under the field (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
}

/**
 * A password input with a button that shows or hides what was typed ("Mostrar contraseña" /
 * "Ocultar contraseña"). Toggling changes only the input's type: value, caret and focus stay.
 */
export function PasswordField({
  label = 'Contraseña',
  hint,
  error,
  id,
  required,
  disabled,
  className,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
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
      {(control) => (
        <div className={styles.Control} data-state={visible ? 'visible' : 'hidden'}>
          <Input
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            {...props}
            {...control}
            type={visible ? 'text' : 'password'}
            className={styles.Input}
          />
          <button
            type="button"
            className={styles.Toggle}
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOffIcon className={styles.Icon} /> : <EyeIcon className={styles.Icon} />}
          </button>
        </div>
      )}
    </Field>
  );
}
