'use client';

import { PhoneField } from '@vivasalud/ui/phone-field';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormTrigger,
} from 'react-hook-form';
import { PHONE_COUNTRY_OPTIONS } from './countries';

interface PhoneInputProps<T extends FieldValues> {
  control: Control<T>;
  countryName: FieldPath<T>;
  numberName: FieldPath<T>;
  trigger: UseFormTrigger<T>;
  /** Revalidate both fields when the country changes, once the form was submitted. */
  revalidate: boolean;
}

/** The design system's PhoneField bound to two react-hook-form fields (country and number). */
export function PhoneInput<T extends FieldValues>({
  control,
  countryName,
  numberName,
  trigger,
  revalidate,
}: PhoneInputProps<T>) {
  const {
    field: { value: countryCode, onChange: onCountryCodeChange },
    fieldState: { error: countryError },
  } = useController({ control, name: countryName });
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name: numberName });

  return (
    <PhoneField
      ref={ref}
      name={name}
      countryName={countryName}
      countryOptions={PHONE_COUNTRY_OPTIONS}
      countryLabel="Código de país"
      countryPlaceholder="Código"
      countryCode={countryCode as string}
      onCountryCodeChange={onCountryCodeChange}
      value={value as string}
      onValueChange={onChange}
      onBlur={onBlur}
      onValidate={() => {
        if (revalidate) void trigger([countryName, numberName]);
      }}
      autoComplete="tel-national"
      required
      error={countryError?.message ?? error?.message}
    />
  );
}
