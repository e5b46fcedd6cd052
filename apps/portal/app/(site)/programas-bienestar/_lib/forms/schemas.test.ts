import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FILE_MESSAGES } from '@/lib/forms/file';
import { RULE_MESSAGES } from '@/lib/forms/rules';
import { APPOINTMENT_MESSAGES, appointmentBody, appointmentSchema } from './appointment';
import { answerText } from '@/lib/forms/definition';
import { packDistricts } from '@/lib/forms/ubigeo';
import { ALWAYS_HEALTHY_MESSAGES, alwaysHealthySchema, alwaysHealthySpec } from './alwaysHealthy';
import { MATERNITY_MESSAGES, maternityBody, maternitySchema } from './maternity';
import { NUTRITION_MESSAGES, nutritionBody, nutritionSchema } from './nutrition';
import { STRONG_AS_IRON_MESSAGES, strongAsIronBody, strongAsIronSchema } from './strongAsIron';

const TODAY = '2026-11-29';

const CONTACT = {
  full_name: 'Rosa Mamani Quispe',
  document_type: 'DNI',
  document_number: '45871236',
  email: 'rosa.mamani@correo.pe',
  phone: '987 654 321',
  consent: 'true',
  consent_version: 'datos-salud-2026-11',
};

/** The first message per field of a schema's refusal; `{}` when it accepts. */
function problems(schema: z.ZodMiniType, values: Record<string, unknown>) {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('maternity', () => {
  const schema = maternitySchema({ today: TODAY, optionIds: [1, 2, 3] });
  const VALID = {
    ...CONTACT,
    due_known: 'fecha',
    due_date: '2027-04-10',
    is_first_pregnancy: 'si',
    prenatal_checkups: '3',
    supplementary_id: '2',
  };

  it.each([
    ['valid with a due date', {}, {}],
    ['valid with weeks instead', { due_known: 'semanas', due_date: '', weeks_pregnant: '20' }, {}],
    ['no answer on the due date', { due_known: '' }, { due_known: MATERNITY_MESSAGES.dueKnown }],
    [
      'a due date in the past',
      { due_date: '2026-11-28' },
      { due_date: MATERNITY_MESSAGES.dueEarly },
    ],
    [
      'a due date past 44 weeks',
      { due_date: '2027-10-04' },
      { due_date: MATERNITY_MESSAGES.dueLate },
    ],
    [
      'a due date that is no day',
      { due_date: '2027-02-30' },
      { due_date: MATERNITY_MESSAGES.dueInvalid },
    ],
    ['no due date', { due_date: '' }, { due_date: MATERNITY_MESSAGES.dueRequired }],
    [
      'weeks out of range',
      { due_known: 'semanas', weeks_pregnant: '43' },
      { weeks_pregnant: MATERNITY_MESSAGES.weeks },
    ],
    [
      'weeks not a number',
      { due_known: 'semanas', weeks_pregnant: 'veinte' },
      { weeks_pregnant: MATERNITY_MESSAGES.weeks },
    ],
    [
      'no weeks',
      { due_known: 'semanas', weeks_pregnant: '' },
      { weeks_pregnant: MATERNITY_MESSAGES.weeksRequired },
    ],
    [
      'check-ups out of range',
      { prenatal_checkups: '21' },
      { prenatal_checkups: MATERNITY_MESSAGES.checkups },
    ],
    [
      'no check-ups',
      { prenatal_checkups: '' },
      { prenatal_checkups: MATERNITY_MESSAGES.checkupsRequired },
    ],
    [
      'a place not in the list',
      { supplementary_id: '9' },
      { supplementary_id: MATERNITY_MESSAGES.place },
    ],
    [
      'no first-pregnancy answer',
      { is_first_pregnancy: undefined },
      { is_first_pregnancy: MATERNITY_MESSAGES.first },
    ],
    ['a DNI of 7 digits', { document_number: '4587123' }, { document_number: RULE_MESSAGES.dni }],
    [
      'a passport of 10',
      { document_type: 'PAS', document_number: 'PE12345678' },
      { document_number: RULE_MESSAGES.pas },
    ],
    ['no consent', { consent: false }, { consent: RULE_MESSAGES.consent }],
    ['a bad email', { email: 'rosa@' }, { email: RULE_MESSAGES.email }],
    ['a landline', { phone: '014567890' }, { phone: RULE_MESSAGES.phone }],
    ['no name', { full_name: '   ' }, { full_name: RULE_MESSAGES.fullName }],
    ['a name of 151', { full_name: 'a'.repeat(151) }, { full_name: RULE_MESSAGES.nameTooLong }],
  ])('%s', (_, change, expected) => {
    expect(problems(schema, { ...VALID, ...change })).toEqual(expected);
  });

  it('HTML in a name is text, kept as typed (the pages escape it)', () => {
    expect(problems(schema, { ...VALID, full_name: '<b>Rosa</b>' })).toEqual({});
    expect(maternityBody({ ...VALID, full_name: '<b>Rosa</b>' }).full_name).toBe('<b>Rosa</b>');
  });

  it('builds the service’s body: the due date or the weeks, numbers and booleans', () => {
    expect(maternityBody(VALID)).toEqual({
      full_name: 'Rosa Mamani Quispe',
      document_type: 'DNI',
      document_number: '45871236',
      email: 'rosa.mamani@correo.pe',
      phone: '+51 987654321',
      due_date: '2027-04-10',
      is_first_pregnancy: true,
      prenatal_checkups: 3,
      supplementary_id: 2,
      consent: true,
      consent_version: 'datos-salud-2026-11',
      marketing_consent: false,
    });
    const byWeeks = maternityBody({ ...VALID, due_known: 'semanas', weeks_pregnant: ' 20 ' });
    expect(byWeeks).toMatchObject({ weeks_pregnant: 20 });
    expect(byWeeks).not.toHaveProperty('due_date');
  });

  it('on the server (no option list) takes any option id; the service checks its list', () => {
    const server = maternitySchema({ today: TODAY });
    expect(problems(server, { ...VALID, supplementary_id: '9' })).toEqual({});
    expect(problems(server, { ...VALID, supplementary_id: 'x' })).toEqual({
      supplementary_id: MATERNITY_MESSAGES.place,
    });
  });
});

describe('request-appointment', () => {
  const schema = appointmentSchema({ today: TODAY, optionIds: [1, 2], programIds: [1, 3] });
  const VALID = {
    ...CONTACT,
    program: '1',
    centre_id: '2',
    preferred_date: '2026-12-01',
    time_window: 'manana',
    comment: '',
  };

  it.each([
    ['valid', {}, {}],
    ['tomorrow', { preferred_date: '2026-11-30' }, {}],
    ['today', { preferred_date: TODAY }, { preferred_date: APPOINTMENT_MESSAGES.dateEarly }],
    [
      '61 days ahead',
      { preferred_date: '2027-01-29' },
      { preferred_date: APPOINTMENT_MESSAGES.dateLate },
    ],
    ['no date', { preferred_date: '' }, { preferred_date: APPOINTMENT_MESSAGES.dateRequired }],
    ['a program without appointments', { program: '2' }, { program: APPOINTMENT_MESSAGES.program }],
    ['no centre', { centre_id: '' }, { centre_id: APPOINTMENT_MESSAGES.centre }],
    ['no time window', { time_window: 'noche' }, { time_window: APPOINTMENT_MESSAGES.window }],
    [
      'a note of 501',
      { comment: 'a'.repeat(501) },
      { comment: 'Puede tener como máximo 500 caracteres.' },
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(schema, { ...VALID, ...change })).toEqual(expected);
  });

  it('builds the service’s body', () => {
    expect(appointmentBody({ ...VALID, comment: '  Silla de ruedas ' })).toMatchObject({
      program: 1,
      centre_id: 2,
      preferred_date: '2026-12-01',
      time_window: 'manana',
      comment: 'Silla de ruedas',
      names: 'Rosa Mamani Quispe',
      consent: true,
    });
    expect(appointmentBody(VALID)).not.toHaveProperty('comment');
  });
});

describe('nutrition', () => {
  const schema = nutritionSchema({ today: TODAY, optionIds: [1, 2] });
  const VALID = {
    ...CONTACT,
    supplementary_id: '1',
    weight_kg: '68,5',
    height_cm: '',
    birth_date: '1990-04-27',
  };

  it.each([
    ['valid', {}, {}],
    ['a weight of 0', { weight_kg: '0' }, { weight_kg: NUTRITION_MESSAGES.weight }],
    ['a weight of 401', { weight_kg: '401' }, { weight_kg: NUTRITION_MESSAGES.weight }],
    ['a height of 251', { height_cm: '251' }, { height_cm: NUTRITION_MESSAGES.height }],
    ['under 18', { birth_date: '2010-01-01' }, { birth_date: NUTRITION_MESSAGES.birthLate }],
    [
      'born in the future',
      { birth_date: '2027-01-01' },
      { birth_date: NUTRITION_MESSAGES.birthLate },
    ],
    ['no goal', { supplementary_id: '' }, { supplementary_id: NUTRITION_MESSAGES.goal }],
  ])('%s', (_, change, expected) => {
    expect(problems(schema, { ...VALID, ...change })).toEqual(expected);
  });

  it('reads a decimal comma; an empty measure is null', () => {
    expect(nutritionBody(VALID)).toMatchObject({ weight_kg: 68.5, height_cm: null });
  });
});

describe('always-healthy', () => {
  const schema = alwaysHealthySchema({ today: TODAY, optionIds: [1] });
  const VALID = {
    ...CONTACT,
    birth_date: '1970-01-31',
    ubigeo: '150122',
    address: 'Av. Larco 123',
    supplementary_id: '1',
  };

  it.each([
    ['valid', {}, {}],
    ['no district', { ubigeo: '' }, { ubigeo: ALWAYS_HEALTHY_MESSAGES.district }],
    [
      'a province instead of a district',
      { ubigeo: '1501' },
      { ubigeo: ALWAYS_HEALTHY_MESSAGES.district },
    ],
    ['no address', { address: ' ' }, { address: ALWAYS_HEALTHY_MESSAGES.address }],
    [
      'an address of 251',
      { address: 'a'.repeat(251) },
      { address: 'Puede tener como máximo 250 caracteres.' },
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(schema, { ...VALID, ...change })).toEqual(expected);
  });

  it('hands the browser the districts packed, not as records (the page’s payload)', () => {
    const places = packDistricts([
      { id: '150122', nombre: 'Miraflores', provincia: 'Lima', departamento: 'Lima' },
      { id: '040110', nombre: 'Miraflores', provincia: 'Arequipa', departamento: 'Arequipa' },
    ]);
    const spec = alwaysHealthySpec(
      {
        today: TODAY,
        options: [{ value: '1', label: 'Centro de salud Miraflores' }],
        consent: { version: 'v1', title: 'Consentimiento', paragraphs: ['Acepto.'] },
        places,
      },
      '/programas-bienestar/prevencion-y-chequeos/inscripcion',
    );
    const field = spec.fields.find((candidate) => candidate.kind === 'ubigeo')!;
    expect(field).toMatchObject({ places });
    expect(JSON.stringify(spec)).not.toMatch(/"(nombre|provincia|departamento)"/);
    // The review reads the district from the packed list.
    expect(answerText(field, { ubigeo: '150122' })).toBe('Miraflores, Lima, Lima');
    expect(answerText(field, { ubigeo: '999999' })).toBeNull();
  });
});

describe('strong-as-iron', () => {
  const schema = strongAsIronSchema({ today: TODAY, optionIds: [1, 2] });
  const VALID = {
    ...CONTACT,
    child_birth_date: '2025-08-10',
    supplementary_id: '1',
    hemoglobin_g_dl: '10,5',
  };
  const pdf = new File(['%PDF-1.4'], 'resultado.pdf', { type: 'application/pdf' });
  const exe = new File(['MZ'], 'resultado.exe', { type: 'application/x-msdownload' });
  const big = new File([new Uint8Array(6 * 1024 * 1024)], 'resultado.pdf', {
    type: 'application/pdf',
  });
  const empty = new File([], 'resultado.pdf', { type: 'application/pdf' });

  it.each([
    ['valid, with a PDF', { attachment: pdf }, {}],
    ['valid, without a file', { attachment: undefined }, {}],
    [
      'a child born tomorrow',
      { child_birth_date: '2026-11-30' },
      { child_birth_date: STRONG_AS_IRON_MESSAGES.birthLate },
    ],
    [
      'a child of 18',
      { child_birth_date: '2008-11-28' },
      { child_birth_date: STRONG_AS_IRON_MESSAGES.birthEarly },
    ],
    [
      'hemoglobin of 26',
      { hemoglobin_g_dl: '26' },
      { hemoglobin_g_dl: STRONG_AS_IRON_MESSAGES.hemoglobin },
    ],
    ['an .exe', { attachment: exe }, { attachment: FILE_MESSAGES.wrongType }],
    ['a PDF of 6 MB', { attachment: big }, { attachment: FILE_MESSAGES.tooLarge }],
    ['an empty PDF', { attachment: empty }, { attachment: FILE_MESSAGES.empty }],
  ])('%s', (_, change, expected) => {
    expect(problems(schema, { ...VALID, ...change })).toEqual(expected);
  });

  it('sends the hemoglobin as a number, and none when unknown', () => {
    expect(strongAsIronBody(VALID)).toMatchObject({ hemoglobin_g_dl: 10.5, supplementary_id: 1 });
    expect(strongAsIronBody({ ...VALID, hemoglobin_g_dl: '' })).not.toHaveProperty(
      'hemoglobin_g_dl',
    );
  });
});
