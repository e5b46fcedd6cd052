/**
 * The status line of «Mi espacio» after a reservation or a cancellation sent without JavaScript
 * (issue #28): the portal's routes answer `303` to `/mi-espacio?reserva=<slug>&resultado=<…>`
 * (the contract of the same-site routes). Pure: the address in, what to say out. Nothing typed
 * in the address is written into the page: the slug only picks the class whose title the
 * service gives, and a result the table does not have says nothing.
 */
import { SLUG } from '@vivasalud/config/routes';

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
export type StatusRequest =
  | { result: 'reservada' | 'cancelada'; slug: string | null }
  | { result: ReservationError; slug: string | null };

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const isError = (value: string): value is ReservationError =>
  (RESERVATION_ERRORS as readonly string[]).includes(value);

/** The status the query asks for, or `null` (none, or a value the table does not have). */
export function statusRequest(query: Query): StatusRequest | null {
  const result = first(query.resultado);
  const rawSlug = first(query.reserva);
  const slug = rawSlug !== undefined && SLUG.test(rawSlug) ? rawSlug : null;
  if (result === 'reservada' || result === 'cancelada') return { result, slug };
  if (result !== undefined && isError(result)) return { result, slug };
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
