'use client';

import clsx from 'clsx';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Field } from '../TextField';
import { useControllableState } from '../TextField/useControllableState';
import { editCode, normalizeCode, type CodeAction } from './codeEditing';
import styles from './CodeInput.module.css';

export interface CodeInputProps extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** Number of boxes; 6 by default (spec §9). */
  length?: number;
  /** The digits, one per box, '' for an empty box (controlled). */
  value?: string[];
  defaultValue?: string[];
  onChange?: (digits: string[]) => void;
  /** Called with the whole code each time an edit leaves every box filled. */
  onComplete?: (code: string) => void;
  /** Name of the group of boxes; "Código de verificación" by default. */
  label?: ReactNode;
  hint?: ReactNode;
  /** Error text under the boxes, read as the group's description; `true` without text. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form name: a hidden input carries the joined code. */
  name?: string;
}

/**
 * The one-time code entry: one box per digit. Digits only, the last typed one kept; the focus
 * moves on as you type, back with Backspace on an empty box, and with the arrow keys; a pasted
 * or autofilled code fills the boxes; `onComplete` fires when every box holds a digit.
 */
export function CodeInput({
  length = 6,
  value,
  defaultValue,
  onChange,
  onComplete,
  label = 'Código de verificación',
  hint,
  error,
  disabled,
  required,
  name,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: CodeInputProps) {
  const [stored, setStored] = useControllableState({
    value,
    defaultValue: normalizeCode(defaultValue, length),
    onChange,
  });
  const digits = normalizeCode(stored, length);
  const code = digits.join('');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function act(action: CodeAction): boolean {
    const edit = editCode(digits, action);
    if (!edit) return false;
    if (edit.digits.some((digit, index) => digit !== digits[index])) {
      setStored(edit.digits);
      const next = edit.digits.join('');
      if (next.length === length) onComplete?.(next);
    }
    const box = boxes.current[edit.focus];
    if (box && box !== document.activeElement) box.focus();
    box?.select();
    return true;
  }

  return (
    <Field
      layout="group"
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
      className={clsx(styles.CodeInput, className)}
      {...props}
    >
      {(control) => (
        <div
          className={styles.Boxes}
          data-state={code.length === length ? 'complete' : 'incomplete'}
        >
          {digits.map((digit, index) => (
            <input
              // The boxes are a fixed list: the index is their identity.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={index === 0 ? control.id : `${control.id}-${index + 1}`}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Dígito ${index + 1} de ${length}`}
              aria-invalid={control['aria-invalid']}
              required={required}
              disabled={disabled}
              data-state={digit ? 'filled' : 'empty'}
              className={styles.Box}
              value={digit}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => act({ type: 'input', index, value: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing)
                  return;
                if (act({ type: 'key', index, key: event.key })) event.preventDefault();
              }}
              onPaste={(event) => {
                // Never let the browser insert the clipboard as is: only its digits count.
                event.preventDefault();
                act({ type: 'paste', text: event.clipboardData.getData('text') });
              }}
            />
          ))}
          {name ? <input type="hidden" name={name} value={code} /> : null}
        </div>
      )}
    </Field>
  );
}
