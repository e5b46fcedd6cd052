'use client';

import clsx from 'clsx';
import { CircleAlertIcon } from '../icons/circle-alert';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './Field.module.css';

/** What a field hands to its control: spread it on the `<input>`, `<select>` or Radix part. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Visible label (a `<label>` pointing at the control; in a group, the group's name). */
  label: ReactNode;
  /** Help text under the label, read as the control's description. */
  hint?: ReactNode;
  /**
   * Error text shown under the control, with error styling, and read as its description. The
   * control is marked `aria-invalid`. `true` marks it invalid without a message.
   */
  error?: ReactNode;
  /** Shows a visual marker next to the label; the control itself says "required". */
  required?: boolean;
  disabled?: boolean;
  /** Id of the control (one is generated otherwise). */
  controlId?: string;
  /** Extra ids the control is described by (the consumer's own `aria-describedby`). */
  describedBy?: string | undefined;
  /**
   * `stacked`: label, hint, control, error. `inline`: control then label in a row (checkbox).
   * `group`: the root is a `role="group"` named by the label, for several controls (code boxes).
   */
  layout?: 'stacked' | 'inline' | 'group';
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around a control, with the ids that tie them together. The base of
 * TextField, Select, PasswordField, PhoneField, DocumentField, Checkbox and CodeInput.
 */
export function Field({
  label,
  hint,
  error,
  required,
  disabled,
  controlId,
  describedBy,
  layout = 'stacked',
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `field-${generatedId}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const showError = invalid && typeof error !== 'boolean';
  const description =
    [describedBy, hint ? hintId : undefined, showError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const isGroup = layout === 'group';

  const control = children({
    id,
    'aria-describedby': isGroup ? undefined : description,
    'aria-invalid': invalid || undefined,
    required,
    disabled,
  });
  // The marker sits beside the label, not in it: the accessible name stays "Contraseña" (the
  // control itself is announced as required) and `getByLabelText('Contraseña')` finds it.
  const marker = required ? (
    <span className={styles.Required} aria-hidden="true">
      *
    </span>
  ) : null;
  const labelElement = (
    <div className={styles.LabelRow}>
      {isGroup ? (
        <span id={labelId} className={styles.Label}>
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className={styles.Label}>
          {label}
        </label>
      )}
      {marker}
    </div>
  );

  return (
    <div
      role={isGroup ? 'group' : undefined}
      aria-labelledby={isGroup ? labelId : undefined}
      aria-describedby={isGroup ? description : undefined}
      data-layout={layout}
      data-state={invalid ? 'invalid' : 'idle'}
      data-disabled={disabled ? '' : undefined}
      className={clsx(styles.Field, className)}
      {...props}
    >
      {layout === 'inline' ? (
        <div className={styles.Inline}>
          {control}
          {labelElement}
        </div>
      ) : (
        labelElement
      )}
      {hint ? (
        <p id={hintId} className={styles.Hint}>
          {hint}
        </p>
      ) : null}
      {layout === 'inline' ? null : control}
      {showError ? (
        <p id={errorId} className={styles.Error}>
          <CircleAlertIcon className={styles.ErrorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
