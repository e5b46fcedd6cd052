/**
 * The top progress bar of client navigations (spec §4, app shell): which clicks start one, and
 * the bar's state as a store React reads with `useSyncExternalStore`. Module-level on purpose:
 * the shell mounts one bar, and code that navigates by itself (`router.push`) can start it too.
 */

/** What the bar shows: nothing, growing while the next page loads, or filling up and fading. */
export type NavigationProgressState = 'idle' | 'loading' | 'complete';

/**
 * Not shown before this: a navigation that is already prefetched ends before anyone could see a
 * bar, and a flash of one would only distract.
 */
export const SHOW_DELAY_MS = 100;
/** Time the bar takes to fill up and fade out (matches the CSS). */
export const COMPLETE_MS = 400;
/** A navigation that never reports its end (cancelled, redirected back here) stops the bar. */
export const GIVE_UP_MS = 15_000;

/** The parts of a click and of the link under it that decide. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The link's resolved `href` (`HTMLAnchorElement.href`). */
  href: string;
  /** The link's `target` (`''` when absent). */
  target: string;
  /** The link has a `download` attribute. */
  download: boolean;
}

/**
 * Whether a click on a link starts a navigation inside the app: a plain primary click, in this
 * tab, to another page (path or query) of this origin. Other origins, new tabs, downloads and
 * jumps within the page are left to the browser, which shows its own progress or none.
 */
export function startsClientNavigation(click: LinkClick, currentHref: string): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
    return false;
  }
  if ((click.target !== '' && click.target !== '_self') || click.download) return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(click.href, currentHref);
    from = new URL(currentHref);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

// --- The bar's state -------------------------------------------------------------------------

/** `pending`: started, not shown yet (see SHOW_DELAY_MS); it looks like `idle`. */
type InternalState = NavigationProgressState | 'pending';

let state: InternalState = 'idle';
const listeners = new Set<() => void>();
const timers = new Set<ReturnType<typeof setTimeout>>();

function setState(next: InternalState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function after(ms: number, run: () => void): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, ms);
  timers.add(timer);
}

function clearTimers(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
}

export function subscribeToNavigationProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the bar shows now. */
export function navigationProgressState(): NavigationProgressState {
  return state === 'pending' ? 'idle' : state;
}

/** A navigation began: the bar shows after SHOW_DELAY_MS unless it ended before. */
export function startNavigationProgress(): void {
  clearTimers();
  setState('pending');
  after(SHOW_DELAY_MS, () => setState('loading'));
  after(GIVE_UP_MS, finishNavigationProgress);
}

/** The new page is on screen: the bar fills up and fades; one never shown just goes. */
export function finishNavigationProgress(): void {
  if (state === 'idle' || state === 'complete') return;
  clearTimers();
  if (state === 'pending') {
    setState('idle');
    return;
  }
  setState('complete');
  after(COMPLETE_MS, () => setState('idle'));
}
