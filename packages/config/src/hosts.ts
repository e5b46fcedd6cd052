/**
 * Environment host map (spec §7): the hosts differ per environment (qa, dev/localhost,
 * production), are chosen by the page hostname, and content and site hosts are separate.
 *
 * Pure: the caller passes the hostname and the environment variables, so the same function
 * serves route handlers, server components and tests. Unknown hostnames are treated as
 * production — a deployment behind a proxy must never silently talk to a developer's machine.
 */
export type Environment = 'dev' | 'qa' | 'production';

export interface Hosts {
  environment: Environment;
  /** Base URL of the content API (paths of content.yaml are appended to it). */
  contentApi: string;
  /** Base URL of the identity service (paths of identity.yaml). */
  identityApi: string;
  /** Public origin of the portal. */
  site: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULTS: Record<Environment, Omit<Hosts, 'environment'>> = {
  dev: {
    contentApi: 'http://localhost:4000/content',
    identityApi: 'http://localhost:4000/identity',
    site: 'http://localhost:3000',
  },
  qa: {
    contentApi: 'https://api.qa.vivasalud.pe/content',
    identityApi: 'https://api.qa.vivasalud.pe/identity',
    site: 'https://www.qa.vivasalud.pe',
  },
  production: {
    contentApi: 'https://api.vivasalud.pe/content',
    identityApi: 'https://api.vivasalud.pe/identity',
    site: 'https://www.vivasalud.pe',
  },
};

/** Environment variables that override the map, whatever the hostname. */
export const HOST_ENV = {
  contentApi: 'VIVASALUD_CONTENT_API_URL',
  identityApi: 'VIVASALUD_IDENTITY_API_URL',
  site: 'VIVASALUD_SITE_URL',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** Which environment a hostname (with or without port) belongs to. */
export function environmentOf(hostname: string): Environment {
  const host = normaliseHostname(hostname);
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.')) return 'dev';
  const labels = host.split('.');
  if (labels.includes('qa')) return 'qa';
  return 'production';
}

export function resolveHosts(hostname: string, env: Env = {}): Hosts {
  const environment = environmentOf(hostname);
  const defaults = DEFAULTS[environment];
  return {
    environment,
    contentApi: override(env[HOST_ENV.contentApi]) ?? defaults.contentApi,
    identityApi: override(env[HOST_ENV.identityApi]) ?? defaults.identityApi,
    site: override(env[HOST_ENV.site]) ?? defaults.site,
  };
}

function normaliseHostname(hostname: string): string {
  const host = hostname.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // [::1]:3000
  const colons = host.split(':').length - 1;
  // "name:port" has one colon; a bare IPv6 address has several and no port.
  return colons === 1 ? host.slice(0, host.indexOf(':')) : host;
}

function override(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const url = new URL(trimmed); // throws on a malformed override: better at start-up than per request
  return url.href.replace(/\/$/, '');
}

/** The campaigns site of each environment (`campanas.` subdomain; port 3001 in development). */
const CAMPAIGNS_SITES: Record<Environment, string> = {
  dev: 'http://localhost:3001',
  qa: 'https://campanas.qa.vivasalud.pe',
  production: 'https://campanas.vivasalud.pe',
};

/** The variable that overrides the campaigns site's public origin, whatever the hostname. */
export const CAMPAIGNS_SITE_ENV = 'VIVASALUD_CAMPAIGNS_URL';

/**
 * The public origin of the campaigns site (issue #17) for a hostname of the same environment:
 * `VIVASALUD_CAMPAIGNS_URL` when set (a malformed one throws), else the map's. Both apps read it:
 * the portal redirects `/campaign/…` there, the campaigns site knows its own address.
 */
export function campaignsSite(hostname: string, env: Env = {}): string {
  return campaignsSiteOf(environmentOf(hostname), env);
}

/** The same for an environment already known (the auth routes' `Hosts.environment`). */
export function campaignsSiteOf(environment: Environment, env: Env = {}): string {
  const configured = override(env[CAMPAIGNS_SITE_ENV]);
  return configured ? new URL(configured).origin : CAMPAIGNS_SITES[environment];
}
