import { fileURLToPath } from 'node:url';

/**
 * The service's output during an e2e run (issue #26): playwright.config.ts starts the api with
 * its stdout and stderr written here, and the `log-audit` project reads it once the browser
 * suites are done. Outside `test-results/`, which Playwright empties at the start of a run;
 * git-ignored.
 */
export const API_LOG = fileURLToPath(new URL('../.logs/api.log', import.meta.url));

/**
 * When this run started (milliseconds), set by the config in the runner and inherited by its
 * workers: a log whose first line is older belongs to an earlier run (a server that was reused).
 */
export const RUN_STARTED_ENV = 'VIVASALUD_E2E_RUN_STARTED';

/** The demo accounts' personal data (apps/api/src/identity/seed.ts, root README). */
export const DEMO_PERSONAL_DATA = [
  '70000001',
  'lucia.quispe@demo.vivasalud.pe',
  '987654321',
  '70000002',
  'jorge.huaman@demo.vivasalud.pe',
  '987654322',
  '70000003',
  'rosa.mendoza@demo.vivasalud.pe',
  '987654323',
] as const;

/**
 * What the tests type or create besides the demo accounts: `freshDni()` (79 and 6 digits), the
 * emails built from it (`ana.79123456@correo.pe`), and the phone of `createAccount`. An email is
 * matched only unmasked (the outbox line writes `an****@correo.pe`); a number only as a whole
 * number (not inside a longer one, nor the decimals of a response time).
 */
export const E2E_PERSONAL_PATTERNS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a DNI of freshDni()', pattern: /(?<![\d.])79\d{6}(?!\d)/ },
  { what: 'an email', pattern: /[A-Za-z0-9._%+-]+@(?:correo\.pe|demo\.vivasalud\.pe)/ },
  { what: 'the phone of createAccount', pattern: /(?<![\d.])(?:\+?51)?987650000(?!\d)/ },
];

export interface Offence {
  line: number;
  what: string;
  text: string;
}

/**
 * Whether `text` holds `value`. A number only as a whole number, or after Peru's `+51`
 * (`+51987654321`), never inside another (`279.6116970000003` holds no 70000003).
 */
function holds(text: string, value: string): boolean {
  if (!/^\d+$/.test(value)) return text.includes(value);
  return new RegExp(`(?<![\\d.])(?:\\+?51)?${value}(?!\\d)`).test(text);
}

/** A line as written and percent-decoded (a URL writes `ana%40correo.pe`), `+` as a space. */
function readings(text: string): string[] {
  const spaced = text.replaceAll('+', ' ');
  try {
    return [text, decodeURIComponent(spaced)];
  } catch {
    return [text, spaced.replace(/%40/gi, '@')];
  }
}

/**
 * The lines of `log` that hold one of `values` or match one of `patterns`, as written or
 * percent-decoded, one entry each.
 */
export function personalDataIn(
  log: string,
  values: readonly string[],
  patterns: readonly { what: string; pattern: RegExp }[],
): Offence[] {
  return log.split('\n').flatMap((text, index) => {
    const read = readings(text);
    const found = [
      ...values.filter((value) => read.some((r) => holds(r, value))).map((value) => `«${value}»`),
      ...patterns
        .filter(({ pattern }) => read.some((r) => pattern.test(r)))
        .map(({ what }) => what),
    ];
    return found.length
      ? [{ line: index + 1, what: found.join(', '), text: text.slice(0, 300) }]
      : [];
  });
}
