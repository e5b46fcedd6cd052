import { readCappedText } from './body';

/**
 * The Content-Security-Policy report endpoint of both apps (issue #16): a `POST` route handler as
 * a Web `Request → Response` function (no Next.js here), mounted by each app at
 * `CSP_REPORT_PATH` (`app/api/csp-report/route.ts`), which its policy names in `report-uri` and,
 * through `Reporting-Endpoints`, in `report-to`.
 *
 * - Accepts both report formats: `application/csp-report` (`report-uri`: one
 *   `{ "csp-report": {…} }`) and `application/reports+json` (the Reporting API behind
 *   `report-to`: an array of reports, those of type `csp-violation` read). Anything else is 415.
 * - Reads at most `maxBytes` (16 KiB) of the body, the declared length checked first: 413 beyond;
 *   malformed JSON, invalid UTF-8 or another shape is 400.
 * - Rate-limited (429) per client (an IPv6 client by its /64), and sampled past a total, in fixed
 *   windows held in memory (see `CspReportLimits`).
 * - Logs each violation once as one line, `[<app>] csp-violation {json}`, with the directive, the
 *   blocked resource's origin (or keyword: `inline`, `eval`…), the document's path and the
 *   disposition; nothing else of the report: no query strings, fragments or full URLs (they can
 *   hold tokens or personal data), no script samples, no user agent, no address.
 * - Answers 204 with no body; nothing is stored or forwarded.
 */

export { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './security';

/**
 * The limits of one app instance. In memory, on purpose: reports are best-effort telemetry, so a
 * count lost on restart or kept per instance (N instances accept N × `total`) costs nothing,
 * and the endpoint needs no shared store to stay up. The per-client window keeps one browser
 * (or one script) from filling the log; a client is its address, an IPv6 one by its /64 (one
 * subscriber picks any address of it). Past `total` requests of all clients together the rest
 * is sampled, not refused (issue #26: a hard total let whoever filled it first silence every
 * other report): each request a client may still make is taken with probability `sampleRate`,
 * at most `sampledMax` of them, so reports from elsewhere keep reaching the log during a flood
 * and the log stays bounded. Every window starts over each `windowMs`, so memory stays bounded by
 * what one window accepts (`total + sampledMax`).
 */
export interface CspReportLimits {
  /** Bytes of body read at most (a Reporting API batch holds several reports of ~1 KiB). */
  maxBytes: number;
  /** Requests a client may make in one window. */
  perClient: number;
  /** Requests the instance accepts in full in one window, all clients together. */
  total: number;
  /** Past `total`: the share of requests taken (each drawn at random). */
  sampleRate: number;
  /** Past `total`: requests taken at most in one window. */
  sampledMax: number;
  /** The window, in milliseconds. */
  windowMs: number;
  /** Violations logged at most from one request (a batch); the rest are counted out. */
  maxViolations: number;
}

export const CSP_REPORT_LIMITS: Readonly<CspReportLimits> = {
  maxBytes: 16 * 1024,
  perClient: 20,
  total: 600,
  sampleRate: 0.05,
  sampledMax: 600,
  windowMs: 60_000,
  maxViolations: 10,
};

export interface CspReportOptions {
  /** The app's name in the log line (`[portal] csp-violation …`). */
  app: string;
  /**
   * The client of a request for the per-client window (its address); `undefined` puts it in one
   * shared bucket. The app decides which forwarded address it trusts.
   */
  clientKey: (request: Request) => string | undefined;
  /** Where the lines go: `console.warn` by default. */
  log?: (line: string) => void;
  /** The clock of the windows (milliseconds). */
  now?: () => number;
  /** The draw of the sample past the total, in [0, 1): `Math.random` by default. */
  random?: () => number;
  limits?: Partial<CspReportLimits>;
}

/** What is logged of one violation: nothing that can identify a person or hold a secret. */
export interface LoggedViolation {
  /** The directive that was violated (`script-src-elem`), or `unknown`. */
  directive: string;
  /** The blocked resource's origin, a keyword (`inline`, `eval`…), a scheme (`data:`), or `none`. */
  blocked: string;
  /** The document's path, without query or fragment (`/pilares`), or `unknown`. */
  page: string;
  /** `enforce` or `report`, when the report says. */
  disposition?: 'enforce' | 'report';
}

const CSP_REPORT_TYPE = 'application/csp-report';
const REPORTS_TYPE = 'application/reports+json';

const DIRECTIVE = /^[a-z][a-z-]{0,39}$/;
const SCHEME = /^[a-z][a-z0-9+.-]{0,19}:$/;
/** What browsers write instead of a URL when no resource was loaded. */
const BLOCKED_KEYWORDS = new Set([
  'inline',
  'eval',
  'wasm-eval',
  'self',
  'trusted-types-policy',
  'trusted-types-sink',
]);
/** A longer path is cut: a real page path is short, and the log line stays small. */
const MAX_PATH_LENGTH = 200;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `application/csp-report; charset=utf-8` → `application/csp-report`. */
function mediaType(contentType: string | null): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function directiveOf(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    // `violated-directive` of older browsers holds the directive and its sources.
    const name = candidate.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
    if (DIRECTIVE.test(name)) return name;
  }
  return 'unknown';
}

function blockedOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return 'none';
  const text = value.trim();
  if (BLOCKED_KEYWORDS.has(text.toLowerCase())) return text.toLowerCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'other';
  }
  if (url.origin !== 'null') return url.origin;
  // `data:…`, `about:blank`: the scheme only, never the data.
  return SCHEME.test(url.protocol) ? url.protocol : 'other';
}

function pageOf(value: unknown): string {
  if (typeof value !== 'string') return 'unknown';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'unknown';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'unknown';
  const path = url.pathname;
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
}

function violation(
  effective: unknown,
  violated: unknown,
  blocked: unknown,
  documentUrl: unknown,
  disposition: unknown,
): LoggedViolation {
  return {
    directive: directiveOf(effective, violated),
    blocked: blockedOf(blocked),
    page: pageOf(documentUrl),
    ...(disposition === 'enforce' || disposition === 'report' ? { disposition } : {}),
  };
}

/** `report-uri`: `{ "csp-report": { "effective-directive", "blocked-uri", "document-uri", … } }`. */
function fromReportUri(body: unknown): LoggedViolation[] | undefined {
  if (!isObject(body) || !isObject(body['csp-report'])) return undefined;
  const report = body['csp-report'];
  return [
    violation(
      report['effective-directive'],
      report['violated-directive'],
      report['blocked-uri'],
      report['document-uri'],
      report.disposition,
    ),
  ];
}

/**
 * The Reporting API: `[{ "type": "csp-violation", "url", "body": { "effectiveDirective",
 * "blockedURL", "documentURL", … } }, …]`. Reports of other types are skipped.
 */
function fromReportingApi(body: unknown): LoggedViolation[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const violations: LoggedViolation[] = [];
  for (const report of body) {
    if (!isObject(report)) return undefined;
    if (report.type !== 'csp-violation') continue;
    if (!isObject(report.body)) return undefined;
    const { effectiveDirective, blockedURL, documentURL, disposition } = report.body;
    violations.push(
      violation(effectiveDirective, undefined, blockedURL, documentURL ?? report.url, disposition),
    );
  }
  return violations;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client of the per-client window: an IPv4 address as it is (`::ffff:a.b.c.d` as `a.b.c.d`),
 * an IPv6 address by its /64 (its first four groups, `2001:db8:85a3:1::/64`), anything else as
 * it is. The identity service keys its limits the same way (apps/api `addressKey`).
 */
export function clientWindowKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  if (groups.length !== 8) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Per-client and total request counts, and what was logged, in one fixed window. */
function fixedWindow(limits: CspReportLimits, now: () => number, random: () => number) {
  let start = Number.NEGATIVE_INFINITY;
  let total = 0;
  let sampled = 0;
  const perClient = new Map<string, number>();
  const logged = new Set<string>();
  const roll = () => {
    const time = now();
    if (time - start < limits.windowMs) return;
    start = time;
    total = 0;
    sampled = 0;
    perClient.clear();
    logged.clear();
  };
  return {
    /**
     * Counts a request of `client`; false when its own window is used up, or past the total when
     * the request is not drawn for the sample (or the sample is full).
     */
    take(client: string): boolean {
      roll();
      const used = perClient.get(client) ?? 0;
      if (used >= limits.perClient) return false;
      if (total >= limits.total) {
        if (sampled >= limits.sampledMax || random() >= limits.sampleRate) return false;
        sampled += 1;
      }
      perClient.set(client, used + 1);
      total += 1;
      return true;
    },
    /** True the first time `client` reports `line` in this window. */
    firstTime(client: string, line: string): boolean {
      const key = `${client}\n${line}`;
      if (logged.has(key)) return false;
      logged.add(key);
      return true;
    },
  };
}

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** The `POST` handler of `CSP_REPORT_PATH` (see the top of this file). */
export function createCspReportHandler({
  app,
  clientKey,
  log = (line) => console.warn(line),
  now = Date.now,
  random = Math.random,
  limits: overrides = {},
}: CspReportOptions): (request: Request) => Promise<Response> {
  const limits: CspReportLimits = { ...CSP_REPORT_LIMITS, ...overrides };
  const window = fixedWindow(limits, now, random);
  return async function receiveCspReport(request: Request): Promise<Response> {
    const type = mediaType(request.headers.get('content-type'));
    if (type !== CSP_REPORT_TYPE && type !== REPORTS_TYPE) return answer(415);
    const address = clientKey(request);
    const client = address === undefined ? 'unknown' : clientWindowKey(address);
    if (!window.take(client)) {
      return answer(429, { 'retry-after': String(Math.ceil(limits.windowMs / 1000)) });
    }
    const read = await readCappedText(request, limits.maxBytes);
    if ('refused' in read) return answer(read.refused === 'too-large' ? 413 : 400);
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return answer(400);
    }
    const violations = type === CSP_REPORT_TYPE ? fromReportUri(body) : fromReportingApi(body);
    if (!violations) return answer(400);
    let count = 0;
    for (const entry of violations) {
      if (count >= limits.maxViolations) break;
      // JSON keeps it one line whatever a report holds (control characters are escaped).
      const line = JSON.stringify(entry);
      if (!window.firstTime(client, line)) continue;
      log(`[${app}] csp-violation ${line}`);
      count += 1;
    }
    return answer(204);
  };
}
