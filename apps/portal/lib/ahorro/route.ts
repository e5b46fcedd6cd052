/**
 * The same-site routes of «Ahorro de datos» (lib/ahorro/ahorro.ts; site.yaml):
 * - `POST /api/ahorro-de-datos`, the footer's switch: a form the browser posts itself (no
 *   JavaScript needed), `ahorro=1|0`. It keeps the choice in the cookie `vs_ahorro` for a year and
 *   answers `303 See Other` back to the page the form was on (`answerLocation`).
 * - `GET /api/ahorro-de-datos/imagen`, where next.config sends an optimizer request of a browser
 *   that saves data (lib/ahorro/rules.ts): `307` to the lighter copy of the same image.
 */
import { sanitizeRedirect } from '@vivasalud/auth/redirect';
import {
  checkOrigin,
  fail,
  mediaType,
  publicOrigin,
  RouteError,
  validationError,
} from '@vivasalud/auth/server';
import { ahorroImageUrl } from '../imageKinds';
import {
  AHORRO_COOKIE,
  AHORRO_MAX_AGE_SECONDS,
  AHORRO_OFF,
  AHORRO_ON,
  AHORRO_PAGE,
  AHORRO_SECTION_ID,
  CONFIRM_FIELD,
  VOLVER_PARAM,
} from './ahorro';

/** The form is two short fields; anything longer is not ours. */
const MAX_FORM_BYTES = 2048;

/**
 * The page the switch was on: the form's `redirect` when it is a same-site path, else the page it
 * was posted from (`Referer`, same origin only: the footer is in cached HTML that does not know
 * its page's address), else home. Never another site (`sanitizeRedirect`); no fragment.
 */
export function returnPathOf(
  redirect: string | null,
  referer: string | null,
  ownOrigin: string,
): string {
  let path = '/';
  if (redirect) {
    path = sanitizeRedirect(redirect);
  } else if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === ownOrigin) path = sanitizeRedirect(`${url.pathname}${url.search}`);
    } catch {
      // Not an address: home.
    }
  }
  return path.split('#', 1)[0]!;
}

/**
 * Where the switch's 303 goes. With JavaScript the footer shows the state from the first paint:
 * back to the page, at the footer's section (`#ahorro-de-datos`), where the status changed.
 * Without it (the footer's `<noscript>` form sends `confirmar=1`) a cached page cannot show the
 * state, so the person lands on `/ahorro-de-datos` (rendered per request: it reads the cookie),
 * which says it and links back to the page (`?volver=`) — GOV.UK's cookie settings pattern.
 */
export function answerLocation(path: string, confirm: boolean): string {
  return confirm
    ? `${AHORRO_PAGE}?${VOLVER_PARAM}=${encodeURIComponent(path)}`
    : `${path}#${AHORRO_SECTION_ID}`;
}

/** The `Set-Cookie` of a choice (not httpOnly: the layout's inline script reads it). */
export function ahorroCookie(value: typeof AHORRO_ON | typeof AHORRO_OFF, https: boolean): string {
  return `${AHORRO_COOKIE}=${value}; Path=/; Max-Age=${AHORRO_MAX_AGE_SECONDS}; SameSite=Lax${https ? '; Secure' : ''}`;
}

export interface AhorroRouteOptions {
  /** Origins allowed to post besides the request's own (`allowedOriginsFromEnv`). */
  allowedOrigins: readonly string[];
  /** Whether the site is served over https (the cookie is then `Secure`). */
  https: boolean;
}

interface Choice {
  value: string | null;
  redirect: string | null;
  confirm: boolean;
}

async function readChoice(request: Request): Promise<Choice> {
  if (mediaType(request.headers.get('content-type')) !== 'application/x-www-form-urlencoded') {
    fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'El cuerpo debe ser un formulario.');
  }
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) validationError('ahorro', 'El formulario es demasiado largo.');
  const form = new URLSearchParams(text);
  return {
    value: form.get('ahorro'),
    redirect: form.get('redirect'),
    confirm: form.get(CONFIRM_FIELD) === '1',
  };
}

/** `POST /api/ahorro-de-datos`. */
export function ahorroRoute({ allowedOrigins, https }: AhorroRouteOptions) {
  return async function POST(request: Request): Promise<Response> {
    try {
      // A foreign page cannot switch it for someone (harmless, but not theirs to choose).
      checkOrigin(request, allowedOrigins);
      const { value, redirect, confirm } = await readChoice(request);
      if (value !== AHORRO_ON && value !== AHORRO_OFF) {
        validationError('ahorro', 'Elige activar (1) o desactivar (0) el ahorro de datos.');
      }
      const location = answerLocation(
        returnPathOf(redirect, request.headers.get('referer'), publicOrigin(request)),
        confirm,
      );
      return new Response(null, {
        status: 303,
        headers: {
          location,
          'set-cookie': ahorroCookie(value, https),
          'cache-control': 'no-store',
        },
      });
    } catch (error) {
      if (error instanceof RouteError) return error.response;
      throw error;
    }
  };
}

/**
 * `GET /api/ahorro-de-datos/imagen?url=&w=&q=75` (an optimizer request, rewritten here): `307` to
 * the lighter copy (`ahorroImageUrl`). Not stored (`no-store`): the same address answers the
 * full image once the person stops saving; the lighter copy has an address of its own, cached as
 * any image.
 */
export function ahorroImage(request: Request): Response {
  const target = ahorroImageUrl(new URL(request.url).searchParams);
  if (!target) {
    try {
      validationError('url', 'No es una imagen de las páginas (url, w y q=75).');
    } catch (error) {
      if (error instanceof RouteError) return error.response;
      throw error;
    }
  }
  return new Response(null, {
    status: 307,
    headers: { location: target, 'cache-control': 'no-store', vary: 'Cookie, Save-Data' },
  });
}

/**
 * A router prefetch of a browser that saves data (next.config rewrites it here when the request
 * carries `vs_ahorro=1`, or `Save-Data: on` without a choice): nothing, so the links in view cost
 * no data before they are followed. Next.js's router takes an empty answer as a prefetch that
 * brought nothing and asks for the page when the link is followed. Not stored, for anyone.
 */
export function ahorroNoPrefetch(): Response {
  return new Response(null, {
    status: 204,
    headers: { 'cache-control': 'private, no-store', vary: 'Cookie, Save-Data' },
  });
}
