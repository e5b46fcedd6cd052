/**
 * The browser's side of reserving (issue #28): the same-site routes (the session cookie stays on
 * the server, which adds the bearer), read through TanStack Query in the page's one QueryClient
 * (`PageQueryClient`). Reserving and cancelling never throw: they answer what happened.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SiteSchema } from '@vivasalud/api-client/site';
import {
  cancelRoute,
  RESERVATION_TARGETS,
  type ReservationKind,
} from '@/lib/live-classes/reservations';

export type Reservation = SiteSchema<'Reservation'>;
type ReservationList = SiteSchema<'ReservationList'>;

/** A failed read: `status` 401 (no session), or any other (0: no answer). */
export class ReservationReadError extends Error {
  constructor(readonly status: number) {
    super(`reservations ${status}`);
  }
}

/**
 * The member's reservations of one kind: one request for the whole page, however many classes
 * (an in-person class's dates) it offers to reserve — every island of the page reads this one
 * query (TanStack Query shares it and its request) and picks its own with `reservationOf`.
 */
export function myReservationsQuery(kind: ReservationKind = 'live-class') {
  return queryOptions({
    queryKey: [kind, 'reservations'],
    queryFn: async (): Promise<readonly Reservation[]> => {
      const response = await fetch(RESERVATION_TARGETS[kind].route, {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) throw new ReservationReadError(response.status);
      return ((await response.json()) as ReservationList).results;
    },
    // Not asked again: a failed read leaves the form, whose press says what the service answers.
    retry: false,
    staleTime: 0,
  });
}

/** The member's standing reservation of the class (session, date) `slug` in `list`, or null. */
export function reservationOf(list: readonly Reservation[], slug: string): Reservation | null {
  return list.find((item) => item.slug === slug && item.status === 'reserved') ?? null;
}

/** `list` with `reservation` (as the service answered a reserve or cancel) in place of its old self. */
export function withReservation(
  list: readonly Reservation[] | undefined,
  reservation: Reservation,
): readonly Reservation[] {
  return [...(list ?? []).filter((item) => item.id !== reservation.id), reservation];
}

/** What a reserve or cancel press came to. */
export type Outcome =
  | { ok: true; reservation: Reservation }
  | {
      ok: false;
      /** The ErrorBody's code (`CLASS_FULL`…), `UNAUTHORIZED`, or `UPSTREAM_ERROR` without answer. */
      code: string;
      message: string | undefined;
      /** Whether trying again with the same key may help (no answer, a 5xx). */
      retry: boolean;
    };

async function outcomeOf(call: () => Promise<Response>): Promise<Outcome> {
  let response: Response;
  try {
    response = await call();
  } catch {
    return { ok: false, code: 'UPSTREAM_ERROR', message: undefined, retry: true };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && body && typeof body === 'object') {
    return { ok: true, reservation: body as Reservation };
  }
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  return {
    ok: false,
    code: typeof error.code === 'string' ? error.code : 'UPSTREAM_ERROR',
    message: typeof error.message === 'string' ? error.message : undefined,
    retry: response.status >= 500,
  };
}

/** Reserves a seat with the attempt's key (`Idempotency-Key`: the same one on a retry). */
export function reserveSeat(
  slug: string,
  key: string,
  kind: ReservationKind = 'live-class',
): Promise<Outcome> {
  return outcomeOf(() =>
    fetch(RESERVATION_TARGETS[kind].route, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ slug }),
    }),
  );
}

/** Cancels reservation `id`. */
export function cancelSeat(id: string): Promise<Outcome> {
  return outcomeOf(() =>
    fetch(cancelRoute(id), { method: 'POST', credentials: 'same-origin', cache: 'no-store' }),
  );
}

/** A UUID for one reservation attempt (`crypto.randomUUID` where the page is a secure context). */
export function attemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the page says when a press fails, in Spanish (the service's message when it gave one). */
export function failureMessage(
  outcome: Extract<Outcome, { ok: false }>,
  kind: ReservationKind = 'live-class',
): string {
  const { words } = RESERVATION_TARGETS[kind];
  switch (outcome.code) {
    case 'CLASS_FULL':
      return outcome.message ?? words.fullMessage;
    case 'RESERVATION_CLOSED':
      return outcome.message ?? words.closedMessage;
    case 'NOT_FOUND':
      return outcome.message ?? 'No encontramos esta reserva.';
    default:
      return 'No pudimos conectar con el servicio de reservas. Inténtalo nuevamente en unos minutos.';
  }
}
