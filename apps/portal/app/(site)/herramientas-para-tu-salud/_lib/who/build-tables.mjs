// Builds `tables.json` from the WHO tables in `data/` (tab-separated, as WHO publishes them):
//   node app/(site)/herramientas-para-tu-salud/_lib/who/build-tables.mjs
// `tables.test.ts` checks the JSON against the TSVs, so the two cannot drift apart.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the calculators read: BMI-for-age from 2 years to 5 years (WHO 2006, by day; from 731 days,
 * its first standing-height row: day 730 is the last recumbent-length one, and the IMC calculator
 * takes no younger child), and BMI- and height-for-age from 5 to 19 years (WHO 2007, by month).
 */
export const TABLES = {
  bmi0to5: { file: 'bmi-for-age-0-5y.tsv', unit: 'days', from: 731 },
  bmi5to19: { file: 'bmi-for-age-5-19y.tsv', unit: 'months', from: 60 },
  height5to19: { file: 'height-for-age-5-19y.tsv', unit: 'months', from: 60 },
};

/** One table as `{ unit, from, rows: { 1: [[l, m, s], …], 2: … } }`, rows by consecutive age. */
export function readTable(directory, { file, unit, from }) {
  const [header, ...lines] = readFileSync(new URL(file, directory), 'utf8').trim().split(/\r?\n/);
  const columns = header.split('\t');
  const at = (name) => columns.indexOf(name);
  const rows = { 1: [], 2: [] };
  for (const line of lines) {
    const cells = line.trim().split('\t');
    const sex = Number(cells[at('sex')]);
    const age = Number(cells[at('age')]);
    if (age < from) continue;
    if (age !== from + rows[sex].length) throw new Error(`${file}: age ${age} out of order`);
    rows[sex].push([Number(cells[at('l')]), Number(cells[at('m')]), Number(cells[at('s')])]);
  }
  return { unit, from, rows };
}

export function buildTables(directory = new URL('./data/', import.meta.url)) {
  return Object.fromEntries(
    Object.entries(TABLES).map(([name, table]) => [name, readTable(directory, table)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tables = buildTables();
  // One row per line: readable diffs when WHO republishes a table.
  const json = JSON.stringify(tables).replaceAll('],[', '],\n[').replaceAll(':[[', ':[\n[');
  writeFileSync(new URL('./tables.json', import.meta.url), `${json}\n`);
}
