import {
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  type CountryCode,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';

/** Longest number allowed when the country is unknown (the E.164 maximum). */
export const PHONE_MAX_LENGTH_FALLBACK = 15;

/** The default input filter: keeps digits only. */
export const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');

/** "+51", "51" or "0051" → "51"; an ISO country ("PE") → its calling code; otherwise undefined. */
export function callingCodeOf(countryCode: string | undefined): string | undefined {
  const code = countryCode?.trim() ?? '';
  const iso = code.toUpperCase();
  if (isSupportedCountry(iso)) return getCountryCallingCode(iso);
  const digits = code.replace(/^(\+|00)/, '');
  return /^\d{1,3}$/.test(digits) && metadata.country_calling_codes[digits] ? digits : undefined;
}

function countryOf(countryCode: string | undefined): CountryCode | undefined {
  const iso = countryCode?.trim().toUpperCase() ?? '';
  if (isSupportedCountry(iso)) return iso;
  const callingCode = callingCodeOf(countryCode);
  // A calling code shared by several countries (+1, +7, +44) lists its main country first.
  return callingCode ? metadata.country_calling_codes[callingCode]?.[0] : undefined;
}

/**
 * The longest national number for the selected country code, from libphonenumber-js metadata
 * (Peru: 9), or `fallback` for an empty or unknown code.
 */
export function phoneMaxLength(
  countryCode: string | undefined,
  fallback: number = PHONE_MAX_LENGTH_FALLBACK,
): number {
  const country = countryOf(countryCode);
  if (!country) return fallback;
  const plan = new Metadata();
  plan.selectNumberingPlan(country);
  const lengths = plan.numberingPlan?.possibleLengths() ?? [];
  return lengths.length > 0 ? Math.max(...lengths) : fallback;
}

/**
 * What the number field holds after the person types or pastes `raw`: a leading "+51" / "0051"
 * of the selected country is dropped, the filter applied, and the result cut to the maximum.
 */
export function phoneNumberFrom(
  raw: string,
  countryCode: string | undefined,
  inputFilter: (raw: string) => string = digitsOnly,
  fallback: number = PHONE_MAX_LENGTH_FALLBACK,
): string {
  const callingCode = callingCodeOf(countryCode);
  const national = callingCode
    ? raw.replace(new RegExp(`^\\s*(\\+|00)\\s*${callingCode}`), '')
    : raw;
  return inputFilter(national).slice(0, phoneMaxLength(countryCode, fallback));
}
