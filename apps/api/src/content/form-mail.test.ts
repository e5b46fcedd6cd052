import { describe, expect, it } from 'vitest';
import { formReceiptMail } from './form-mail';
import type { FormName } from './form-rules';

describe('formReceiptMail', () => {
  it.each([
    [
      'comments',
      'COM-000012',
      'Recibimos tu comentario — COM-000012',
      'Lo publicaremos cuando nuestro equipo lo revise.',
    ],
    [
      'request-appointment',
      'CITA-000042',
      'Recibimos tu solicitud de cita — CITA-000042',
      'Te llamaremos en un plazo de 2 días hábiles para confirmar la fecha y hora de tu cita.',
    ],
    [
      'nutrition',
      'NUT-000001',
      'Recibimos tu inscripción al programa de nutrición — NUT-000001',
      '2 días hábiles',
    ],
    [
      'maternity',
      'MAT-000042',
      'Recibimos tu inscripción al programa de maternidad — MAT-000042',
      '2 días hábiles',
    ],
    [
      'always-healthy',
      'PRE-000003',
      'Recibimos tu inscripción a Siempre saludable — PRE-000003',
      'primer chequeo',
    ],
    [
      'strong-as-iron',
      'FCH-000004',
      'Recibimos tu inscripción a Fuerte como el hierro — FCH-000004',
      'niña o niño',
    ],
  ] as const)('%s: «%s»', (form, reference, subject, next) => {
    const mail = formReceiptMail({
      form: form as FormName,
      reference,
      name: 'Rosa Mamani Quispe',
      phone: '(01) 615-7300',
    })!;
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(/^Hola, Rosa:\n/);
    expect(mail.text).toContain(`Tu número de referencia es ${reference}.`);
    expect(mail.text).toContain(next);
    expect(mail.text).toContain('llámanos al (01) 615-7300');
    expect(mail.text).not.toContain('Mamani');
  });

  it('names the program of an appointment in the text', () => {
    const mail = formReceiptMail({
      form: 'request-appointment',
      reference: 'CITA-000001',
      name: 'Carlos',
      program: 'Alimentación consciente',
    })!;
    expect(mail.text).toContain('tu solicitud de cita para el programa «Alimentación consciente»');
    expect(mail.text).toContain('menciona tu número de referencia');
  });

  it('sends nothing for a qualification', () => {
    expect(
      formReceiptMail({ form: 'qualification', reference: 'CAL-000001', name: '' }),
    ).toBeNull();
  });
});
