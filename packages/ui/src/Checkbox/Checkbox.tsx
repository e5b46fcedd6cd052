'use client';

import clsx from 'clsx';
import {
  useCallback,
  useEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { CheckIcon } from '../icons/check';
import { MinusIcon } from '../icons/minus';
import { Field } from '../TextField';
import styles from './Checkbox.module.css';

/** Ticked, unticked, or neither ("mixed": some of a group's boxes are ticked). */
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'children'
> {
  /** Controlled state (with `onCheckedChange`); `'indeterminate'` shows a dash ("mixed"). */
  checked?: CheckedState;
  /** Initial state when uncontrolled. */
  defaultChecked?: CheckedState;
  /** Called with the new state when the person ticks or unticks the box. */
  onCheckedChange?: (checked: CheckedState) => void;
  /** Visible label beside the box; it may hold a link (e.g. to /usos-adicionales). */
  label: ReactNode;
  /** Help text under the label, read as the checkbox's description. */
  hint?: ReactNode;
  /** Error text under the label (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A native checkbox (`<input type="checkbox">`) with its label beside it, drawn by CSS: it can be
 * ticked, and it is posted with its form, before the page's JavaScript has run or without it
 * (issue #33; a scripted `role="checkbox"` button could not). `checked` / `onCheckedChange` or
 * `defaultChecked`; with `name` (and `value`, "on" by default) it submits like any input.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  required,
  disabled,
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const indeterminate =
    checked === undefined ? defaultChecked === 'indeterminate' : checked === 'indeterminate';
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // "Mixed" is a property of the element, not an attribute: set once the element exists.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);

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
        <span className={styles.Control}>
          <input
            type="checkbox"
            className={styles.Input}
            {...(checked === undefined
              ? { defaultChecked: defaultChecked === true }
              : { checked: checked === true })}
            // A controlled "mixed" box says so before the effect above has run (the HTML).
            aria-checked={checked === 'indeterminate' ? 'mixed' : undefined}
            onChange={(event) => {
              onChange?.(event);
              onCheckedChange?.(event.currentTarget.checked);
            }}
            ref={setInput}
            {...props}
            {...control}
          />
          <span className={styles.Box} aria-hidden="true">
            <CheckIcon className={styles.CheckIcon} />
            <MinusIcon className={styles.MixedIcon} />
          </span>
        </span>
      )}
    </Field>
  );
}
