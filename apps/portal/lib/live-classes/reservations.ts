/**
 * The addresses of reserving a live class (issue #28), a session with an expert or an occurrence
 * of an in-person class (issue #29),
 * shared by the same-site routes (`app/(site)/clases-en-vivo/_lib/reservationsRoute.ts`) and the
 * pages' island: where the form posts, where a post without JavaScript lands, and the parameter
 * that reserves on return from the login. What differs by kind is in `RESERVATION_TARGETS`.
 */
import { loginHref } from '@/lib/auth/paths';
// «Mi espacio», where a form post without JavaScript lands with how it went.
import { MY_SPACE_PATH } from '@/lib/clientRoutes';

/** `GET|POST` the member's reservations (site.yaml). */
export const RESERVATIONS_ROUTE = '/api/live-classes/reservations';

/** What can be reserved (the content API's `Reservation.kind`). */
export type ReservationKind = 'live-class' | 'expert-session' | 'inperson-class';

/** What reserving one kind needs: its route, its page, and its words (es-PE). */
export interface ReservationTarget {
  kind: ReservationKind;
  /** `GET|POST` the member's reservations of this kind (site.yaml). */
  route: string;
  /** The page of one (`/clases-en-vivo/<slug>`, `/sesiones-con-expertos/<slug>`). */
  page: (slug: string) => string;
  /** `tipo=` of a form post's landing in «Mi espacio» (absent for a live class). */
  resultType?: string;
  /**
   * `?reservar=` back from the login: `1` where a page reserves one thing; the occurrence's slug
   * where a page lists several (an in-person class's dates), so only that one reserves.
   */
  reserveValue: (slug: string) => string;
  words: {
    reserve: string;
    reserved: string;
    reminders: string;
    full: string;
    closed: string;
    fullMessage: string;
    closedMessage: string;
  };
}

export const RESERVATION_TARGETS: Record<ReservationKind, ReservationTarget> = {
  'live-class': {
    kind: 'live-class',
    route: RESERVATIONS_ROUTE,
    page: (slug) => `/clases-en-vivo/${slug}`,
    reserveValue: () => RESERVE_VALUE,
    words: {
      reserve: 'Reservar mi lugar',
      reserved: 'Tienes un lugar reservado en esta clase.',
      reminders: 'te recordaremos la clase un día antes y una hora antes.',
      full: 'Clase llena',
      closed: 'Las reservas cerraron',
      fullMessage: 'Esta clase está llena. Ya no quedan lugares.',
      closedMessage: 'Las reservas de esta clase ya cerraron.',
    },
  },
  'expert-session': {
    kind: 'expert-session',
    route: '/api/sessions-with-experts/reservations',
    page: (slug) => `/sesiones-con-expertos/${slug}`,
    resultType: 'sesion',
    reserveValue: () => RESERVE_VALUE,
    words: {
      reserve: 'Reservar sesión',
      reserved: 'Tienes un lugar reservado en esta sesión.',
      reminders: 'te recordaremos la sesión un día antes y una hora antes.',
      full: 'Sesión llena',
      closed: 'Reservas cerradas',
      fullMessage: 'Esta sesión está llena. Ya no quedan lugares.',
      closedMessage: 'Las reservas de esta sesión ya cerraron.',
    },
  },
  'inperson-class': {
    kind: 'inperson-class',
    route: '/api/inperson-classes/reservations',
    // What is reserved is an occurrence (`<class>--YYYY-MM-DD-HHMM`); its page is its class's.
    page: (slug) => `/experiencias-presenciales/${inPersonClassOf(slug)}`,
    resultType: 'presencial',
    reserveValue: (slug) => slug,
    words: {
      reserve: 'Reservar',
      reserved: 'Reservada.',
      reminders: 'te recordaremos la clase un día antes y una hora antes.',
      full: 'Completo',
      closed: 'Reservas cerradas',
      fullMessage: 'Esta fecha de la clase está completa. Ya no quedan lugares.',
      closedMessage: 'Las reservas de esta fecha ya cerraron.',
    },
  },
};

/** The in-person class of an occurrence's slug (`<class>--YYYY-MM-DD-HHMM`). */
export function inPersonClassOf(occurrence: string): string {
  return occurrence.split('--')[0] ?? occurrence;
}

/** `tipo=sesion` (`presencial`) in «Mi espacio»'s address: the kind a form post's result is about. */
export const kindOfResultType = (type: string | null): ReservationKind =>
  Object.values(RESERVATION_TARGETS).find((target) => type && target.resultType === type)?.kind ??
  'live-class';

/** `POST` cancels reservation `id` (site.yaml). */
export const cancelRoute = (id: string) => `${RESERVATIONS_ROUTE}/${encodeURIComponent(id)}/cancel`;

/** The class page's path. */
export const liveClassPath = (slug: string) => `/clases-en-vivo/${slug}`;

/** `?reservar=1` on the class page: reserve as soon as the page knows the member (after login). */
export const RESERVE_PARAM = 'reservar';
export const RESERVE_VALUE = '1';

/** Where an anonymous press goes: the login, back to the class's (session's) page to reserve there. */
export const reserveLoginHref = (slug: string, kind: ReservationKind = 'live-class') => {
  const { page, reserveValue } = RESERVATION_TARGETS[kind];
  return loginHref(`${page(slug)}?${RESERVE_PARAM}=${encodeURIComponent(reserveValue(slug))}`);
};

/** The codes a post without JavaScript lands with (`resultado=`), besides `reservada`. */
export type ReservationResultCode =
  'reservada' | 'CLASS_FULL' | 'RESERVATION_CLOSED' | 'NOT_PRO' | 'NOT_FOUND' | 'UPSTREAM_ERROR';

/** `/mi-espacio?reserva=<slug>[&tipo=sesion|presencial]&resultado=<code>`. */
export function reservationResultPath(
  slug: string,
  result: ReservationResultCode,
  kind: ReservationKind = 'live-class',
): string {
  const type = RESERVATION_TARGETS[kind].resultType;
  const query = new URLSearchParams({
    reserva: slug,
    ...(type ? { tipo: type } : {}),
    resultado: result,
  });
  return `${MY_SPACE_PATH}?${query.toString()}`;
}

/** A cancellation posted as a form, done: `/mi-espacio?resultado=cancelada`. */
export const CANCELLED_PATH = `${MY_SPACE_PATH}?resultado=cancelada`;

/** `/mi-espacio?resultado=<code>` for a cancellation refused. */
export const cancelRefusedPath = (code: string) =>
  `${MY_SPACE_PATH}?${new URLSearchParams({ resultado: code }).toString()}`;

/** A UUID, as the service takes for ids and idempotency keys. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
