import { ReservationSlot } from '../../clases-en-vivo/_components/ReservationSlot';
import { ReserveBlock } from '../../clases-en-vivo/_components/ReserveBlock';
import { reservationLabel, reservationState } from '../../clases-en-vivo/_lib/seats';
import type { ExpertSession } from '../_lib/specialty';

export interface SessionReservationProps {
  session: ExpertSession;
  /** The session's page (`/sesiones-con-expertos/<slug>`). */
  path: string;
  /** Now, as the page is rendered. */
  now: Date;
}

/**
 * Reserving a session with an expert (issue #29), the way a live class is reserved: the live
 * classes' block with the session's kind — the seats left and «Reservar sesión» (a form that
 * posts by itself, so it works without JavaScript), «Sesión llena», «Reservas cerradas»; for
 * someone who may be signed in, the member's island (loaded only for them) says «Tienes un lugar
 * reservado…» with «Cancelar reserva». Nothing for a session without seats (not reserved through
 * VivaSalud) or once it has ended. Seats as of this render: reserving revalidates the page.
 */
export function SessionReservation({ session, path, now }: SessionReservationProps) {
  const { capacity, seats_left: seatsLeft, reservation_closes_at: closesAt } = session;
  if (capacity === undefined || seatsLeft === undefined || closesAt === undefined) return null;
  const state = reservationState(
    { ...session, seats_left: seatsLeft, reservation_closes_at: closesAt },
    now,
  );
  const label = reservationLabel(state, 'expert-session');
  if (label === null) return null;
  return (
    <ReservationSlot
      kind="expert-session"
      slug={session.slug}
      path={path}
      classIsPro={false}
      state={state}
    >
      <ReserveBlock
        kind="expert-session"
        slug={session.slug}
        label={label}
        open={state.kind === 'open'}
      />
    </ReservationSlot>
  );
}
