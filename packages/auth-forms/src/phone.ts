/**
 * Phone rules of the sign-up form, apart from the other schemas: libphonenumber-js's metadata is
 * the heaviest part of the form rules, and only the sign-up page needs it.
 */
import { isValidPhoneNumber, type CountryCallingCode } from 'libphonenumber-js/min';

/** "+51" and "987654321" → whether libphonenumber-js accepts the number for that country. */
export function isValidPhone(countryCode: string, number: string): boolean {
  const callingCode = countryCode.replace(/^\+/, '');
  if (!/^\d{1,3}$/.test(callingCode) || !/^\d+$/.test(number)) return false;
  try {
    return isValidPhoneNumber(number, { defaultCallingCode: callingCode as CountryCallingCode });
  } catch {
    return false;
  }
}
