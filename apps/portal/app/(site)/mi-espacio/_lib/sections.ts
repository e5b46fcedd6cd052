/**
 * How «Mi espacio» sorts what the service answers into its sections (issue #28). Pure, with a
 * table test: the reservations — of live classes and of sessions with experts (issue #29) — by
 * whether what they hold has ended (its `ends_at`, the live classes' own rule), the recorded classes by the recorded-classes area's rule (started and not
 * completed: «Continuar viendo»; completed: «Clases completadas»).
 */
import type { ProgressEntry, Reservation } from './load';

export interface Sections {
  upcoming: Reservation[];
  past: Reservation[];
  watching: ProgressEntry[];
  completed: ProgressEntry[];
}

/** Whether a class has started at `now`: it can no longer be cancelled (409 from the service). */
export const hasStarted = (reservation: Reservation, now: Date) =>
  Date.parse(reservation.starts_at) <= now.getTime();

/** Whether what a reservation holds has ended at `now` (start + duration). */
const hasEnded = (reservation: Reservation, now: Date) =>
  Date.parse(reservation.ends_at) <= now.getTime();

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
  const start = (reservation: Reservation) => Date.parse(reservation.starts_at);
  return {
    upcoming: held
      .filter((reservation) => !hasEnded(reservation, now))
      .sort((a, b) => start(a) - start(b)),
    past: held
      .filter((reservation) => hasEnded(reservation, now))
      .sort((a, b) => start(b) - start(a)),
    watching: progress.filter((entry) => !entry.completed && entry.position_seconds > 0),
    completed: progress.filter((entry) => entry.completed),
  };
}
