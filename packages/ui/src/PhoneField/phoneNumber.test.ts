import { getCountries, getCountryCallingCode, Metadata, type CountryCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES, PHONE_MAX_LENGTHS } from './phoneLengths';
import { callingCodeOf, phoneMaxLength, phoneNumberFrom } from './phoneNumber';

// Expected lengths are the longest national numbers in libphonenumber-js metadata (Google's
// libphonenumber), e.g. Peru: 9-digit mobiles, 8-digit Lima landlines.
describe('phoneMaxLength (the map from libphonenumber-js metadata, 15 otherwise)', () => {
  it.each<[string | undefined, number, string]>([
    ['+51', 9, 'Perú'],
    ['51', 9, 'Perú without the plus'],
    ['0051', 9, 'Perú with the international prefix'],
    ['PE', 9, 'Perú as an ISO country'],
    ['pe', 9, 'Perú in lower case'],
    ['+54', 11, 'Argentina'],
    ['+591', 9, 'Bolivia'],
    ['+56', 11, 'Chile'],
    ['+57', 11, 'Colombia'],
    ['+593', 11, 'Ecuador'],
    ['+34', 9, 'España'],
    ['+1', 10, 'Estados Unidos (main country of +1)'],
    ['+52', 10, 'México'],
    ['+58', 10, 'Venezuela'],
    ['', 15, 'no country chosen'],
    [undefined, 15, 'no country given'],
    ['+999', 15, 'an unassigned calling code'],
    ['+800', 15, 'a non-geographic calling code'],
    ['XX', 15, 'an unknown ISO code'],
    ['Perú', 15, 'free text'],
  ])('%s → %d (%s)', (countryCode, expected) => {
    expect(phoneMaxLength(countryCode)).toBe(expected);
  });

  it('uses the given fallback for an unknown code', () => {
    expect(phoneMaxLength('', 12)).toBe(12);
    expect(phoneMaxLength('+51', 12)).toBe(9);
  });
});

describe('callingCodeOf', () => {
  it.each([
    ['+51', '51'],
    ['51', '51'],
    ['PE', '51'],
    ['+1', '1'],
    ['', undefined],
    ['+999', undefined],
  ])('%s → %s', (countryCode, expected) => {
    expect(callingCodeOf(countryCode)).toBe(expected);
  });
});

describe('phoneNumberFrom (what the number field keeps)', () => {
  it.each([
    ['987654321', '+51', '987654321', 'a Peruvian mobile as typed'],
    ['9876543210', '+51', '987654321', 'cut to 9 digits in Peru'],
    ['987 654 321', '+51', '987654321', 'spaces dropped'],
    ['+51 987 654 321', '+51', '987654321', 'the own calling code dropped'],
    ['0051987654321', '+51', '987654321', 'the own calling code after 00 dropped'],
    ['51987654321', '+51', '519876543', 'digits without + are the national number'],
    ['abc123', '+51', '123', 'letters dropped'],
    ['+1 (415) 555-2671', '+1', '4155552671', 'a US number'],
    ['1234567890123456789', '', '123456789012345', 'no country: 15 digits'],
  ])('%s with %s → %s (%s)', (raw, countryCode, expected) => {
    expect(phoneNumberFrom(raw, countryCode)).toBe(expected);
  });

  it('applies a custom input filter before the maximum', () => {
    const mobilesOnly = (raw: string) => raw.replace(/\D/g, '').replace(/^[^9]+/, '');
    expect(phoneNumberFrom('0 987654321 99', '+51', mobilesOnly)).toBe('987654321');
  });
});

// The two maps are generated from libphonenumber-js (scripts/phone-lengths.mjs): after an upgrade
// of the library this fails until they are generated again.
describe('phoneLengths.ts agrees with libphonenumber-js metadata', () => {
  const longest = (country: CountryCode) => {
    const plan = new Metadata();
    plan.selectNumberingPlan(country);
    const lengths = plan.numberingPlan?.possibleLengths() ?? [];
    return lengths.length > 0 ? Math.max(...lengths) : 0;
  };

  it('has every calling code, with its main country’s longest number', () => {
    const expected = Object.fromEntries(
      Object.entries(metadata.country_calling_codes).map(([code, countries]) => [
        code,
        (countries[0] as string) === '001' ? 0 : longest(countries[0] as CountryCode),
      ]),
    );
    expect(PHONE_MAX_LENGTHS).toEqual(expected);
  });

  it('has every country’s calling code', () => {
    expect(CALLING_CODES).toEqual(
      Object.fromEntries(
        getCountries().map((country) => [country, getCountryCallingCode(country)]),
      ),
    );
  });
});
