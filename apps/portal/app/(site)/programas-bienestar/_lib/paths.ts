/**
 * The wellness programs' addresses (issue #32): the list, each program by its slug, its sign-up
 * form and the appointment request. The spec's `…/detail?id=` and `…/detail/citas?id=` answer
 * 308 to these.
 */
export const PROGRAMS_PATH = '/programas-bienestar';
export const APPOINTMENT_PATH = `${PROGRAMS_PATH}/solicita-cita`;

/** A program's page (`/programas-bienestar/maternidad`). */
export const programHref = (slug: string) => `${PROGRAMS_PATH}/${slug}`;

/** A program's sign-up form (`/programas-bienestar/maternidad/inscripcion`). */
export const signupHref = (slug: string) => `${PROGRAMS_PATH}/${slug}/inscripcion`;

/** The appointment request, for a program when one is named. */
export const appointmentHref = (slug?: string) =>
  slug ? `${APPOINTMENT_PATH}?programa=${encodeURIComponent(slug)}` : APPOINTMENT_PATH;
