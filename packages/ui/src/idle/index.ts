/**
 * Work that can wait until the page has loaded and the main thread is free (issues #6 and #33,
 * speed): what a page does not need before a person interacts — the portal's session runtime,
 * progress bar and Toaster, a form's rules — comes at the first idle moment after the `load`
 * event.
 */

/** Latest moment to start after the `load` event, however busy the page is. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` after the page's `load` event, when the main thread is idle (no later than
 * `IDLE_TIMEOUT_MS` after it). Answers a function that cancels it if it has not run yet.
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 1);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
