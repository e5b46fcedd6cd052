/** An analytics event of spec §7 pushed to `window.dataLayer`; never personal data. */
export function pushAnalyticsEvent(event: 'error', fields: { message: string }): void {
  const target = window as Window & { dataLayer?: unknown[] };
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...fields });
}
