import { describe, expect, it } from 'vitest';
import { CALL_FORM_MESSAGES as M, checkCallForm, e164, type CallFormValues } from './callForm';

const SPECIALTIES = ['medicina-general', 'pediatria'];
const GOOD: CallFormValues = {
  specialty: 'pediatria',
  countryCode: '+51',
  phone: '987654321',
  consent: true,
};

describe('e164 (libphonenumber-js, Peru by default)', () => {
  it.each([
    ['+51', '987654321', '+51987654321'],
    ['+51', '987 654 321', '+51987654321'],
    ['51', '987654321', '+51987654321'],
    ['', '987654321', '+51987654321'],
    ['+51', '+51987654321', '+51987654321'],
    ['+51', '14112233', '+5114112233'],
    ['+34', '612345678', '+34612345678'],
    ['+51', '98765', null],
    ['+51', '12345678901', null],
    ['+51', 'abc', null],
    ['+51', '', null],
  ])('%s %s → %s', (code, phone, expected) => {
    expect(e164(code, phone)).toBe(expected);
  });
});

describe('checkCallForm', () => {
  it('gives the request body for a complete form', () => {
    expect(checkCallForm(GOOD, SPECIALTIES)).toEqual({
      ok: true,
      body: { specialty: 'pediatria', phone: '+51987654321', consent: true },
    });
  });

  it.each([
    ['no specialty', { specialty: '' }, { specialty: M.specialty }],
    ['an unknown specialty', { specialty: 'astrologia' }, { specialty: M.unknownSpecialty }],
    ['no phone', { phone: '  ' }, { phone: M.phoneMissing }],
    ['a malformed phone', { phone: '12345' }, { phone: M.phoneInvalid }],
    ['no consent', { consent: false }, { consent: M.consent }],
    [
      'nothing',
      { specialty: '', phone: '', consent: false },
      { specialty: M.specialty, phone: M.phoneMissing, consent: M.consent },
    ],
  ])('names the fields at fault for %s', (_, change, errors) => {
    expect(checkCallForm({ ...GOOD, ...change }, SPECIALTIES)).toEqual({ ok: false, errors });
  });

  it('checks only the form of the specialty when the list is not known (the route)', () => {
    expect(checkCallForm({ ...GOOD, specialty: 'astrologia' }, null).ok).toBe(true);
    expect(checkCallForm({ ...GOOD, specialty: '<b>x</b>' }, null)).toEqual({
      ok: false,
      errors: { specialty: M.unknownSpecialty },
    });
  });
});
