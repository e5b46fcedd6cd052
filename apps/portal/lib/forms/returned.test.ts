import { describe, expect, it } from 'vitest';
import type { FormSpec } from './definition';
import { RETURNED_NOTICES, returnedProblems, returnedReference } from './returned';

const SPEC: FormSpec = {
  kind: 'x',
  action: '/api/forms/x',
  page: '/x',
  submitLabel: 'Enviar',
  fields: [
    { kind: 'text', name: 'full_name', label: 'Nombres y apellidos' },
    { kind: 'document', name: 'document', label: 'Documento' },
    {
      kind: 'file',
      name: 'attachment',
      label: 'Resultado',
      accept: ['application/pdf'],
      maxBytes: 1,
    },
  ],
  steps: [{ id: 'a', title: 'A', fields: ['full_name', 'document', 'attachment'] }],
};

describe('returnedReference', () => {
  it.each([
    [{ referencia: 'MAT-000042' }, 'MAT-000042'],
    [{ referencia: ['CITA-000007', 'x'] }, 'CITA-000007'],
    [{ referencia: '<script>' }, null],
    [{ referencia: 'mat-000042' }, null],
    [{}, null],
  ])('%j → %j', (query, expected) => {
    expect(returnedReference(query)).toBe(expected);
  });
});

describe('returnedProblems', () => {
  it('names the fields of a refused post, never what was typed', () => {
    expect(
      returnedProblems(
        { resultado: 'VALIDATION_ERROR', campos: 'full_name,document_number,nope' },
        SPEC,
      ),
    ).toEqual({
      notice: RETURNED_NOTICES.VALIDATION_ERROR,
      errors: {
        full_name: 'Revisa tu respuesta a «Nombres y apellidos».',
        document_number: 'Revisa tu respuesta a «Documento de identidad».',
      },
    });
  });

  it('says what was wrong with the file', () => {
    expect(
      returnedProblems({ resultado: 'PAYLOAD_TOO_LARGE', campos: 'attachment' }, SPEC).errors,
    ).toEqual({
      attachment: RETURNED_NOTICES.PAYLOAD_TOO_LARGE,
    });
  });

  it.each([[{}], [{ resultado: 'HACKED' }], [{ resultado: 'constructor' }]])(
    '%j is nothing',
    (query) => {
      expect(returnedProblems(query, SPEC)).toEqual({ notice: null, errors: {} });
    },
  );
});
