export { CookieBanner, type CookieBannerProps } from './CookieBanner';
export {
  acceptCookies,
  COOKIES_ACCEPTED_KEY,
  COOKIES_ACCEPTED_VALUE,
  isCookiesAccepted,
  useCookiesAccepted,
  useStoredCookieFlag,
  type StoredCookieFlag,
} from './cookieConsent';
