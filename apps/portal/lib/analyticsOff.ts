/**
 * The routes of the manifest whose analytics are off — the calculators (issue #7: their query
 * holds health data) and «Mi espacio» (issue #28: a person's reservations and what they watched)
 * — on which no analytics tag starts and to which links open with a full page load; and whether
 * a third-party script already started on the page.
 */
import { CLIENT_FACT_ROUTES } from './clientRoutes';

export { CALCULATOR_PATHS, TOOLS_PATH } from './clientRoutes';

/** Each route's pattern as a regular expression: a `[segment]` is one path segment. */
const ANALYTICS_OFF: readonly RegExp[] = CLIENT_FACT_ROUTES.filter(
  (route) => route.analytics === 'off',
).map(
  (route) =>
    new RegExp(
      `^${route.pattern
        .split(/(\[[^\]]+\])/)
        .map((part) =>
          part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    ),
);

/** Whether a path is one of those routes (with or without a trailing slash): no analytics on it. */
export const isAnalyticsOffPath = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ANALYTICS_OFF.some((pattern) => pattern.test(path));
};

/** The ids of the consented scripts' elements (components/shell/thirdPartyScripts.ts). */
const THIRD_PARTY_SCRIPT_IDS = ['vivasalud-gtm', 'vivasalud-ab-testing'];

/**
 * Whether a third-party script was started on this page (Tag Manager's `gtm.start` in the data
 * layer, or either script's element): it can read the address from then on, so a calculator
 * keeps its inputs out of it.
 */
export function analyticsStarted(): boolean {
  if (THIRD_PARTY_SCRIPT_IDS.some((id) => document.getElementById(id))) return true;
  const layer = (window as { dataLayer?: unknown }).dataLayer;
  return (
    Array.isArray(layer) &&
    layer.some((entry) => typeof entry === 'object' && entry !== null && 'gtm.start' in entry)
  );
}
