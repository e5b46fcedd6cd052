'use client';

import { Button } from '@vivasalud/ui/button';
import { Select, type SelectOption } from '@vivasalud/ui/select';
import { TextField } from '@vivasalud/ui/text-field';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styles from './Tools.module.css';

/** A person's sex, as the adults' calculators ask it. */
export const SEX_OPTIONS: readonly SelectOption[] = [
  { value: 'f', label: 'Mujer' },
  { value: 'm', label: 'Hombre' },
];

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

/** The date of birth and of the measurement (default today), side by side from 600 px. */
export function BirthDates<K extends string>({
  birth,
  measured,
  today,
}: {
  birth: Omit<FieldBase<K>, 'label'>;
  measured: Omit<FieldBase<K>, 'label'>;
  today: string;
}) {
  return (
    <div className={styles.Row}>
      <CalculatorField {...birth} type="date" max={today} label="Fecha de nacimiento" />
      <CalculatorField
        {...measured}
        type="date"
        max={today}
        label="Fecha de la medición"
        hint="Si la dejas vacía, usamos la de hoy."
      />
    </div>
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
 * result (calendars, notes) at every keystroke, and nothing while the form is incomplete nor for
 * the result the page arrived with.
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
  // The result the page arrived with (an address with the data: a link, a reload) is already on
  // the page, read in order: only a result the person's typing changed is spoken.
  const arrivedWith = useRef(announcement);
  useEffect(() => {
    if (!announcement || announcement === arrivedWith.current) return;
    arrivedWith.current = undefined;
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
      <VisuallyHidden asChild>
        <p role="status">{spoken}</p>
      </VisuallyHidden>
    </section>
  );
}

export interface CalculatorLayoutProps {
  /** The form's accessible name («Calculadora de IMC»). */
  label: string;
  /** From `useCalculator`. */
  formProps: ComponentProps<'form'>;
  summaryErrors: readonly [field: string, message: string][];
  pending: boolean;
  /** The fields, in order. */
  children: ReactNode;
  /** The result's view, or nothing while the form is incomplete. */
  result: ReactNode;
  announcement: string | undefined;
  /** «Ten en cuenta»: the notes every result comes with. */
  notes: ReactNode;
}

/**
 * A calculator: its form (the server's problems on top, the fields, «Calcular»), the result
 * beside it from 900 px (below on a phone) and the notes under both.
 */
export function CalculatorLayout({
  label,
  formProps,
  summaryErrors,
  pending,
  children,
  result,
  announcement,
  notes,
}: CalculatorLayoutProps) {
  return (
    <div className={styles.Calculator}>
      <form {...formProps} className={styles.Form} aria-label={label}>
        <ErrorSummary errors={summaryErrors} />
        {children}
        <Button type="submit" className={styles.Submit}>
          Calcular
        </Button>
      </form>
      <ResultPanel pending={pending} announcement={announcement}>
        {result}
      </ResultPanel>
      <aside className={styles.Note} aria-label="Ten en cuenta">
        {notes}
      </aside>
    </div>
  );
}
