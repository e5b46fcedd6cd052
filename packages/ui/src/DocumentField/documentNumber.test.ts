import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_MAX_LENGTH, documentNumberFor, type DocumentType } from './documentNumber';

describe('DOCUMENT_NUMBER_MAX_LENGTH (spec §5 and §9)', () => {
  it('is DNI 8, CE 20, PAS 9', () => {
    expect(DOCUMENT_NUMBER_MAX_LENGTH).toEqual({ DNI: 8, CE: 20, PAS: 9 });
  });
});

describe('documentNumberFor', () => {
  it.each<[DocumentType, string, string, string]>([
    ['DNI', '45678912', '45678912', 'an 8-digit DNI as typed'],
    ['DNI', '456789123', '45678912', 'a DNI stops at 8'],
    ['DNI', '4567-8912', '45678912', 'a DNI keeps digits only'],
    ['DNI', 'AB12', '12', 'a DNI drops letters'],
    ['CE', '001234567', '001234567', 'a carné de extranjería as typed'],
    ['CE', 'ce-001234567', 'CE001234567', 'a CE keeps letters and digits, upper-cased'],
    ['CE', '123456789012345678901234', '12345678901234567890', 'a CE stops at 20'],
    ['PAS', 'ab1234567', 'AB1234567', 'a passport keeps letters, upper-cased'],
    ['PAS', 'AB 123 456 789', 'AB1234567', 'a passport stops at 9, without spaces'],
    ['DNI', '', '', 'an empty number stays empty'],
  ])('%s: %s → %s (%s)', (type, raw, expected) => {
    expect(documentNumberFor(type, raw)).toBe(expected);
  });

  // Changing the type re-applies the new type's rules to the number already typed.
  it.each<[DocumentType, string, DocumentType, string]>([
    ['CE', '12345678901234567890', 'DNI', '12345678'],
    ['CE', '12345678901234567890', 'PAS', '123456789'],
    ['PAS', 'AB1234567', 'DNI', '1234567'],
    ['DNI', '45678912', 'CE', '45678912'],
    ['DNI', '45678912', 'PAS', '45678912'],
  ])('from %s %s to %s → %s', (_from, number, to, expected) => {
    expect(documentNumberFor(to, number)).toBe(expected);
  });
});
