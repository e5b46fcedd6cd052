// The lengths by calling code (spec §5: "through a map"), generated from libphonenumber-js's
// metadata (scripts/phone-lengths.mjs): the metadata itself is not part of a form page (issue #33).
import { CALLING_CODES, PHONE_MAX_LENGTHS } from './phoneLengths';

/** Longest number allowed when the country is unknown (the E.164 maximum). */
export const PHONE_MAX_LENGTH_FALLBACK = 15;

/** The default input filter: keeps digits only. */
export const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');

/** "+51", "51" or "0051" → "51"; an ISO country ("PE") → its calling code; otherwise undefined. */
export function callingCodeOf(countryCode: string | undefined): string | undefined {
  const code = countryCode?.trim() ?? '';
  const iso = code.toUpperCase();
  if (Object.hasOwn(CALLING_CODES, iso)) return CALLING_CODES[iso];
  const digits = code.replace(/^(\+|00)/, '');
  return /^\d{1,3}$/.test(digits) && Object.hasOwn(PHONE_MAX_LENGTHS, digits) ? digits : undefined;
}

/**
 * The longest national number for the selected country code (a calling code shared by several
 * countries, +1 or +7, has its main country's), from libphonenumber-js metadata (Peru: 9), or
 * `fallback` for an empty or unknown code.
 */
export function phoneMaxLength(
  countryCode: string | undefined,
  fallback: number = PHONE_MAX_LENGTH_FALLBACK,
): number {
  const callingCode = callingCodeOf(countryCode);
  return (callingCode && PHONE_MAX_LENGTHS[callingCode]) || fallback;
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
