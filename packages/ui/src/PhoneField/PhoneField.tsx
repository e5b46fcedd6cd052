'use client';

import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { NativeSelect, type SelectOption } from '../Select';
import { Field, Input } from '../TextField';
import { useControllableState } from '../TextField/useControllableState';
import { digitsOnly, PHONE_MAX_LENGTH_FALLBACK, phoneNumberFrom } from './phoneNumber';
import styles from './PhoneField.module.css';

/** A country-code choice: `value` is the calling code ("+51") or an ISO country ("PE"). */
export type PhoneCountryOption = SelectOption;

export interface PhoneValue {
  countryCode: string;
  number: string;
}

export interface PhoneFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  /** Visible label of the number; "Número de celular" by default. */
  label?: ReactNode;
  hint?: ReactNode;
  /** Error text under the field (`aria-invalid` + `aria-describedby`); `true` without text. */
  error?: ReactNode;
  /** The country-code choices, `{ value, label }`. */
  countryOptions: readonly PhoneCountryOption[];
  /** Selected country code (controlled). */
  countryCode?: string;
  /** Initial country code when uncontrolled: Peru, "+51". */
  defaultCountryCode?: string;
  onCountryCodeChange?: (countryCode: string) => void;
  /** Accessible name of the country-code select. */
  countryLabel?: string;
  /** Placeholder option of the select. */
  countryPlaceholder?: string;
  /** Form name of the select (`name` is the number's). */
  countryName?: string;
  /** The number (controlled), national digits only. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (number: string) => void;
  /** Transforms what is typed before the maximum length applies; digits only by default. */
  inputFilter?: (raw: string) => string;
  /** Maximum length when the country has none in the metadata (15). */
  fallbackMaxLength?: number;
  /** Called when the country changes (the number is cleared), so the form revalidates. */
  onValidate?: (phone: PhoneValue) => void;
}

/**
 * Country-code select and phone number. The number's maximum length follows the selected
 * country (libphonenumber-js metadata, 15 otherwise); changing the country clears the number
 * and calls `onValidate`.
 */
export function PhoneField({
  label = 'Número de celular',
  hint,
  error,
  countryOptions,
  countryCode: countryCodeProp,
  defaultCountryCode = '+51',
  onCountryCodeChange,
  countryLabel = 'Código de país',
  countryPlaceholder = 'Código',
  countryName,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  inputFilter = digitsOnly,
  fallbackMaxLength = PHONE_MAX_LENGTH_FALLBACK,
  onValidate,
  id,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: PhoneFieldProps) {
  const [countryCode, setCountryCode] = useControllableState({
    value: countryCodeProp,
    defaultValue: defaultCountryCode,
    onChange: onCountryCodeChange,
  });
  const [number, setNumber] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={describedBy}
      className={clsx(styles.PhoneField, className)}
    >
      {(control) => (
        <div className={styles.Row}>
          <NativeSelect
            id={`${control.id}-country`}
            name={countryName}
            aria-label={countryLabel}
            aria-describedby={control['aria-describedby']}
            autoComplete="tel-country-code"
            className={styles.Country}
            options={countryOptions}
            placeholder={countryPlaceholder}
            value={countryCode}
            required={required}
            disabled={disabled}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setCountryCode(next);
              if (number !== '') setNumber('');
              onValidate?.({ countryCode: next, number: '' });
            }}
          />
          <Input
            autoComplete="tel-national"
            {...props}
            {...control}
            type="tel"
            className={styles.Number}
            value={number}
            // No native maxLength: it would cut a pasted "+51 987 654 321" before the prefix
            // is dropped; phoneNumberFrom applies the country's maximum instead.
            onChange={(event) => {
              const next = phoneNumberFrom(
                event.currentTarget.value,
                countryCode,
                inputFilter,
                fallbackMaxLength,
              );
              if (next !== number) setNumber(next);
            }}
          />
        </div>
      )}
    </Field>
  );
}
