'use client';

import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { CheckIcon } from '../icons/check';
import { MinusIcon } from '../icons/minus';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../TextField';
import styles from './Checkbox.module.css';

export type CheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps extends Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  'children'
> {
  /** Visible label beside the box; it may hold a link (e.g. to /usos-adicionales). */
  label: ReactNode;
  /** Help text under the label, read as the checkbox's description. */
  hint?: ReactNode;
  /** Error text under the label (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
}

/**
 * A checkbox (`@radix-ui/react-checkbox`) with its label beside it. `checked` /
 * `onCheckedChange` or `defaultChecked`; with `name` inside a form it submits like a native one.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  return (
    <Field
      layout="inline"
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
      className={clsx(styles.Checkbox, className)}
    >
      {(control) => (
        <CheckboxPrimitive.Root className={styles.Box} {...props} {...control}>
          <CheckboxPrimitive.Indicator className={styles.Indicator}>
            <CheckIcon className={styles.CheckIcon} />
            <MinusIcon className={styles.MixedIcon} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    </Field>
  );
}
