/**
 * The addresses the campaigns site needs, from the deployment's environment (never from a
 * request, so pages can be cached): its own public origin, the portal's and the content API's.
 * `VIVASALUD_SITE_URL` is the PORTAL's public URL in both apps (README, "Deploying the campaigns
 * site"); the campaigns site's own is `VIVASALUD_CAMPAIGNS_URL`. Without them, the host map's
 * (packages/config/src/hosts.ts) for the environment of whichever is set, else development.
 */
import { campaignsSite, resolveHosts } from '@vivasalud/config/hosts';

type Env = Readonly<Record<string, string | undefined>>;

export interface Sites {
  /** The portal, where «Volver a VivaSalud», the legal pages and the cookie policy are. */
  portal: string;
  /** This site. */
  campaigns: string;
  /** Base URL of the content API. */
  contentApi: string;
}

function hostnameOf(url: string | undefined): string | undefined {
  const value = url?.trim();
  return value ? new URL(value).hostname : undefined;
}

export function sitesOf(env: Env): Sites {
  const hostname =
    hostnameOf(env.VIVASALUD_CAMPAIGNS_URL) ?? hostnameOf(env.VIVASALUD_SITE_URL) ?? 'localhost';
  const hosts = resolveHosts(hostname, env);
  return {
    portal: new URL(hosts.site).origin,
    campaigns: campaignsSite(hostname, env),
    contentApi: hosts.contentApi,
  };
}

/** A path of the portal as an absolute address (`/politicas-de-cookies` → its page there). */
export function portalUrl(
  path: string,
  sites: Pick<Sites, 'portal'> = sitesOf(process.env),
): string {
  return new URL(path, `${sites.portal}/`).href;
}

/** Spec §2: the portal's cookie policy page, where the cookie banner's link leads. */
export const COOKIE_POLICY_PATH = '/politicas-de-cookies';
