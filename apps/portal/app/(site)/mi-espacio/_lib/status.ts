/**
 * The status line of «Mi espacio» after a reservation or a cancellation sent without JavaScript
 * (issue #28): the portal's routes answer `303` to `/mi-espacio?reserva=<slug>&resultado=<…>`
 * (the contract of the same-site routes). Pure: the address in, what to say out. Nothing typed
 * in the address is written into the page: the slug only picks the class whose title the
 * service gives, and a result the table does not have says nothing.
 */
import { SLUG } from '@vivasalud/config/routes';
import {
  kindOfResultType,
  RESERVATION_TARGETS,
  type ReservationKind,
} from '@/lib/live-classes/reservations';

/** The error codes a reservation can end with (site.yaml, ErrorBody `code`). */
export const RESERVATION_ERRORS = [
  'CLASS_FULL',
  'RESERVATION_CLOSED',
  'NOT_PRO',
  'NOT_FOUND',
  'UPSTREAM_ERROR',
] as const;
export type ReservationError = (typeof RESERVATION_ERRORS)[number];

/** What the address asks the page to say. */
export type StatusRequest = (
  | { result: 'reservada' | 'cancelada'; slug: string | null }
  | { result: ReservationError; slug: string | null }
) & {
  /**
   * What the status is about (`tipo=sesion`: a session with an expert; `tipo=presencial`: a
   * date of an in-person class; issue #29).
   */
  kind: ReservationKind;
};

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const isError = (value: string): value is ReservationError =>
  (RESERVATION_ERRORS as readonly string[]).includes(value);

/** The status the query asks for, or `null` (none, or a value the table does not have). */
export function statusRequest(query: Query): StatusRequest | null {
  const result = first(query.resultado);
  const rawSlug = first(query.reserva);
  const slug = rawSlug !== undefined && SLUG.test(rawSlug) ? rawSlug : null;
  const kind = kindOfResultType(first(query.tipo) ?? null);
  if (result === 'reservada' || result === 'cancelada') return { result, slug, kind };
  if (result !== undefined && isError(result)) return { result, slug, kind };
  return null;
}

/** A link of a message: what to do next. */
export interface NextStep {
  label: string;
  href: string;
}

/** What the page says: a confirmation (`role="status"`) or an error summary. */
export type StatusMessage =
  | { kind: 'done'; text: string; detail: string }
  | { kind: 'error'; text: string; detail: string; next: NextStep };

/** «Yoga al amanecer», in Spanish quotation marks. */
const quoted = (title: string) => `«${title}»`;

const LIVE_CLASSES: NextStep = { label: 'Elegir otra clase en vivo', href: '/clases-en-vivo' };

/**
 * The message of a status, with the class's title when the service gave one. Error texts are
 * the contract's Spanish messages; each says what to do next.
 */
export function statusMessage(request: StatusRequest, title: string | null): StatusMessage {
  if (request.kind === 'expert-session') {
    const session = sessionMessage(request, title);
    if (session) return session;
  }
  if (request.kind === 'inperson-class') {
    const inPerson = inPersonMessage(request, title);
    if (inPerson) return inPerson;
  }
  const named = title ? ` en ${quoted(title)}` : '';
  switch (request.result) {
    case 'reservada':
      return {
        kind: 'done',
        text: `Tienes un lugar reservado${named}.`,
        detail:
          'Te enviamos la confirmación a tu correo y te recordaremos la clase un día y una hora antes.',
      };
    case 'cancelada':
      return {
        kind: 'done',
        text: title ? `Cancelaste tu reserva de ${quoted(title)}.` : 'Cancelaste tu reserva.',
        detail: 'Tu lugar quedó libre para otra persona y ya no te enviaremos recordatorios.',
      };
    case 'CLASS_FULL':
      return {
        kind: 'error',
        text: title
          ? `La clase ${quoted(title)} está llena. Ya no quedan lugares.`
          : 'Esta clase está llena. Ya no quedan lugares.',
        detail: 'No se hizo ninguna reserva. Puedes elegir otra clase en vivo.',
        next: LIVE_CLASSES,
      };
    case 'RESERVATION_CLOSED':
      return {
        kind: 'error',
        text: title
          ? `Las reservas de ${quoted(title)} ya cerraron.`
          : 'Las reservas de esta clase ya cerraron.',
        detail:
          'Las reservas cierran 5 minutos antes de que empiece la clase. Puedes elegir otra clase en vivo.',
        next: LIVE_CLASSES,
      };
    case 'NOT_PRO':
      return {
        kind: 'error',
        text: 'Este servicio es exclusivo para miembros Pro.',
        detail:
          'VivaSalud Pro es la membresía que suma, a todo lo que el portal ofrece libremente, las clases en vivo y grabadas marcadas «Pro» y la telemedicina. Para pasarte a Pro, escríbenos o llámanos por los canales de contacto que están al pie de esta página. Mientras tanto, puedes reservar las clases en vivo gratuitas.',
        next: { label: 'Ver las clases en vivo gratuitas', href: '/clases-en-vivo' },
      };
    case 'NOT_FOUND':
      return {
        kind: 'error',
        text: 'No encontramos esa clase.',
        detail: 'Puede que ya no esté en el calendario. Revisa las clases en vivo disponibles.',
        next: { label: 'Ver las clases en vivo', href: '/clases-en-vivo' },
      };
    case 'UPSTREAM_ERROR':
      return {
        kind: 'error',
        text: 'No pudimos conectar con el servicio de reservas.',
        detail: 'No se hizo ningún cambio en tus reservas. Inténtalo nuevamente en unos minutos.',
        next: request.slug
          ? { label: 'Volver a la clase', href: `/clases-en-vivo/${request.slug}` }
          : { label: 'Volver a las clases en vivo', href: '/clases-en-vivo' },
      };
  }
}

const SESSIONS: NextStep = {
  label: 'Elegir otra sesión con expertos',
  href: '/sesiones-con-expertos',
};

/**
 * The messages that name a session with an expert (issue #29) instead of a class; null for those
 * said the same for both (cancelled, not pro).
 */
function sessionMessage(request: StatusRequest, title: string | null): StatusMessage | null {
  const named = title ? ` en ${quoted(title)}` : '';
  switch (request.result) {
    case 'reservada':
      return {
        kind: 'done',
        text: `Tienes un lugar reservado${named}.`,
        detail:
          'Te enviamos la confirmación a tu correo y te recordaremos la sesión un día y una hora antes.',
      };
    case 'CLASS_FULL':
      return {
        kind: 'error',
        text: title
          ? `La sesión ${quoted(title)} está llena. Ya no quedan lugares.`
          : 'Esta sesión está llena. Ya no quedan lugares.',
        detail: 'No se hizo ninguna reserva. Puedes elegir otra sesión con expertos.',
        next: SESSIONS,
      };
    case 'RESERVATION_CLOSED':
      return {
        kind: 'error',
        text: title
          ? `Las reservas de ${quoted(title)} ya cerraron.`
          : 'Las reservas de esta sesión ya cerraron.',
        detail:
          'Las reservas cierran 5 minutos antes de que empiece la sesión. Puedes elegir otra sesión con expertos.',
        next: SESSIONS,
      };
    case 'NOT_FOUND':
      return {
        kind: 'error',
        text: 'No encontramos esa sesión.',
        detail: 'Puede que ya no esté en el calendario. Revisa las sesiones con expertos.',
        next: { label: 'Ver las sesiones con expertos', href: '/sesiones-con-expertos' },
      };
    case 'UPSTREAM_ERROR':
      return {
        kind: 'error',
        text: 'No pudimos conectar con el servicio de reservas.',
        detail: 'No se hizo ningún cambio en tus reservas. Inténtalo nuevamente en unos minutos.',
        next: request.slug
          ? { label: 'Volver a la sesión', href: `/sesiones-con-expertos/${request.slug}` }
          : SESSIONS,
      };
    default:
      return null;
  }
}

const IN_PERSON: NextStep = {
  label: 'Ver las experiencias presenciales',
  href: '/experiencias-presenciales',
};

/**
 * The messages that name a date of an in-person class (issue #29, `tipo=presencial`; the slug is
 * the date's, `<class>--YYYY-MM-DD-HHMM`); null for those said the same for every kind.
 */
function inPersonMessage(request: StatusRequest, title: string | null): StatusMessage | null {
  const named = title ? ` en ${quoted(title)}` : '';
  const back: NextStep = request.slug
    ? { label: 'Elegir otra fecha', href: RESERVATION_TARGETS['inperson-class'].page(request.slug) }
    : IN_PERSON;
  switch (request.result) {
    case 'reservada':
      return {
        kind: 'done',
        text: `Tienes un lugar reservado${named}.`,
        detail:
          'Te enviamos la confirmación a tu correo, con el lugar y la dirección, y te recordaremos la clase un día y una hora antes.',
      };
    case 'CLASS_FULL':
      return {
        kind: 'error',
        text: title
          ? `Esa fecha de ${quoted(title)} está completa. Ya no quedan lugares.`
          : 'Esa fecha de la clase está completa. Ya no quedan lugares.',
        detail: 'No se hizo ninguna reserva. Puedes elegir otra fecha.',
        next: back,
      };
    case 'RESERVATION_CLOSED':
      return {
        kind: 'error',
        text: title
          ? `Las reservas de esa fecha de ${quoted(title)} ya cerraron.`
          : 'Las reservas de esa fecha ya cerraron.',
        detail:
          'Las reservas cierran 5 minutos antes de que empiece la clase. Puedes elegir otra fecha.',
        next: back,
      };
    case 'NOT_FOUND':
      return {
        kind: 'error',
        text: 'No encontramos esa fecha de la clase.',
        detail: 'Puede que ya no esté en el horario. Revisa las próximas fechas de la clase.',
        next: back,
      };
    case 'UPSTREAM_ERROR':
      return {
        kind: 'error',
        text: 'No pudimos conectar con el servicio de reservas.',
        detail: 'No se hizo ningún cambio en tus reservas. Inténtalo nuevamente en unos minutos.',
        next: request.slug ? { ...back, label: 'Volver a la clase' } : IN_PERSON,
      };
    default:
      return null;
  }
}
