import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PACKAGE_ROOT } from './paths';

export type Environment = 'development' | 'test' | 'production';

export interface ServiceConfig {
  environment: Environment;
  port: number;
  host: string;
  /** Public base URL of the service: media and paging links are built on it. */
  publicUrl: string;
  /** Postgres server; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder (ignored with `databaseUrl`); `memory` keeps the data in memory. */
  dataDir: string | undefined;
  /** Browser origins allowed by CORS (the apps). */
  corsOrigins: string[];
  logLevel: string;
  /**
   * Fastify `trustProxy`: the proxies whose `X-Forwarded-For` is believed (addresses, CIDR ranges
   * or proxy-addr names such as `loopback`). `false` (the default): nobody's, the socket address
   * is the client's — otherwise anyone could move the per-address limits with a header.
   */
  trustProxy: string[] | false;
  /**
   * `Host` values `/dev/…` answers to: localhost, 127.0.0.1 and [::1] on `port`, plus
   * `DEV_ALLOWED_HOSTS` (a page on another name that resolves here — DNS rebinding — is refused).
   */
  devHosts: string[];
  /** Whether `/docs` and `/openapi/*.yaml` are served (`API_REFERENCE`; off in production). */
  apiReference: boolean;
  /** How long content GET answers are reused (ms); 0 turns the answer cache off. */
  answerCacheTtlMs: number;
  /**
   * Identity switches for end-to-end and handler tests (never honoured in production):
   * `IDENTITY_SIGNUP_WITH_MFA=false` signs new accounts in without the second step, and
   * `IDENTITY_RESEND_COOLDOWN_SECONDS` shortens the wait between two codes.
   */
  identityTesting: { signupWithMfa?: boolean; resendCooldownSeconds?: number };
  /**
   * `TICKET_AUDIENCES` (comma separated origins): the sites a signed-in user may be handed to
   * with a one-time ticket (`/identity/auth/tickets`). Default: `https://campanas.vivasalud.pe`
   * in production, `http://localhost:3001` otherwise.
   */
  ticketAudiences: string[];
  /**
   * `CONTENT_FAULTS` (comma separated content paths, e.g. `/content/home/ventajas/`): paths that
   * answer the contract's 500 `INTERNAL_ERROR`, so end-to-end tests can fail one block of a page.
   * Written without the trailing slash. Development and test only: production refuses to start.
   */
  contentFaults: string[];
  /**
   * `MEDIA_SIGNING_SECRET`: the key of the signed URLs of pro media (`/media/pro/…`, issue #25),
   * at least 32 characters. Unset: a random key per process — enough for one instance; several
   * instances behind one address need the same key (a URL signed by one is checked by another).
   */
  mediaSigningSecret: string;
  /** The portal's base URL (`PORTAL_URL`): links in mails (recovery, reservations). */
  portalUrl: string;
  /**
   * `SCHEDULER_INTERVAL_MS`: how often the scheduler runs the due jobs (the reservation
   * reminders). Default 30 s; off (0) under `test`, whose tests run it at a chosen instant.
   */
  schedulerIntervalMs: number;
  /**
   * Issue #34: where content changes are announced (`VIVASALUD_CONTENT_WEBHOOK_URLS`, comma
   * separated: each app's `…/api/contenido/cambios`, or the proxy in front of its instances) and
   * the secret the messages are signed with (`VIVASALUD_CONTENT_WEBHOOK_SECRET`, at least 32
   * characters, the same in the apps). Without the secret nothing is sent: pages then show a
   * change within their 300-second revalidation.
   */
  contentChanges: { urls: string[]; secret: string | undefined };
}

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env = process.env): ServiceConfig {
  // Production unless said otherwise: development mode opens /dev/outbox and seeds the demo
  // accounts, so it must be asked for (the repo's `dev` and `start` scripts do).
  const environment = (env.VIVASALUD_ENV ??
    (env.NODE_ENV === 'test' ? 'test' : 'production')) as Environment;
  if (!['development', 'test', 'production'].includes(environment)) {
    throw new Error(`VIVASALUD_ENV must be development, test or production (got ${environment})`);
  }
  const port = Number(env.PORT ?? 4000);
  const dataDir = env.PGLITE_DATA_DIR ?? join(PACKAGE_ROOT, '.data', 'pglite');
  const host = env.HOST ?? 'localhost';
  const trustProxy = readTrustProxy(env.TRUST_PROXY);
  refuseLoopbackTrustOffLoopback(host, trustProxy);
  return {
    environment,
    port,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://localhost:3001')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    answerCacheTtlMs: Number(env.CONTENT_CACHE_TTL_MS ?? 10_000),
    trustProxy,
    devHosts: readDevHosts(env.DEV_ALLOWED_HOSTS, port),
    apiReference: readSwitch('API_REFERENCE', env.API_REFERENCE, environment !== 'production'),
    identityTesting: readIdentityTesting(env, environment),
    ticketAudiences: readOrigins(
      'TICKET_AUDIENCES',
      env.TICKET_AUDIENCES ||
        (environment === 'production' ? 'https://campanas.vivasalud.pe' : 'http://localhost:3001'),
    ),
    contentFaults: readContentFaults(env.CONTENT_FAULTS, environment),
    mediaSigningSecret: readMediaSecret(env.MEDIA_SIGNING_SECRET),
    portalUrl: (env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    schedulerIntervalMs: readInterval(env.SCHEDULER_INTERVAL_MS, environment),
    contentChanges: readContentChanges(env),
  };
}

/** `SCHEDULER_INTERVAL_MS`: milliseconds ≥ 0 (0: off); 30 s by default, off under `test`. */
function readInterval(value: string | undefined, environment: Environment): number {
  if (value === undefined || value === '') return environment === 'test' ? 0 : 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`SCHEDULER_INTERVAL_MS must be a whole number of milliseconds (got ${value})`);
  }
  return ms;
}

/** `MEDIA_SIGNING_SECRET`, or a random key of this process; a short key stops the start-up. */
function readMediaSecret(value: string | undefined): string {
  if (!value) return randomBytes(32).toString('base64url');
  if (value.length < 32) {
    throw new Error('MEDIA_SIGNING_SECRET must have at least 32 characters');
  }
  return value;
}

/**
 * `TRUST_PROXY`: a comma-separated list of proxy addresses, CIDR ranges or proxy-addr names
 * (`loopback`, `linklocal`, `uniquelocal`) whose `X-Forwarded-For` is believed. Unset, empty or
 * `none`: no proxy is trusted. `true` and hop counts are refused: they believe a header that
 * whoever connects can write.
 */
function readTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && /^(none|false)$/i.test(entries[0]!))) {
    return false;
  }
  const loose = entries.find((entry) => /^(true|\d+)$/i.test(entry));
  if (loose !== undefined) {
    throw new Error(
      `TRUST_PROXY lists the proxies' addresses (e.g. loopback or 10.0.0.0/8), not ${loose}: that would believe any client's X-Forwarded-For`,
    );
  }
  return entries;
}

/** Whether a `HOST` to listen on is this machine's loopback only (`localhost`, 127/8, ::1). */
function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** A `TRUST_PROXY` entry that believes connections from this machine (`loopback`, 127/8, ::1). */
function trustsLoopback(entry: string): boolean {
  const address = entry.toLowerCase().split('/', 1)[0]!;
  return address === 'loopback' || address === '::1' || address.startsWith('127.');
}

/**
 * `TRUST_PROXY=loopback` (the default of the `dev` and `start` scripts, which run beside the
 * apps' route handlers on one machine) believes the `X-Forwarded-For` of whatever connects from
 * this machine. That is safe only while nothing else can connect: the service listening on
 * loopback. Listening elsewhere (`HOST=0.0.0.0`), a proxy, tunnel or sidecar on this machine
 * could relay anyone's connection — and their header, which would move the per-address limits.
 * So that combination stops the start-up (issue #26): name the real proxies instead.
 */
function refuseLoopbackTrustOffLoopback(host: string, trustProxy: string[] | false): void {
  const loopback = trustProxy ? trustProxy.find(trustsLoopback) : undefined;
  if (loopback === undefined || isLoopbackHost(host)) return;
  throw new Error(
    `TRUST_PROXY=${trustProxy ? trustProxy.join(',') : ''} believes X-Forwarded-For from this machine (${loopback}), which is safe only while the service listens on loopback, not on HOST=${host}: set TRUST_PROXY to the proxies in front of it (e.g. 10.0.0.5) or to none, or listen on HOST=localhost`,
  );
}

/** A comma-separated list of http(s) origins, normalised; anything else stops the start-up. */
function readOrigins(name: string, value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`) {
        throw new Error(
          `${name} lists origins such as https://campanas.vivasalud.pe (got ${entry})`,
        );
      }
      return url.origin;
    });
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Allowed `Host` values of the development routes: loopback names and `extra`, on `port`. */
function readDevHosts(extra: string | undefined, port: number): string[] {
  const names = [
    ...LOOPBACK_NAMES,
    ...(extra ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ];
  return names.map((name) => (/:\d+$/.test(name) ? name : `${name}:${port}`).toLowerCase());
}

function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value !== 'true' && value !== 'false') {
    throw new Error(`${name} must be true or false (got ${value})`);
  }
  return value === 'true';
}

function readIdentityTesting(env: Env, environment: Environment): ServiceConfig['identityTesting'] {
  const signup = env.IDENTITY_SIGNUP_WITH_MFA;
  const cooldown = env.IDENTITY_RESEND_COOLDOWN_SECONDS;
  if (signup === undefined && cooldown === undefined) return {};
  if (environment === 'production') {
    throw new Error(
      'IDENTITY_SIGNUP_WITH_MFA and IDENTITY_RESEND_COOLDOWN_SECONDS are for tests: unset them in production',
    );
  }
  const testing: ServiceConfig['identityTesting'] = {};
  if (signup !== undefined) {
    if (signup !== 'true' && signup !== 'false') {
      throw new Error(`IDENTITY_SIGNUP_WITH_MFA must be true or false (got ${signup})`);
    }
    testing.signupWithMfa = signup === 'true';
  }
  if (cooldown !== undefined) {
    const seconds = Number(cooldown);
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new Error(`IDENTITY_RESEND_COOLDOWN_SECONDS must be a whole number (got ${cooldown})`);
    }
    testing.resendCooldownSeconds = seconds;
  }
  return testing;
}

/**
 * `CONTENT_FAULTS`: content API paths (`/content/…`, with or without the trailing slash, no query)
 * that answer 500, for end-to-end tests of a page whose block fails. Refused in production, and a
 * path outside `/content/` or with a query is refused rather than silently never matched.
 */
export function readContentFaults(value: string | undefined, environment: Environment): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [];
  if (environment === 'production') {
    throw new Error(
      'CONTENT_FAULTS makes content paths answer 500 for end-to-end tests: unset it in production',
    );
  }
  return [
    ...new Set(
      entries.map((entry) => {
        if (!/^\/content\/[^?#\s]+$/.test(entry)) {
          throw new Error(
            `CONTENT_FAULTS lists content API paths without a query, such as /content/home/ventajas/ (got ${entry})`,
          );
        }
        return faultPath(entry);
      }),
    ),
  ];
}

/** A path as `CONTENT_FAULTS` compares it: no query, no trailing slash. */
export function faultPath(url: string): string {
  return url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
}

/** `VIVASALUD_CONTENT_WEBHOOK_URLS` and `VIVASALUD_CONTENT_WEBHOOK_SECRET` (issue #34). */
export function readContentChanges(env: Env): ServiceConfig['contentChanges'] {
  const secret = env.VIVASALUD_CONTENT_WEBHOOK_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) {
    throw new Error('VIVASALUD_CONTENT_WEBHOOK_SECRET must be at least 32 characters');
  }
  const urls = (env.VIVASALUD_CONTENT_WEBHOOK_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      throw new Error(`VIVASALUD_CONTENT_WEBHOOK_URLS: not an http(s) URL: ${url}`);
    }
  }
  return { urls: secret ? urls : [], secret };
}
