/**
 * Work that can wait until the page has loaded and the main thread is free (issue #6, speed):
 * the session runtime, the navigation progress bar and the Toaster are not part of a page's
 * first load; they come at the first idle moment after the `load` event. The one scheduler is
 * the design system's (`@vivasalud/ui/idle`), shared with the account forms' rules.
 */
export { afterLoadWhenIdle, IDLE_TIMEOUT_MS } from '@vivasalud/ui/idle';
