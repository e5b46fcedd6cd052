/**
 * Analytics (spec §7: events pushed to a data layer). Only the event name travels: never a
 * name, document, email, phone or token.
 */

export type AnalyticsEvent = 'login_success' | 'register_success' | 'error';

/** The data layer's window, typed here rather than on the global `Window` (apps may declare it). */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes `{ event }` to `window.dataLayer`, creating the array if missing. No-op on the server. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    const target = window as DataLayerWindow;
    if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
    target.dataLayer.push({ event });
  } catch {
    // Analytics never breaks a sign-in.
  }
}
