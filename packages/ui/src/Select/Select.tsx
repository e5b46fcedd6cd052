import clsx from 'clsx';
import { ChevronDownIcon } from '../icons/chevron-down';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../TextField';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends ComponentProps<'select'> {
  /** The choices; `<option>` children are accepted too. */
  options?: readonly SelectOption[];
  /** First option, with an empty value, shown while nothing is chosen (e.g. "Código"). */
  placeholder?: string;
}

/**
 * The styled native `<select>` alone (keyboard, screen readers and mobile pickers work as the
 * platform does), for fields that compose it. `className` goes on its wrapper.
 */
export function NativeSelect({
  options,
  placeholder,
  value,
  defaultValue,
  className,
  children,
  ...props
}: NativeSelectProps) {
  // Without a chosen value the placeholder is the selected option (a disabled option is not
  // selected by the browser on its own).
  const initial =
    value === undefined && placeholder !== undefined ? (defaultValue ?? '') : defaultValue;
  return (
    <span className={clsx(styles.Control, className)}>
      <select className={styles.Select} value={value} defaultValue={initial} {...props}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon className={styles.Icon} />
    </span>
  );
}

export interface SelectProps extends NativeSelectProps {
  /** Visible label. */
  label: ReactNode;
  /** Help text, read as the select's description. */
  hint?: ReactNode;
  /** Error text under the select (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
}

/** A labelled native select with optional placeholder, hint and error. */
export function Select({
  label,
  hint,
  error,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
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
      {(control) => <NativeSelect {...props} {...control} />}
    </Field>
  );
}
