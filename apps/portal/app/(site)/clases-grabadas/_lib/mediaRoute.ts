import { createContentClient } from '@vivasalud/api-client/content';
import { isApiError } from '@vivasalud/api-client/errors';
import type { SiteSchema } from '@vivasalud/api-client/site';
import {
  clearSessionCookie,
  publicOrigin,
  readSessionCookie,
  sessionCookieSettings,
  type FetchLike,
} from '@vivasalud/auth/server';
import { resolveHosts } from '@vivasalud/config/hosts';
import { SLUG } from '@vivasalud/config/routes';

type Media = SiteSchema<'RecordedClassMedia'>;
type Env = Readonly<Record<string, string | undefined>>;

/** Every answer of the route, in Spanish (es-PE). */
export const MEDIA_MESSAGES = {
  slug: 'La clase no es válida.',
  unauthorized: 'Inicia sesión con tu cuenta Pro para ver esta clase.',
  notPro: 'Esta clase es parte de VivaSalud Pro. Tu membresía actual no la incluye.',
  notFound: 'Esta clase no tiene grabación disponible.',
  upstream: 'No pudimos conectar con el servicio. Inténtalo nuevamente.',
} as const;

/** An upstream call that takes longer than this fails as unreachable (502). */
const TIMEOUT_MS = 10_000;

/** Per user: never stored by a browser or a CDN. */
function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

const error = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json(status, { error: true, code, message }, headers);

export interface MediaRouteOptions {
  /** Environment of the host map and the cookie (default `process.env`). */
  env?: Env;
  /** fetch of the upstream call (default: the global one, looked up per call). */
  fetch?: FetchLike;
}

/**
 * `GET /api/recorded-classes/media-class?slug=…` (site.yaml, issue #25): the media of a recorded
 * class for the session's member, asked of the content API (`getRecordedClassMedia`) with the
 * session's bearer. The page of a pro class is the same cached HTML for everyone and carries no
 * media: the service decides who gets them. 400 for a malformed slug; 401 without a session (no
 * upstream call) or with a dead one (cookie cleared); 403 `NOT_PRO` for a member without the pro
 * membership; 404 for a class without media; 502 when the service fails.
 */
export async function recordedClassMediaRoute(
  request: Request,
  { env = process.env, fetch }: MediaRouteOptions = {},
): Promise<Response> {
  const slug = new URL(request.url).searchParams.get('slug') ?? '';
  if (!SLUG.test(slug)) {
    return json(400, {
      error: true,
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos.',
      errors: [{ field: 'slug', message: MEDIA_MESSAGES.slug }],
    });
  }
  const hosts = resolveHosts(new URL(publicOrigin(request)).hostname, env);
  const cookie = sessionCookieSettings(hosts.environment, env, 'portal');
  const token = readSessionCookie(request.headers.get('cookie'), cookie);
  if (!token) return error(401, 'UNAUTHORIZED', MEDIA_MESSAGES.unauthorized);

  const content = createContentClient({
    baseUrl: hosts.contentApi,
    fetch: (upstream: Request) =>
      (fetch ?? ((r: Request) => globalThis.fetch(r)))(
        new Request(upstream, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' }),
      ),
  });
  try {
    const { data } = await content.GET('/wellness/recorded-classes/media/{slug}/', {
      params: { path: { slug } },
      headers: { authorization: `Bearer ${token}` },
    });
    if (!data) return error(502, 'UPSTREAM_ERROR', MEDIA_MESSAGES.upstream);
    return json(200, data satisfies Media);
  } catch (failure) {
    if (!isApiError(failure)) throw failure;
    const status = failure.code === 'NETWORK_ERROR' ? undefined : failure.status;
    if (status === 401) {
      return error(401, 'UNAUTHORIZED', MEDIA_MESSAGES.unauthorized, {
        'set-cookie': clearSessionCookie(cookie),
      });
    }
    if (status === 403) return error(403, 'NOT_PRO', MEDIA_MESSAGES.notPro);
    if (status === 404) return error(404, 'NOT_FOUND', MEDIA_MESSAGES.notFound);
    console.error(
      `[portal] /api/recorded-classes/media-class 502 ${status ? `UPSTREAM_${status}` : 'UPSTREAM_UNREACHABLE'}`,
    );
    return error(502, 'UPSTREAM_ERROR', MEDIA_MESSAGES.upstream);
  }
}
