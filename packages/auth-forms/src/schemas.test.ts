import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';
import { internationalPhone } from './rules';
import {
  codeSchema,
  documentNumberError,
  loginSchema,
  MESSAGES,
  recoverSchema,
  restoreSchema,
  type DocumentType,
} from './schemas';
import { signupSchema } from './signup';

/** The first message zod gives for `path`, or undefined when that field passes. */
function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) {
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('documentNumberError (spec §5: DNI 8, CE 20, PAS 9)', () => {
  it.each<[DocumentType, string, string | undefined]>([
    ['DNI', '70000001', undefined],
    ['DNI', '7000000', MESSAGES.dni],
    ['DNI', '700000012', MESSAGES.dni],
    ['DNI', '7000000A', MESSAGES.dni],
    ['DNI', '', MESSAGES.documentRequired],
    ['DNI', '   ', MESSAGES.documentRequired],
    ['CE', '001234567', undefined],
    ['CE', 'A'.repeat(20), undefined],
    ['CE', 'A'.repeat(21), MESSAGES.ce],
    ['CE', '0012-345', MESSAGES.ce],
    ['PAS', 'AB1234567', undefined],
    ['PAS', 'AB12345678', MESSAGES.pas],
    ['PAS', 'AB 12345', MESSAGES.pas],
  ])('%s %j → %s', (type, value, expected) => {
    expect(documentNumberError(type, value)).toBe(expected);
  });
});

describe('loginSchema', () => {
  it.each([
    [{ documentType: 'DNI', document: '70000001', password: 'x' }, 'document', undefined],
    [{ documentType: 'DNI', document: '123', password: 'x' }, 'document', MESSAGES.dni],
    [{ documentType: 'PAS', document: '1234567890', password: 'x' }, 'document', MESSAGES.pas],
    [
      { documentType: 'DNI', document: '70000001', password: '' },
      'password',
      MESSAGES.passwordRequired,
    ],
  ])('%j: %s → %s', (values, path, expected) => {
    expect(messageFor(loginSchema.safeParse(values), path)).toBe(expected);
  });

  it('refuses a document type the spec does not list', () => {
    expect(
      loginSchema.safeParse({ documentType: 'RUC', document: '1', password: 'x' }).success,
    ).toBe(false);
  });
});

describe('recoverSchema', () => {
  it.each([
    [{ documentType: 'DNI', document: '70000001' }, true],
    [{ documentType: 'DNI', document: '' }, false],
    [{ documentType: 'CE', document: '0012345678' }, true],
  ])('%j → valid %s', (values, valid) => {
    expect(recoverSchema.safeParse(values).success).toBe(valid);
  });
});

describe('new password rule (restore and sign-up)', () => {
  it.each([
    ['VivaSalud2025!', undefined],
    ['clave123', undefined],
    ['ñandú2025', undefined],
    ['', MESSAGES.passwordRequired],
    ['abc123', MESSAGES.passwordRules],
    ['solamenteletras', MESSAGES.passwordRules],
    ['1234567890', MESSAGES.passwordRules],
    [`a1${'x'.repeat(127)}`, MESSAGES.passwordTooLong],
  ])('%j → %s', (password, expected) => {
    expect(messageFor(restoreSchema.safeParse({ password }), 'password')).toBe(expected);
  });
});

describe('phone', () => {
  it.each([
    ['+51', '987654321', true],
    ['+51', '98765432', false],
    ['+51', '9876543210', false],
    ['+54', '91123456789', true],
    ['+1', '2025550123', true],
    ['', '987654321', false],
    ['+51', '98765432a', false],
    ['+999', '987654321', false],
  ])('isValidPhone(%j, %j) → %s', (country, number, valid) => {
    expect(isValidPhone(country, number)).toBe(valid);
  });

  it('joins the country code and the number the way the sign-up call takes it', () => {
    expect(internationalPhone('+51', '987654321')).toBe('+51987654321');
    expect(internationalPhone('54', '91123456789')).toBe('+5491123456789');
  });
});

describe('signupSchema', () => {
  const valid = {
    name: 'María',
    lastName: 'Quispe Huamán',
    documentType: 'DNI',
    documentNumber: '45678912',
    email: 'maria.quispe@correo.pe',
    countryCode: '+51',
    phone: '987654321',
    password: 'VivaSalud2025!',
    acceptTerms: true,
    acceptAdditionalClauses: false,
  };

  it('accepts a complete form with the additional clauses left unticked', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', { name: '  ' }, MESSAGES.nameRequired],
    ['lastName', { lastName: '' }, MESSAGES.lastNameRequired],
    ['name', { name: 'a'.repeat(101) }, MESSAGES.nameTooLong],
    ['documentNumber', { documentNumber: '4567891' }, MESSAGES.dni],
    ['documentNumber', { documentType: 'PAS', documentNumber: 'AB12345678' }, MESSAGES.pas],
    ['email', { email: 'maria@' }, MESSAGES.email],
    ['email', { email: '' }, MESSAGES.email],
    ['countryCode', { countryCode: '' }, MESSAGES.countryRequired],
    ['phone', { phone: '' }, MESSAGES.phoneRequired],
    ['phone', { phone: '12345' }, MESSAGES.phone],
    ['password', { password: 'corta1' }, MESSAGES.passwordRules],
    ['acceptTerms', { acceptTerms: false }, MESSAGES.terms],
  ])('%s: %j → %s', (path, change, expected) => {
    expect(messageFor(signupSchema.safeParse({ ...valid, ...change }), path)).toBe(expected);
  });
});

describe('codeSchema', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('%j → valid %s', (code, valid) => {
    expect(codeSchema.safeParse({ code }).success).toBe(valid);
  });
});
