/**
 * Which sign-up form each program has (issue #32): the maternity program its own (spec §2
 * `/programas-bienestar/maternidad`, §7 `forms/maternity/`), nutrition, prevention («Siempre
 * saludable», `forms/always-healthy/`) and anaemia («Fuerte como el hierro», multipart). A program
 * without one («Vida activa») leads to its classes; every program that `requiereCita` also offers
 * «Solicita tu cita» (`forms/request-appointment/`).
 */
export const PROGRAM_FORMS = {
  maternidad: 'maternity',
  'alimentacion-consciente': 'nutrition',
  'prevencion-y-chequeos': 'always-healthy',
  'fuerte-como-el-hierro': 'strong-as-iron',
} as const;

export type ProgramFormKind = (typeof PROGRAM_FORMS)[keyof typeof PROGRAM_FORMS];

/** The sign-up form of a program's slug, or `null` when it has none. */
export function programForm(slug: string): ProgramFormKind | null {
  return Object.hasOwn(PROGRAM_FORMS, slug)
    ? PROGRAM_FORMS[slug as keyof typeof PROGRAM_FORMS]
    : null;
}
