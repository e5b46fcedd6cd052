/**
 * The layout's one inline script, run at the top of `<head>` before anything is painted: it
 * marks `<html>` with what this browser's storage says about the cookie notice
 * (`lib/banners/cookieFlag.ts`) and the session (`lib/session/sessionHint.ts`), so that CSS
 * lays the page out as it will stay. Per-request pages allow it by its hash
 * (`cookieFlagScriptHash()` in proxy.ts); the cached pages' policy allows inline scripts.
 */
import { AHORRO_SCRIPT } from '../ahorro/script';
import { COOKIE_FLAG_SCRIPT } from '../banners/cookieFlag';
import { STEP_FORMS_SCRIPT } from '../forms/stepsScript';
import { SESSION_HINT_SCRIPT } from '../session/sessionHint';

/**
 * …whether a script runs at all, for the forms of question pages (`lib/forms/stepsScript.ts`),
 * and whether the page saves data (`lib/ahorro/ahorro.ts`: `data-ahorro`, media preload).
 */
export const FIRST_PAINT_SCRIPT = `${COOKIE_FLAG_SCRIPT}${SESSION_HINT_SCRIPT}${STEP_FORMS_SCRIPT}${AHORRO_SCRIPT}`;
