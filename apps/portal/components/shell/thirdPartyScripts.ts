/**
 * The loader of the third-party scripts, imported by `ConsentedScripts` only once the visitor has
 * accepted the cookies and an id is configured: before that this code is not even downloaded.
 *
 * Plain `<script async>` elements rather than `next/script`: on the client App Router's Script
 * gets no nonce of its own (Next only knows it while rendering on the server), its `lazyOnload`
 * waits for idle time without any upper bound (the spec wants 2000 ms at most), and rendered on
 * the server it would `preload` the URL, a request before consent. Reading the nonce on the
 * server (`headers()`) would make every page dynamic.
 *
 * Content-Security-Policy: on a page rendered per request the scripts take the page's nonce
 * from a script Next rendered, as Google's nonce-aware snippet does. With `'strict-dynamic'` a
 * script this (trusted) code inserts loads even without it, but Tag Manager passes its own
 * element's nonce on to the Custom HTML tags it injects, which are inline. A cached page has no
 * nonce: there the policy's host list (`THIRD_PARTY_ORIGINS`) lets the scripts in.
 */
import {
  AB_TESTING_TOLERANCE_MS,
  abTestingScriptUrl,
  tagManagerScriptUrl,
  type ThirdPartyIds,
} from '@/lib/shell/thirdParties';

export const TAG_MANAGER_SCRIPT_ID = 'vivasalud-gtm';
export const AB_TESTING_SCRIPT_ID = 'vivasalud-ab-testing';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The nonce of the page's scripts; none on a page served without one (cached). */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  // Browsers hide the attribute once the policy applies; the property keeps it.
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** Adds `<script async src>` once (by id); a second call leaves the first in place. */
function insertScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  const nonce = pageNonce();
  // As the attribute, like Google's snippet: Tag Manager reads it back for its Custom HTML tags.
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
}

/**
 * Google Tag Manager, at once: the container's start event goes after whatever the page already
 * pushed to `window.dataLayer` (events from before the consent stay there, and the container
 * reads them when it starts).
 */
function loadTagManager(gtmId: string): void {
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  insertScript(TAG_MANAGER_SCRIPT_ID, tagManagerScriptUrl(gtmId));
}

/**
 * Runs `run` lazily after the page's `load` event: at the first idle moment, and no later than
 * `tolerance` ms after it. Answers a function that cancels what has not run yet.
 */
function afterLoadWithin(tolerance: number, run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: tolerance });
    } else {
      timer = setTimeout(run, tolerance);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Loads what `ids` configures: Tag Manager now, the A/B script lazily after load (spec §4, §9).
 * Answers a function that cancels the A/B script if it has not gone in yet; a script in the page
 * stays (it cannot be unloaded).
 */
export function loadThirdPartyScripts({ gtmId, abAccountId }: ThirdPartyIds): () => void {
  if (gtmId) loadTagManager(gtmId);
  if (!abAccountId) return () => {};
  return afterLoadWithin(AB_TESTING_TOLERANCE_MS, () =>
    insertScript(AB_TESTING_SCRIPT_ID, abTestingScriptUrl(abAccountId)),
  );
}
