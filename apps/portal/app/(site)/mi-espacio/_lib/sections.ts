/**
 * How «Mi espacio» sorts what the service answers into its sections (issue #28). Pure, with a
 * table test: the reservations by whether their class has ended (the live classes' own rule,
 * `hasEnded`), the recorded classes by the recorded-classes area's rule (started and not
 * completed: «Continuar viendo»; completed: «Clases completadas»).
 */
import { hasEnded } from '@/lib/live-classes/dates';
import type { ProgressEntry, Reservation } from './load';

export interface Sections {
  upcoming: Reservation[];
  past: Reservation[];
  watching: ProgressEntry[];
  completed: ProgressEntry[];
}

/** Whether a class has started at `now`: it can no longer be cancelled (409 from the service). */
export const hasStarted = (reservation: Reservation, now: Date) =>
  new Date(reservation.live_class.starts_at).getTime() <= now.getTime();

/**
 * The sections: reservations not cancelled, upcoming (not ended) soonest first, past latest
 * first; the recorded classes in the service's order (latest watched first). A recorded class
 * counts as started once a position was saved, the row of `/clases-grabadas` too.
 */
export function sectionsOf(
  reservations: readonly Reservation[],
  progress: readonly ProgressEntry[],
  now: Date,
): Sections {
  const held = reservations.filter((reservation) => reservation.status === 'reserved');
  const start = (reservation: Reservation) => new Date(reservation.live_class.starts_at).getTime();
  return {
    upcoming: held
      .filter((reservation) => !hasEnded(reservation.live_class, now))
      .sort((a, b) => start(a) - start(b)),
    past: held
      .filter((reservation) => hasEnded(reservation.live_class, now))
      .sort((a, b) => start(b) - start(a)),
    watching: progress.filter((entry) => !entry.completed && entry.position_seconds > 0),
    completed: progress.filter((entry) => entry.completed),
  };
}
