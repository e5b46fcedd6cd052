import { readCappedText } from '@vivasalud/config/body';
import { isClientAddressResolved } from './client-address';
import { fail, MESSAGES, validationError } from './errors';

type Env = Readonly<Record<string, string | undefined>>;

/** Request bodies are a handful of short fields: anything larger is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024;

export const ORIGIN_ENV = {
  allowed: 'VIVASALUD_ALLOWED_ORIGINS',
  site: 'VIVASALUD_SITE_URL',
  campaigns: 'VIVASALUD_CAMPAIGNS_URL',
} as const;

/** `https://www.vivasalud.pe/x` → `https://www.vivasalud.pe`; undefined when not an http(s) URL. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins allowed besides the request's own: `VIVASALUD_ALLOWED_ORIGINS` (comma separated),
 * `VIVASALUD_SITE_URL` and `VIVASALUD_CAMPAIGNS_URL`. Entries that are not http(s) URLs are
 * ignored.
 */
export function allowedOriginsFromEnv(env: Env): string[] {
  const values = [
    ...(env[ORIGIN_ENV.allowed] ?? '').split(','),
    env[ORIGIN_ENV.site] ?? '',
    env[ORIGIN_ENV.campaigns] ?? '',
  ];
  return normaliseOrigins(values);
}

export function normaliseOrigins(values: readonly string[]): string[] {
  const origins = values.filter((value) => value.trim()).map(originOf);
  return [...new Set(origins.filter((origin): origin is string => !!origin))];
}

/**
 * A plain `hostname[:port]`: a DNS name or IPv4 address, or a bracketed IPv6 address, with an
 * optional port. Anything else (`/`, `@`, spaces, `\\`, an empty label…) is refused.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** The first value of a possibly repeated, comma-separated header, trimmed ('' when absent). */
function firstValue(value: string | null): string {
  return value?.split(',')[0]?.trim() ?? '';
}

/**
 * The origin the browser asked for, e.g. `https://www.vivasalud.pe` — not `request.url`'s.
 *
 * Under `next start`, Next builds `request.url` from the address it listens on
 * (`http://localhost:3000/…` whatever the browser asked), but it keeps the client's `Host` and
 * fills `X-Forwarded-Host` (from `Host`) and `X-Forwarded-Proto` when no proxy did. So:
 * - host: the first `X-Forwarded-Host` value, else `Host`, else the URL's host; a value that is
 *   not a plain `hostname[:port]` falls back to the URL's host;
 * - protocol: the first `X-Forwarded-Proto` value when it is `https` or `http`, else the URL's.
 * This is the host Next's own Server Actions compare `Origin` against.
 *
 * Why a client-chosen host cannot hurt:
 * - A cross-site attacker cannot set the victim browser's `Host` (a forbidden header) nor its
 *   `X-Forwarded-Host` (not CORS-safelisted: it needs a preflight these handlers never approve).
 *   A page that reaches the app under a name of its own (DNS rebinding) gets that name as "own
 *   origin", but then the browser sends none of the cookies it holds for the real host.
 * - Someone forging the headers from their own client only fools their own request: the host
 *   merely picks one of the fixed entries of the host map (`resolveHosts`, where the
 *   `VIVASALUD_*_API_URL` overrides win) and the cookie settings of that environment; it never
 *   names an upstream address.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const claimed =
    firstValue(request.headers.get('x-forwarded-host')) ||
    firstValue(request.headers.get('host')) ||
    url.host;
  const match = HOST.exec(claimed);
  const host = match && Number(match[1] ?? 0) <= 65_535 ? claimed : url.host;
  const forwarded = firstValue(request.headers.get('x-forwarded-proto')).toLowerCase();
  const protocol = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : url.protocol;
  try {
    // Lower-cases the host and drops a default port, as browsers do in `Origin`.
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return url.origin;
  }
}

/**
 * CSRF guard of every POST: the `Origin` header must be the request's own public origin (see
 * `publicOrigin`) or one of `allowed` (already normalised). A missing Origin (or `null`, sent by
 * sandboxed and privacy-sensitive contexts) is refused too: browsers send Origin on every POST.
 */
export function checkOrigin(
  request: Request,
  allowed: readonly string[],
  own: string = publicOrigin(request),
): void {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    const normalised = originOf(origin);
    if (normalised && (normalised === own || allowed.includes(normalised))) return;
  }
  fail(403, 'FORBIDDEN_ORIGIN', MESSAGES.forbiddenOrigin);
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaType(contentType: string | null): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

const JSON_ONLY = ['application/json'] as const;

export interface ReadBodyOptions {
  /** Whether an empty body (with no content type, or JSON) stands for `{}` (logout, clauses). */
  allowEmpty?: boolean;
  /**
   * The media types whose body is read as JSON (lower case, without parameters). Default:
   * `application/json` only. The recorded-class progress route adds `text/plain`, the type
   * `navigator.sendBeacon` gives a string (a JSON one, as site.yaml says).
   */
  mediaTypes?: readonly string[];
}

/**
 * The JSON object of a POST body. 415 when the content type is not one of `mediaTypes`
 * (`application/json` by default; an empty body without content type is accepted where
 * `allowEmpty`); 400 for a body over MAX_BODY_BYTES, malformed JSON, invalid UTF-8 or JSON that
 * is not an object.
 */
export async function readJsonObject(
  request: Request,
  { allowEmpty = false, mediaTypes = JSON_ONLY }: ReadBodyOptions = {},
): Promise<Record<string, unknown>> {
  const type = mediaType(request.headers.get('content-type'));
  if (type !== undefined && !mediaTypes.includes(type)) {
    fail(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  }
  const text = await readText(request);
  if (type === undefined) {
    if (allowEmpty && text === '') return {};
    fail(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  }
  if (text.trim() === '') {
    if (allowEmpty) return {};
    validationError('body', 'El cuerpo está vacío.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    validationError('body', 'El cuerpo no es un JSON válido.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    validationError('body', 'El cuerpo debe ser un objeto JSON.');
  }
  return value as Record<string, unknown>;
}

function tooLarge(): never {
  return validationError('body', `El cuerpo supera ${MAX_BODY_BYTES / 1024} KiB.`);
}

/** The body as text, reading at most MAX_BODY_BYTES (a declared or streamed excess is refused). */
async function readText(request: Request): Promise<string> {
  const body = await readCappedText(request, MAX_BODY_BYTES);
  if ('text' in body) return body.text;
  if (body.refused === 'too-large') tooLarge();
  return validationError('body', 'El cuerpo no es texto UTF-8 válido.');
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 =
  /^[0-9a-f:]*:[0-9a-f:]*(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})?$/i;

/**
 * The client address to forward to the identity service, so its per-address limits see the
 * person and not the handler: the `X-Forwarded-For` that `vivasalud-next-start` wrote from the
 * socket (see `client-address.ts`), when this process was started by it. Under plain `next start`
 * or `next dev` the header is whatever the client sent, so nothing is forwarded (the service then
 * counts the app's own address). Anything but one IPv4 or IPv6 address gives undefined.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  resolved: boolean = isClientAddressResolved(),
): string | undefined {
  const entry = forwardedFor?.trim();
  if (!resolved || !entry) return undefined;
  if (IPV4.test(entry)) return entry;
  if (entry.length <= 45 && (entry.match(/:/g)?.length ?? 0) >= 2 && IPV6.test(entry)) {
    return entry.toLowerCase();
  }
  return undefined;
}
