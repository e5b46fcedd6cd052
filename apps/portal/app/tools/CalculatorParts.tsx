'use client';

import { Select, type SelectOption } from '@vivasalud/ui/select';
import { TextField } from '@vivasalud/ui/text-field';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styles from './Tools.module.css';

/** The id of a field's control: the error summary links to it. */
export const fieldId = (name: string) => `campo-${name}`;

interface FieldBase<K extends string> {
  name: K;
  label: string;
  hint?: ReactNode;
  form: UseFormReturn<FieldValues>;
  /** The server's value (the control's value in the HTML, before hydration). */
  defaultValue: string;
  error: string | undefined;
  required?: boolean;
}

/** A number (decimal comma or point) or a date, as text the schema reads. */
export function CalculatorField<K extends string>({
  name,
  label,
  hint,
  form,
  defaultValue,
  error,
  required,
  type = 'number',
  max,
}: FieldBase<K> & { type?: 'number' | 'integer' | 'date'; max?: string }) {
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={error}
      required={required}
      defaultValue={defaultValue}
      autoComplete="off"
      className={styles.Field}
      {...(type === 'date'
        ? { type: 'date', max }
        : { type: 'text', inputMode: type === 'integer' ? 'numeric' : 'decimal' })}
      {...form.register(name)}
    />
  );
}

export function CalculatorSelect<K extends string>({
  name,
  label,
  hint,
  form,
  defaultValue,
  error,
  options,
}: FieldBase<K> & { options: readonly SelectOption[] }) {
  return (
    <Select
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={error}
      required
      options={options}
      placeholder="Elige una opción"
      defaultValue={defaultValue}
      className={styles.Field}
      {...form.register(name)}
    />
  );
}

/**
 * The problems the server found in the query (a shared link, or a form sent without
 * JavaScript), each a link to its field. Once the person edits, each field shows its own.
 */
export function ErrorSummary({ errors }: { errors: readonly [field: string, message: string][] }) {
  if (errors.length === 0) return null;
  return (
    <div className={styles.ErrorSummary} role="group" aria-labelledby="resumen-errores">
      <h2 id="resumen-errores" className={styles.ErrorSummaryTitle}>
        Revisa estos datos
      </h2>
      <ul>
        {errors.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How long typing must pause before a new result is read out. */
export const ANNOUNCE_AFTER_MS = 700;

/**
 * The result area: always on the page with room reserved (nothing moves when a result appears).
 * A screen reader hears one short sentence (`announcement`) once typing pauses, not the whole
 * result (calendars, notes) at every keystroke, and nothing while the form is incomplete.
 */
export function ResultPanel({
  children,
  pending,
  announcement,
  empty = 'Completa los datos para ver tu resultado.',
}: {
  children: ReactNode;
  pending?: boolean;
  announcement?: string | undefined;
  empty?: string;
}) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setSpoken(announcement), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <section
      className={styles.Result}
      aria-labelledby="resultado-titulo"
      aria-busy={pending || undefined}
    >
      <h2 id="resultado-titulo" className={styles.ResultTitle}>
        Tu resultado
      </h2>
      <div className={styles.ResultBody}>{children ?? <p className={styles.Empty}>{empty}</p>}</div>
      <p role="status" className={styles.VisuallyHidden}>
        {spoken}
      </p>
    </section>
  );
}
