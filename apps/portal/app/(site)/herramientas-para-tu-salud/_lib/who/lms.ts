/**
 * The WHO LMS method (WHO Multicentre Growth Reference Study Group, «WHO Child Growth Standards:
 * Methods and development», 2006, chapter 7; de Onis et al., «Development of a WHO growth
 * reference for school-aged children and adolescents», Bull WHO 2007;85:660–7), with the tables
 * of `data/` (see `build-tables.mjs`). Pure functions, the same in the server and the browser.
 */

/** The L (Box-Cox power), M (median) and S (coefficient of variation) of one age and sex. */
export type Lms = readonly [l: number, m: number, s: number];

export type Sex = 'f' | 'm';

/** A WHO table as `build-tables.mjs` writes it: rows of consecutive ages from `from`. */
export interface LmsTable {
  unit: 'days' | 'months';
  from: number;
  rows: Record<'1' | '2', Lms[]>;
}

/** WHO codes sex 1 = male, 2 = female. */
const SEX_CODE = { m: '1', f: '2' } as const;

/** The first and last age (in the table's unit) a table covers. */
export function ageRange(table: LmsTable): [number, number] {
  return [table.from, table.from + table.rows['1'].length - 1];
}

/**
 * L, M and S at `age` (in the table's unit), linearly interpolated between the two whole ages
 * around it (WHO: «interpolate L, M and S linearly between whole months»). Undefined outside the
 * table.
 */
export function lmsAt(table: LmsTable, sex: Sex, age: number): Lms | undefined {
  const rows = table.rows[SEX_CODE[sex]];
  const position = age - table.from;
  if (!(position >= 0 && position <= rows.length - 1)) return undefined;
  const lower = Math.floor(position);
  const fraction = position - lower;
  const a = rows[lower]!;
  if (fraction === 0) return a;
  const b = rows[lower + 1]!;
  return [
    a[0] + (b[0] - a[0]) * fraction,
    a[1] + (b[1] - a[1]) * fraction,
    a[2] + (b[2] - a[2]) * fraction,
  ];
}

/** The measurement at `k` standard deviations: SD(k) = M·(1 + L·S·k)^(1/L). */
export function valueAtSd([l, m, s]: Lms, k: number): number {
  return l === 0 ? m * Math.exp(s * k) : m * (1 + l * s * k) ** (1 / l);
}

/**
 * The z-score of `x`: z = ((x/M)^L − 1) / (L·S) (ln(x/M)/S when L = 0). With `restricted` (WHO's
 * rule for weight-based indicators such as BMI, whose distributions are skewed), beyond ±3 SD the
 * distance is measured in units of the 2–3 SD interval: z = 3 + (x − SD3) / (SD3 − SD2), mirrored
 * below −3 (WHO 2006, §7.1.3).
 */
export function zScore(x: number, lms: Lms, { restricted }: { restricted: boolean }): number {
  const [l, m, s] = lms;
  const z = l === 0 ? Math.log(x / m) / s : ((x / m) ** l - 1) / (l * s);
  if (!restricted || Math.abs(z) <= 3) return z;
  if (z > 3) {
    const sd3 = valueAtSd(lms, 3);
    return 3 + (x - sd3) / (sd3 - valueAtSd(lms, 2));
  }
  const sdMinus3 = valueAtSd(lms, -3);
  return -3 - (sdMinus3 - x) / (valueAtSd(lms, -2) - sdMinus3);
}

/**
 * The standard normal cumulative probability of `z` (Φ), by the complementary error function of
 * Numerical Recipes (W. H. Press et al., 3rd ed., §6.2; fractional error < 1.2·10⁻⁷).
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The percentile (0–100) of a z-score. */
export const percentileOf = (z: number) => normalCdf(z) * 100;
