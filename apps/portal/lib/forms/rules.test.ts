import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addDays,
  addYears,
  consent,
  documentNumberError,
  email,
  isIsoDate,
  phone,
  phoneForService,
  phoneIsValid,
  RULE_MESSAGES,
} from './rules';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('documentNumberError (spec §5: DNI 8 digits, CE 20, PAS 9)', () => {
  it.each([
    ['DNI', '45871236', undefined],
    ['DNI', '4587123', RULE_MESSAGES.dni],
    ['DNI', '458712361', RULE_MESSAGES.dni],
    ['DNI', '4587123A', RULE_MESSAGES.dni],
    ['DNI', '', RULE_MESSAGES.documentRequired],
    ['DNI', '   ', RULE_MESSAGES.documentRequired],
    ['CE', '001234567', undefined],
    ['CE', 'A'.repeat(20), undefined],
    ['CE', 'A'.repeat(21), RULE_MESSAGES.ce],
    ['CE', '0012-345', RULE_MESSAGES.ce],
    ['PAS', 'PE1234567', undefined],
    ['PAS', 'PE12345678', RULE_MESSAGES.pas],
  ])('%s %j → %j', (type, value, expected) => {
    expect(documentNumberError(type, value)).toBe(expected);
  });
});

describe('phone', () => {
  it.each([
    ['987654321', true, '+51 987654321'],
    ['987 654 321', true, '+51 987654321'],
    ['+51 987654321', true, '+51 987654321'],
    ['51987654321', true, '+51 987654321'],
    ['+56912345678', true, '+56912345678'],
    ['+1 415 555 0100', true, '+14155550100'],
    ['87654321', false, null], // 8 digits without a country code: not a Peruvian mobile
    ['887654321', false, null], // a Peruvian mobile starts with 9
    ['+51 887654321', false, null],
    ['+12345', false, null],
    ['98765432a', false, null],
    ['', false, null],
  ])('%j valid: %s, sent as %j', (raw, valid, sent) => {
    expect(phoneIsValid(raw)).toBe(valid);
    expect(messageOf(phone, raw)).toBe(valid ? undefined : RULE_MESSAGES.phone);
    if (sent) {
      expect(phoneForService(raw)).toBe(sent);
      // What the service's contract takes.
      expect(phoneForService(raw)).toMatch(/^\+?[0-9 ]{6,20}$/);
    }
  });
});

describe('email', () => {
  it.each([
    ['rosa.mamani@correo.pe', undefined],
    [' rosa@correo.pe ', undefined],
    ['rosa@correo', RULE_MESSAGES.email],
    ['rosa correo.pe', RULE_MESSAGES.email],
    ['', RULE_MESSAGES.email],
    [`${'a'.repeat(250)}@c.pe`, RULE_MESSAGES.email],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(email, value)).toBe(expected);
  });
});

describe('consent', () => {
  it.each([
    [true, undefined],
    ['true', undefined],
    [false, RULE_MESSAGES.consent],
    ['', RULE_MESSAGES.consent],
    [undefined, RULE_MESSAGES.consent],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(consent, value)).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-29', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['29/11/2026', false],
    ['', false],
  ])('isIsoDate(%j) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2026-11-29', 1, '2026-11-30'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-29', 60, '2027-01-28'],
  ])('addDays(%s, %i) = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-11-29', -18, '2008-11-29'],
    ['2028-02-29', 1, '2029-02-28'],
  ])('addYears(%s, %i) = %s', (day, years, expected) => {
    expect(addYears(day, years)).toBe(expected);
  });
});
