/**
 * The calculators' paths (issue #7), apart from the routes table so that the app shell can read
 * them without loading it. Their query holds health data: no analytics tag starts on them.
 */
export const TOOLS_PATH = '/herramientas-para-tu-salud';

export const CALCULATOR_PATHS: readonly string[] = [
  `${TOOLS_PATH}/calculadora-IMC`,
  `${TOOLS_PATH}/calculadora-de-calorias`,
  `${TOOLS_PATH}/calculadora-de-estatura`,
  `${TOOLS_PATH}/calculadora-de-dias-fertiles`,
];

/** Whether a path is a calculator's (with or without a trailing slash). */
export const isCalculatorPath = (pathname: string) =>
  CALCULATOR_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

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
