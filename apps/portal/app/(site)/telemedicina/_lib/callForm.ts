/**
 * The telemedicine call request form (issue #29): what a member fills in — a specialty, the
 * number to call back (country code and number) and the consent to the use of their health data
 * (Ley 29733) — checked the same way in the browser and in the same-site route, with Spanish
 * messages per field (`./callFields`, what the form needs while it renders; this check, with
 * libphonenumber-js's metadata, loads in the browser after the page: issue #33). A number without
 * a code is read as Peruvian.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import {
  CALL_FORM_MESSAGES,
  type CallField,
  type CallFormCheck,
  type CallFormValues,
} from './callFields';

export * from './callFields';

/** The number in E.164 ("+51987654321"), or null when it is not a valid phone number. */
export function e164(
  countryCode: string,
  phone: string,
  country: CountryCode = 'PE',
): string | null {
  const number = phone.trim();
  if (number === '') return null;
  const code = countryCode.trim();
  const full =
    number.startsWith('+') || code === ''
      ? number
      : `${code.startsWith('+') ? code : `+${code}`}${number}`;
  const parsed = parsePhoneNumberFromString(full, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** A specialty id's form (the service says whether it offers it). */
const SPECIALTY_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Checks the form against the specialties the content offers (`null`: not known here, as in the
 * same-site route — only the id's form is checked, the service refuses one it does not offer).
 */
export function checkCallForm(
  values: CallFormValues,
  specialties: readonly string[] | null,
): CallFormCheck {
  const errors: Partial<Record<CallField, string>> = {};
  const specialty = values.specialty.trim();
  if (specialty === '') errors.specialty = CALL_FORM_MESSAGES.specialty;
  else if (specialties ? !specialties.includes(specialty) : !SPECIALTY_ID.test(specialty)) {
    errors.specialty = CALL_FORM_MESSAGES.unknownSpecialty;
  }
  const phone = e164(values.countryCode, values.phone);
  if (values.phone.trim() === '') errors.phone = CALL_FORM_MESSAGES.phoneMissing;
  else if (!phone) errors.phone = CALL_FORM_MESSAGES.phoneInvalid;
  if (values.consent !== true) errors.consent = CALL_FORM_MESSAGES.consent;
  if (Object.keys(errors).length > 0 || !phone) return { ok: false, errors };
  return { ok: true, body: { specialty, phone, consent: true } };
}
