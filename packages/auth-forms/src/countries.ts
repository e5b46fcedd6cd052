import type { PhoneCountryOption } from '@vivasalud/ui/phone-field';

/**
 * Country codes offered in the phone field: Peru first (the portal's public), then the
 * countries most people in Peru have numbers from, alphabetically.
 */
export const PHONE_COUNTRY_OPTIONS: readonly PhoneCountryOption[] = [
  { value: '+51', label: 'Perú (+51)' },
  { value: '+54', label: 'Argentina (+54)' },
  { value: '+591', label: 'Bolivia (+591)' },
  { value: '+55', label: 'Brasil (+55)' },
  { value: '+56', label: 'Chile (+56)' },
  { value: '+57', label: 'Colombia (+57)' },
  { value: '+593', label: 'Ecuador (+593)' },
  { value: '+34', label: 'España (+34)' },
  { value: '+1', label: 'Estados Unidos (+1)' },
  { value: '+52', label: 'México (+52)' },
  { value: '+58', label: 'Venezuela (+58)' },
];

export const DEFAULT_PHONE_COUNTRY = '+51';

/** The phone as the sign-up call takes it (site.yaml `Phone`): "+51987654321". */
export function internationalPhone(countryCode: string, number: string): string {
  return `+${countryCode.replace(/^\+/, '')}${number}`;
}
