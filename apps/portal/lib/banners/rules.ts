/**
 * When the portal's banners show (spec §4, §9): the cookie notice, the additional-clauses
 * consent and the active campaign's strip. Pure: the components pass what they read (storage,
 * session, path) and render what these answer.
 */
import { ticketHref } from '@vivasalud/auth/redirect';
import { isCookiesAccepted, type StoredCookieFlag } from '@vivasalud/ui/cookie-banner';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { CLIENT_FACT_ROUTES } from '@/lib/clientRoutes';
import type { Banner } from '@/lib/routes';

/** The active campaign of the content API (`GET /campaigns/active/`). */
export type ActiveCampaign = ContentSchema<'ActiveCampaign'>;

// --- Cookie banner ---------------------------------------------------------------------------

// The flag itself (key, value, `isCookiesAccepted`) is the design system's, shared by both sites.
export {
  COOKIES_ACCEPTED_KEY,
  COOKIES_ACCEPTED_VALUE,
  isCookiesAccepted,
  type StoredCookieFlag,
} from '@vivasalud/ui/cookie-banner';

/** The patterns of the manifest's routes where `banner` never shows (their `noBanners`). */
const withoutBanner = (banner: Banner) =>
  CLIENT_FACT_ROUTES.filter((route) => route.noBanners?.includes(banner)).map(
    (route) => route.pattern,
  );

const NO_COOKIE_BANNER = withoutBanner('cookies');

/** Spec §2: the cookie policy page, where the cookie banner never shows. */
export const COOKIE_POLICY_PATH = NO_COOKIE_BANNER[0]!;

/** `/a/b/` and `/a/b` are the same page; `/` stays `/`. */
function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isCookiePolicyPage(pathname: string): boolean {
  return NO_COOKIE_BANNER.includes(withoutTrailingSlash(pathname));
}

/**
 * Spec §4: shown while no `cookiesAccepted` flag is stored and the page is not the cookie
 * policy. Before storage can be read (server render, hydration) it shows as for a first visit,
 * so that it paints with the page; a returning visitor's page hides it before the first paint
 * (`cookieFlag.ts`) until storage is read.
 */
export function showCookieBanner({
  stored,
  pathname,
}: {
  stored: StoredCookieFlag;
  pathname: string;
}): boolean {
  return !isCookiesAccepted(stored) && !isCookiePolicyPage(pathname);
}

// --- Additional-clauses consent banner -------------------------------------------------------

/** Spec §2: the page explaining the additional uses, opened in a new tab from the banner. */
export { ADDITIONAL_USES_PATH } from '@/lib/clientRoutes';

/** Spec §4: the banner never shows on paths starting with these (the account routes). */
const NO_CONSENT_BANNER = withoutBanner('consent');

export interface ConsentBannerInput {
  isAuthenticated: boolean;
  /** The signed-in user's flags (`undefined` when nobody is signed in). */
  isTermsConditionsAccepted: boolean | undefined;
  isAdditionalClausesAccepted: boolean | undefined;
  pathname: string;
  /** "Cancelar" was pressed on the current view. */
  dismissed: boolean;
}

/**
 * Spec §4: visible only when the user is authenticated, has accepted the terms and conditions,
 * has not accepted the additional clauses, the path does not start with `/auth`, and it was not
 * cancelled on the current view.
 */
export function showConsentBanner({
  isAuthenticated,
  isTermsConditionsAccepted,
  isAdditionalClausesAccepted,
  pathname,
  dismissed,
}: ConsentBannerInput): boolean {
  return (
    isAuthenticated &&
    isTermsConditionsAccepted === true &&
    isAdditionalClausesAccepted !== true &&
    !NO_CONSENT_BANNER.some((prefix) => pathname.startsWith(prefix)) &&
    !dismissed
  );
}

// --- Campaign banner -------------------------------------------------------------------------

/** The campaigns app in development (`NEXT_PUBLIC_VIVASALUD_CAMPAIGNS_URL` overrides it). */
export const DEV_CAMPAIGNS_ORIGIN = 'http://localhost:3001';

/** The campaigns app's origin from the configured URL; the development one when unset or invalid. */
export function campaignsOrigin(configured: string | undefined): string {
  const value = configured?.trim();
  if (!value) return DEV_CAMPAIGNS_ORIGIN;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.origin
      : DEV_CAMPAIGNS_ORIGIN;
  } catch {
    return DEV_CAMPAIGNS_ORIGIN;
  }
}

/**
 * The campaign answer when it can be shown (a slug, a copy and a link text that are not blank),
 * else null. A blank slug would hide nothing (every path "includes" it) and link nowhere.
 */
export function usableCampaign(campaign: ActiveCampaign | null | undefined): ActiveCampaign | null {
  if (!campaign) return null;
  const { slug, copy, link_text } = campaign;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return filled(slug) && filled(copy) && filled(link_text) ? campaign : null;
}

/**
 * Whether the person takes part in the campaign: `unknown` while the session is being read or a
 * signed-in person's check has not answered (or failed).
 */
export type Participation = 'unknown' | 'registered' | 'not-registered';

export function campaignParticipation({
  sessionLoading,
  signedIn,
  registered,
}: {
  /** The start-up session check is running. */
  sessionLoading: boolean;
  signedIn: boolean;
  /** The signed-in person's check (`verify-participant`); `undefined` until it answers. */
  registered: boolean | undefined;
}): Participation {
  if (sessionLoading) return 'unknown';
  // An anonymous visitor is not registered in any campaign (spec §6: sees the sign-up link).
  if (!signedIn) return 'not-registered';
  if (registered === undefined) return 'unknown';
  return registered ? 'registered' : 'not-registered';
}

/**
 * Spec §4: shown only when an active campaign exists, the person is not registered in it and
 * the current path does not include the campaign's slug.
 */
export function showCampaignBanner({
  campaign,
  participation,
  pathname,
}: {
  campaign: ActiveCampaign | null;
  participation: Participation;
  pathname: string;
}): boolean {
  const usable = usableCampaign(campaign);
  return usable !== null && participation === 'not-registered' && !pathname.includes(usable.slug);
}

/**
 * The strip's text (spec §6; issue #25): a visitor is invited to sign up and take part; someone
 * signed in only to take part («Participa en…»), never «Regístrate…».
 */
export function campaignCopy(
  campaign: Pick<ActiveCampaign, 'copy' | 'copy_signed_in'>,
  signedIn: boolean,
): string {
  return signedIn && campaign.copy_signed_in?.trim() ? campaign.copy_signed_in : campaign.copy;
}

/**
 * Where the strip's link goes on the campaigns app (spec §2, §6): the sign-up for a visitor;
 * for a signed-in person the participation page through the portal's ticket route
 * (`ticketHref`, issue #17), which hands the session to the campaigns site with a one-time
 * ticket, so the person arrives signed in there (the sites share no cookie).
 */
export function campaignHref({
  slug,
  signedIn,
  origin,
}: {
  slug: string;
  signedIn: boolean;
  origin: string;
}): string {
  if (signedIn) return ticketHref(`/campaign/${encodeURIComponent(slug)}/participate/`);
  return `${origin}/campaign/${encodeURIComponent(slug)}/signup/`;
}
