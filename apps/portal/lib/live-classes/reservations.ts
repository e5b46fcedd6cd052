/**
 * The addresses of reserving a live class (issue #28), shared by the same-site routes
 * (`app/(site)/clases-en-vivo/_lib/reservationsRoute.ts`) and the class page's island: where the
 * form posts, where a post without JavaScript lands, and the parameter that reserves on return
 * from the login.
 */
import { loginHref } from '@/lib/auth/paths';
// «Mi espacio», where a form post without JavaScript lands with how it went.
import { MY_SPACE_PATH } from '@/lib/clientRoutes';

/** `GET|POST` the member's reservations (site.yaml). */
export const RESERVATIONS_ROUTE = '/api/live-classes/reservations';

/** `POST` cancels reservation `id` (site.yaml). */
export const cancelRoute = (id: string) => `${RESERVATIONS_ROUTE}/${encodeURIComponent(id)}/cancel`;

/** The class page's path. */
export const liveClassPath = (slug: string) => `/clases-en-vivo/${slug}`;

/** `?reservar=1` on the class page: reserve as soon as the page knows the member (after login). */
export const RESERVE_PARAM = 'reservar';
export const RESERVE_VALUE = '1';

/** Where an anonymous press goes: the login, back to the class page to reserve there. */
export const reserveLoginHref = (slug: string) =>
  loginHref(`${liveClassPath(slug)}?${RESERVE_PARAM}=${RESERVE_VALUE}`);

/** The codes a post without JavaScript lands with (`resultado=`), besides `reservada`. */
export type ReservationResultCode =
  'reservada' | 'CLASS_FULL' | 'RESERVATION_CLOSED' | 'NOT_PRO' | 'NOT_FOUND' | 'UPSTREAM_ERROR';

/** `/mi-espacio?reserva=<slug>&resultado=<code>`. */
export function reservationResultPath(slug: string, result: ReservationResultCode): string {
  const query = new URLSearchParams({ reserva: slug, resultado: result });
  return `${MY_SPACE_PATH}?${query.toString()}`;
}

/** A cancellation posted as a form, done: `/mi-espacio?resultado=cancelada`. */
export const CANCELLED_PATH = `${MY_SPACE_PATH}?resultado=cancelada`;

/** `/mi-espacio?resultado=<code>` for a cancellation refused. */
export const cancelRefusedPath = (code: string) =>
  `${MY_SPACE_PATH}?${new URLSearchParams({ resultado: code }).toString()}`;

/** A UUID, as the service takes for ids and idempotency keys. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
