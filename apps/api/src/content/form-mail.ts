import { firstName, type FormName } from './form-rules';

/**
 * The copy of a form's receipt that goes to the address the form gave (issue #32): Spanish
 * (es-PE), plain text, the reference and what happens next. It never repeats what the person
 * answered about their health (weeks, dates, hemoglobin, document number…): only the name for
 * the greeting, the program and the reference. Qualifications have no address and no mail.
 */

/** What the mail says per form: the subject's words, and what happens next. */
const WORDS: Record<Exclude<FormName, 'qualification'>, { what: string; next: string }> = {
  comments: {
    what: 'tu comentario',
    next: 'Lo publicaremos cuando nuestro equipo lo revise.',
  },
  'request-appointment': {
    what: 'tu solicitud de cita',
    next: 'Te llamaremos en un plazo de 2 días hábiles para confirmar la fecha y hora de tu cita.',
  },
  nutrition: {
    what: 'tu inscripción al programa de nutrición',
    next: 'Nuestro equipo de salud te llamará en un plazo de 2 días hábiles para darte la bienvenida al programa y coordinar los siguientes pasos.',
  },
  maternity: {
    what: 'tu inscripción al programa de maternidad',
    next: 'Nuestro equipo de salud te llamará en un plazo de 2 días hábiles para darte la bienvenida al programa y coordinar tu acompañamiento.',
  },
  'always-healthy': {
    what: 'tu inscripción a Siempre saludable',
    next: 'Nuestro equipo de salud te llamará en un plazo de 2 días hábiles para coordinar tu primer chequeo en el centro que elegiste.',
  },
  'strong-as-iron': {
    what: 'tu inscripción a Fuerte como el hierro',
    next: 'Nuestro equipo de salud te llamará en un plazo de 2 días hábiles para coordinar el acompañamiento de tu niña o niño.',
  },
};

export interface FormMailInput {
  form: FormName;
  reference: string;
  /** The name the form gave (`name`, `names` or `full_name`): only its first word is used. */
  name: string;
  /** The program of an appointment request (its title), when known. */
  program?: string;
  /** The contact phone of the footer («(01) 615-7300»), when known. */
  phone?: string;
}

/** The subject and text of a form's receipt mail; null for a form that sends none. */
export function formReceiptMail(input: FormMailInput): { subject: string; text: string } | null {
  if (input.form === 'qualification') return null;
  const words = WORDS[input.form];
  const greeting = firstName(input.name);
  const what =
    input.form === 'request-appointment' && input.program
      ? `${words.what} para el programa «${input.program}»`
      : words.what;
  const lines = [
    greeting ? `Hola, ${greeting}:` : 'Hola:',
    '',
    `Recibimos ${what}. Tu número de referencia es ${input.reference}.`,
    '',
    words.next,
    '',
    input.phone
      ? `Si tienes alguna consulta, llámanos al ${input.phone} y menciona tu número de referencia.`
      : 'Si tienes alguna consulta, menciona tu número de referencia.',
    '',
    'Equipo VivaSalud',
  ];
  return {
    subject: `Recibimos ${words.what} — ${input.reference}`,
    text: lines.join('\n'),
  };
}
