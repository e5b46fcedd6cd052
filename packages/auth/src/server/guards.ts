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
 * CSRF guard of every POST: the `Origin` header must be the request's own origin or one of
 * `allowed` (already normalised). A missing Origin (or `null`, sent by sandboxed and
 * privacy-sensitive contexts) is refused too: browsers send Origin on every POST.
 */
export function checkOrigin(request: Request, allowed: readonly string[]): void {
  const origin = request.headers.get('origin');
  const own = new URL(request.url).origin;
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

export interface ReadBodyOptions {
  /** Whether an empty body (with no content type, or JSON) stands for `{}` (logout, clauses). */
  allowEmpty?: boolean;
}

/**
 * The JSON object of a POST body. 415 when the content type is not `application/json` (an empty
 * body without content type is accepted where `allowEmpty`); 400 for a body over
 * MAX_BODY_BYTES, malformed JSON, invalid UTF-8 or JSON that is not an object.
 */
export async function readJsonObject(
  request: Request,
  { allowEmpty = false }: ReadBodyOptions = {},
): Promise<Record<string, unknown>> {
  const type = mediaType(request.headers.get('content-type'));
  if (type !== undefined && type !== 'application/json') {
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
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return validationError('body', 'El cuerpo no es texto UTF-8 válido.');
  }
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 =
  /^[0-9a-f:]*:[0-9a-f:]*(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})?$/i;

/**
 * The client address to forward to the identity service: the RIGHTMOST entry of the incoming
 * `X-Forwarded-For`, i.e. the address that the nearest proxy (or Next itself) saw. Entries to its
 * left were written by the client or by farther hops and can be forged, so they are never used.
 * A port (`1.2.3.4:5678`, `[::1]:80`) is dropped; anything that is not an IPv4 or IPv6 address
 * gives undefined (no header is forwarded then).
 */
export function clientAddress(forwardedFor: string | null | undefined): string | undefined {
  if (!forwardedFor) return undefined;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  let last = entries[entries.length - 1];
  if (!last) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(last);
  if (bracketed) last = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(last)) last = last.slice(0, last.indexOf(':'));
  if (IPV4.test(last)) return last;
  if (last.length <= 45 && (last.match(/:/g)?.length ?? 0) >= 2 && IPV6.test(last)) {
    return last.toLowerCase();
  }
  return undefined;
}
