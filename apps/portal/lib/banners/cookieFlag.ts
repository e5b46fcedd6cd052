/**
 * The cookie notice in the server's HTML (issue #6, speed): every page renders the notice, as
 * for a first visit, so that it paints with the page instead of after hydration (it was the
 * page's largest paint). A returning visitor who accepted must never see it: this inline script,
 * at the top of the document, marks `<html>` before the first paint and the notice's CSS hides
 * it (`Banners.module.css`); after hydration React reads the flag itself and removes it.
 *
 * Fixed text: the per-request pages' Content-Security-Policy allows it by its hash
 * (`cookieFlagScriptHash()` in proxy.ts); the cached pages' policy allows inline scripts.
 */

/**
 * The flag's key and value, written here: the design system's constants come from a 'use client'
 * module, which a server component (the root layout, where this script is rendered) receives as
 * client references — the script read `localStorage.getItem(undefined)` and never marked a
 * returning visitor (issue #25). `cookieFlag.test.ts` checks they equal the design system's.
 */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';
const COOKIES_ACCEPTED_VALUE = 'true';

/** The attribute set on `<html>` when the flag is stored. */
export const COOKIES_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted';

export const COOKIE_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)})===${JSON.stringify(COOKIES_ACCEPTED_VALUE)})document.documentElement.setAttribute(${JSON.stringify(COOKIES_ACCEPTED_ATTRIBUTE)},"")}catch(e){}`;
