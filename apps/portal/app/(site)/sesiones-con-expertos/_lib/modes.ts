import type { ExpertSession } from './specialty';

/** How a session's mode reads in Spanish. */
export function modeLabel(mode: ExpertSession['mode']): string {
  return mode === 'presencial' ? 'Presencial' : 'En línea';
}

/** What a professional body's initials stand for (read by screen readers and in a tooltip). */
export const REGISTRATION_BODIES: Readonly<Record<string, string>> = {
  CMP: 'Colegio Médico del Perú',
  CNP: 'Colegio de Nutricionistas del Perú',
  CPsP: 'Colegio de Psicólogos del Perú',
  COP: 'Colegio de Obstetras del Perú',
  CTMP: 'Colegio Tecnólogo Médico del Perú',
};
