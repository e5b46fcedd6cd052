'use client';

import { Select } from '@vivasalud/ui/select';
import { TextField } from '@vivasalud/ui/text-field';
import dynamic from 'next/dynamic';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { FieldSpec } from '@/lib/forms/definition';
import { unpackDistricts } from '@/lib/forms/packedDistricts';
import { FileField } from './FileField';
import styles from './StepForm.module.css';

/** The code of the district picker is loaded only by the form that asks for a district. */
const UbigeoField = dynamic(() => import('./UbigeoField').then((module) => module.UbigeoField));

/** The id of a field's control: the error summary links to it. */
export const fieldId = (name: string) => `campo-${name.replace(/_/g, '-')}`;

const DOCUMENT_OPTIONS = [
  { value: 'DNI', label: 'DNI' },
  { value: 'CE', label: 'Carné de extranjería' },
  { value: 'PAS', label: 'Pasaporte' },
];
const DOCUMENT_MAX: Record<string, number> = { DNI: 8, CE: 20, PAS: 9 };

const withOptional = (spec: FieldSpec) =>
  spec.optional ? (
    <>
      {spec.label} <span className={styles.Optional}>(opcional)</span>
    </>
  ) : (
    spec.label
  );

/** The ids a field's control is described by: its hint, its error. */
const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-pista`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A field's hint and error under its label (GOV.UK's order), with the ids `describedBy` names. */
function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-pista`} className={styles.Hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.Error}>
          <span className={styles.VisuallyHidden}>Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

export interface FormFieldProps {
  spec: FieldSpec;
  form: UseFormReturn<Record<string, unknown>>;
  errors: Record<string, string | undefined>;
}

/**
 * One field of a form from its spec: a labelled box, select, radios, tick box, the consent, the
 * document (type and number), a file or a district. Text boxes, selects, radios and tick boxes are
 * native (`register`): they post without JavaScript and keep what was typed before it ran.
 */
export function FormField({ spec, form, errors }: FormFieldProps) {
  const { register } = form;
  // The document's number follows its type (the DNI's 8 digits, a keypad).
  const documentType = useWatch({
    control: form.control,
    name: 'document_type',
    disabled: spec.kind !== 'document',
  });
  const error = errors[spec.name];
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'date':
      return (
        <div className={spec.width ? styles[`Width-${spec.width}`] : undefined}>
          <TextField
            id={fieldId(spec.name)}
            label={withOptional(spec)}
            hint={spec.hint}
            error={error}
            type={spec.kind}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            maxLength={spec.maxLength}
            min={spec.min}
            max={spec.max}
            // A field asked only after some answer is never required by the browser itself:
            // without JavaScript it shows whatever was answered (the rules decide).
            required={!spec.optional && !spec.showIf}
            {...register(spec.name)}
          />
          {spec.suffix && <span className={styles.Suffix}>{spec.suffix}</span>}
        </div>
      );
    case 'textarea': {
      const id = fieldId(spec.name);
      return (
        <div className={styles.Field}>
          <label htmlFor={id} className={styles.Label}>
            {withOptional(spec)}
          </label>
          <HintAndError id={id} hint={spec.hint} error={error} />
          <textarea
            id={id}
            className={error ? `${styles.TextArea} ${styles.Invalid}` : styles.TextArea}
            rows={5}
            maxLength={spec.maxLength}
            required={!spec.optional}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, spec.hint, error)}
            {...register(spec.name)}
          />
        </div>
      );
    }
    case 'select':
      return (
        <Select
          id={fieldId(spec.name)}
          label={withOptional(spec)}
          hint={spec.hint}
          error={error}
          placeholder="Elige una opción"
          options={spec.options}
          required={!spec.optional}
          defaultValue={spec.defaultValue ?? ''}
          {...register(spec.name)}
        />
      );
    case 'radios': {
      const id = fieldId(spec.name);
      return (
        <fieldset className={styles.Fieldset} aria-describedby={describedBy(id, spec.hint, error)}>
          <legend className={styles.Legend}>{withOptional(spec)}</legend>
          <HintAndError id={id} hint={spec.hint} error={error} />
          <div className={styles.Radios}>
            {spec.options.map((option, index) => (
              <label key={option.value} className={styles.Choice}>
                <input
                  type="radio"
                  id={index === 0 ? id : `${id}-${index + 1}`}
                  value={option.value}
                  required={!spec.optional}
                  {...register(spec.name)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'checkbox':
      return (
        <label className={styles.Choice}>
          <input type="checkbox" id={fieldId(spec.name)} value="true" {...register(spec.name)} />
          <span>{spec.label}</span>
        </label>
      );
    case 'consent': {
      const id = fieldId(spec.name);
      return (
        <div className={styles.Consent}>
          <h3 className={styles.ConsentTitle}>{spec.title}</h3>
          {spec.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {error && (
            <p id={`${id}-error`} className={styles.Error}>
              <span className={styles.VisuallyHidden}>Error: </span>
              {error}
            </p>
          )}
          <label className={styles.Choice}>
            <input
              type="checkbox"
              id={id}
              value="true"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, undefined, error)}
              {...register(spec.name)}
            />
            <span>{spec.label}</span>
          </label>
          <input type="hidden" name="consent_version" value={spec.version} />
        </div>
      );
    }
    case 'document': {
      const type = String(documentType ?? 'DNI') || 'DNI';
      return (
        <div className={styles.Document}>
          <Select
            id={fieldId('document_type')}
            label="Tipo de documento"
            error={errors.document_type}
            options={DOCUMENT_OPTIONS}
            required
            {...register('document_type')}
          />
          <TextField
            id={fieldId('document_number')}
            label="Número de documento"
            hint={type === 'DNI' ? 'Los 8 dígitos de tu DNI.' : undefined}
            error={errors.document_number}
            inputMode={type === 'DNI' ? 'numeric' : 'text'}
            autoComplete="off"
            maxLength={DOCUMENT_MAX[type] ?? 20}
            required
            {...register('document_number')}
          />
        </div>
      );
    }
    case 'file':
      return (
        <Controller
          control={form.control}
          name={spec.name}
          render={({ field }) => (
            <FileField
              id={fieldId(spec.name)}
              name={spec.name}
              label={withOptional(spec)}
              hint={spec.hint}
              accept={spec.accept}
              error={error}
              file={field.value instanceof File ? field.value : null}
              onFile={(file) => field.onChange(file)}
            />
          )}
        />
      );
    case 'ubigeo':
      return (
        <Controller
          control={form.control}
          name={spec.name}
          render={({ field }) => (
            <UbigeoField
              id={fieldId(spec.name)}
              name={spec.name}
              districts={unpackDistricts(spec.places)}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
              required={!spec.optional}
            />
          )}
        />
      );
  }
}
