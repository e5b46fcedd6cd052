/**
 * Where the forms' links lead. On the portal every page is on the same site: relative paths. On
 * another site (the campaigns app) the portal's own pages (terms, privacy, password recovery)
 * are absolute URLs on the portal (`portalUrl`), and the site may send its sign-up or login link
 * to its own pages instead.
 */

/** The portal's pages the forms link to (spec §2). */
export const PORTAL_PATHS = {
  login: '/auth/login',
  signup: '/auth/registro',
  recoverPassword: '/auth/recuperar-contrasena',
  terms: '/terminos-condiciones/',
  privacy: '/politica-de-privacidad/',
  additionalUses: '/usos-adicionales',
  home: '/',
} as const;

export type PortalPage = keyof typeof PORTAL_PATHS;

export interface AuthFormLinks {
  /**
   * The portal's origin (`https://vivasalud.pe`) when the form is shown on another site: its
   * pages are then linked as absolute URLs. Leave it out on the portal (relative links).
   */
  portalUrl?: string | null;
  /** The login's "Regístrate" link; by default the portal's sign-up (with the redirect on the portal). */
  signupHref?: string;
  /** The sign-up's "Inicia sesión" link; by default the portal's login (with the redirect on the portal). */
  loginHref?: string;
  /** "Ir al inicio" once signed in; by default the portal's home. */
  homeHref?: string;
}

/** Carries the `redirect` parameter from one auth page to another (login ↔ sign-up). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** A portal page as the form links it: relative on the portal, absolute from another site. */
export function portalHref(page: PortalPage, links: AuthFormLinks = {}): string {
  const path = PORTAL_PATHS[page];
  return links.portalUrl ? new URL(path, links.portalUrl).href : path;
}

/**
 * The link from one auth form to the other (`to`), keeping the redirect on the portal. From
 * another site the redirect is a path of that site, meaningless on the portal: it is dropped.
 */
export function otherFormHref(
  to: 'login' | 'signup',
  redirect: string | null | undefined,
  links: AuthFormLinks = {},
): string {
  const own = to === 'login' ? links.loginHref : links.signupHref;
  if (own) return own;
  return links.portalUrl ? portalHref(to, links) : withRedirect(PORTAL_PATHS[to], redirect);
}
