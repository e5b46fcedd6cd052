import type { ContentSchema } from '@vivasalud/api-client/content';
import { classEnd } from '@/lib/live-classes/dates';

export type ExpertSession = ContentSchema<'ExpertSession'>;
export type ExpertSpecialty = ContentSchema<'ExpertSpecialty'>;

/** The chosen specialty in the address: `/sesiones-con-expertos?especialidad=nutricion`. */
export { SPECIALTY_PARAM } from '@/lib/catalog/filters';

/**
 * The specialty of the address's slug among the service's: `null` when none is chosen (every
 * specialty), `undefined` when the slug is no specialty of the service (the not-found screen).
 */
export function specialtyOf(
  specialties: readonly ExpertSpecialty[],
  slug: string | null | undefined,
): ExpertSpecialty | null | undefined {
  if (!slug) return null;
  return specialties.find((specialty) => specialty.slug === slug);
}

/** Whether a session is over at `now` (its start plus its duration is past). */
export function hasPassed(
  session: Pick<ExpertSession, 'starts_at' | 'duration_minutes'>,
  now: Date,
) {
  return classEnd(session.starts_at, session.duration_minutes).getTime() <= now.getTime();
}

/**
 * The catalog's order: the sessions still to come first, the soonest first; then those that have
 * passed, the latest first. Stable for sessions at the same time (by slug).
 */
export function orderSessions(sessions: readonly ExpertSession[], now: Date): ExpertSession[] {
  const time = (session: ExpertSession) => Date.parse(session.starts_at);
  const bySlug = (a: ExpertSession, b: ExpertSession) => a.slug.localeCompare(b.slug);
  const coming = sessions
    .filter((session) => !hasPassed(session, now))
    .sort((a, b) => time(a) - time(b) || bySlug(a, b));
  const passed = sessions
    .filter((session) => hasPassed(session, now))
    .sort((a, b) => time(b) - time(a) || bySlug(a, b));
  return [...coming, ...passed];
}
