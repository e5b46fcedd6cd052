import { hasEnded, type Scheduled } from '@/lib/live-classes/dates';
import type { SiteSchema } from '@vivasalud/api-client/site';
import { RESERVATION_TARGETS, type ReservationKind } from '@/lib/live-classes/reservations';

/** What reserving a class is at an instant (issue #28). */
export type ReservationState =
  { kind: 'open'; seatsLeft: number } | { kind: 'full' } | { kind: 'closed' } | { kind: 'ended' };

export interface Seated extends Scheduled {
  seats_left: number;
  reservation_closes_at: string;
}

/**
 * Whether a class can be reserved at `now`: not once it has ended (the page says so already),
 * not from `reservation_closes_at` (5 minutes before the start), not without seats left.
 */
export function reservationState(liveClass: Seated, now: Date): ReservationState {
  if (hasEnded(liveClass, now)) return { kind: 'ended' };
  if (Date.parse(liveClass.reservation_closes_at) <= now.getTime()) return { kind: 'closed' };
  if (liveClass.seats_left <= 0) return { kind: 'full' };
  return { kind: 'open', seatsLeft: liveClass.seats_left };
}

/**
 * What the page says of it: «Quedan 4 lugares», «Queda 1 lugar», «Clase llena» («Sesión llena»),
 * «Las reservas cerraron» («Reservas cerradas»); null once ended.
 */
export function reservationLabel(
  state: ReservationState,
  kind: ReservationKind = 'live-class',
): string | null {
  const { words } = RESERVATION_TARGETS[kind];
  switch (state.kind) {
    case 'open':
      return state.seatsLeft === 1 ? 'Queda 1 lugar' : `Quedan ${state.seatsLeft} lugares`;
    case 'full':
      return words.full;
    case 'closed':
      return words.closed;
    case 'ended':
      return null;
  }
}

/** The seats left of what a reservation holds, either kind (0 when its answer has none). */
export const seatsLeftOf = (reservation: SiteSchema<'Reservation'>): number =>
  (reservation.kind === 'live-class'
    ? reservation.live_class?.seats_left
    : reservation.kind === 'inperson-class'
      ? reservation.inperson_occurrence?.seats_left
      : reservation.expert_session?.seats_left) ?? 0;
