import { limaDay } from '@vivasalud/config/lima';
import {
  readJsonObject,
  sessionCallFailure,
  sessionRoute,
  validationError,
  type RouteHandler,
  type SessionRoute,
  type SessionRouteOptions,
} from '@vivasalud/auth/server';
import { COUNTED_COOKIE, countedItem, countOnce, isAutomated } from './counter';

/** The cookie's path: only this route reads it. */
const COOKIE_PATH = '/api/sintomas';
/** A day and a little: the next day's first report starts it over anyway. */
const COOKIE_MAX_AGE_SECONDS = 26 * 60 * 60;

/** The value of one cookie of a `Cookie` header, or undefined. */
function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * `POST /api/sintomas/mas-buscado` (site.yaml, issue #31): a condition's page reports that it was
 * opened from a search (`{ "sintoma": <id> }`; a topic's search will report `{ "etiqueta": … }`).
 * On the session-route kit (the Origin check, `no-store`, one ErrorBody) without needing a session.
 * It counts on the content service (`sintomasIncrementarMasBuscado/{id}` or
 * `Busqueda/etiquetaIncrementarMasBuscado/{tag}`) at most once per visitor, item and day in Lima
 * (`counter.ts`), never for a crawler or a prefetch — those get the same 204 and count nothing.
 */
const reportView: RouteHandler = async (ctx) => {
  const body = await readJsonObject(ctx.request, {
    // `navigator.sendBeacon` sends a string as text/plain.
    mediaTypes: ['application/json', 'text/plain'],
  });
  const item = countedItem(body);
  if (!item) validationError('body', 'Indica un síntoma o una etiqueta válidos.');
  const answer = (cookie?: string) => {
    const headers = new Headers({ 'cache-control': 'no-store' });
    if (cookie !== undefined) {
      headers.append(
        'set-cookie',
        `${COUNTED_COOKIE}=${cookie}; Path=${COOKIE_PATH}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${ctx.cookie.secure ? '; Secure' : ''}`,
      );
    }
    return new Response(null, { status: 204, headers });
  };
  if (isAutomated(ctx.request.headers)) return answer();
  const { count, cookie } = countOnce(
    readCookie(ctx.request.headers.get('cookie'), COUNTED_COOKIE),
    item,
    limaDay(new Date()),
  );
  if (!count) return answer(cookie);
  try {
    if (item.kind === 'sintoma') {
      await ctx.upstream.content.GET(
        '/home/sintomas-enfermedades/sintomasIncrementarMasBuscado/{id}/',
        { params: { path: { id: item.id } } },
      );
    } else {
      await ctx.upstream.content.GET('/Busqueda/etiquetaIncrementarMasBuscado/{tag}/', {
        params: { path: { tag: item.tag } },
      });
    }
  } catch (error) {
    // 404: no such condition or tag (nothing counted, nothing remembered).
    throw sessionCallFailure(ctx, error, [404]);
  }
  return answer(cookie);
};

export function symptomCounterRoute(options?: SessionRouteOptions): SessionRoute {
  return sessionRoute({ POST: reportView }, options);
}
