/**
 * Writes `seed/tables/ubigeo.yaml` (every departamento, provincia and distrito of the INEI
 * ubigeo list) from the npm package `ubigeos` (ISC licence), which is not a dependency of the
 * service: unpack it anywhere and name its folder.
 *
 *   cd /tmp && npm pack ubigeos@2.1.0 && tar xzf ubigeos-2.1.0.tgz
 *   pnpm --filter @vivasalud/api exec tsx scripts/ubigeo-seed.ts /tmp/package
 *
 * Names are the package's, except those `NAMES` corrects (accents, the Callao's usual name).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = { name: 'ubigeos', version: '2.1.0', licence: 'ISC' };

/** Names as the INEI and people write them, where the package differs. */
const NAMES: Record<string, string> = {
  '0701': 'Callao',
  '150119': 'Lurín',
  '150123': 'Pachacámac',
};

const folder = process.argv[2];
if (!folder) {
  console.error('usage: tsx scripts/ubigeo-seed.ts <unpacked ubigeos package folder>');
  process.exit(2);
}
const require = createRequire(join(folder, 'package.json'));
const { name, version, license } = require('./package.json') as Record<string, string>;
if (name !== SOURCE.name || version !== SOURCE.version || license !== SOURCE.licence) {
  console.error(
    `expected ${SOURCE.name}@${SOURCE.version} (${SOURCE.licence}), got ${name}@${version} (${license})`,
  );
  process.exit(2);
}
const read = (file: string) =>
  require(`./dist/data/${file}.data.js`).default as Map<string, string>;
const levels = [
  ['departamento', read('region')],
  ['provincia', read('province')],
  ['distrito', read('district')],
] as const;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const lines = [
  '# GET /forms/always-healthy/list_ubigeo/{id}/ y list_ubigeo_districts/ — códigos de ubigeo del INEI:',
  '# los 25 departamentos (2 dígitos), sus provincias (4 dígitos) y sus distritos (6 dígitos).',
  `# Fuente: paquete npm «${SOURCE.name}» ${SOURCE.version} (licencia ${SOURCE.licence}), con los nombres`,
  '# corregidos de scripts/ubigeo-seed.ts, que genera este archivo (no editarlo a mano).',
];
const counts: string[] = [];
for (const [level, rows] of levels) {
  lines.push('', `# ${level}s: ${rows.size}`);
  counts.push(`${rows.size} ${level}s`);
  for (const [id, label] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`- id: ${quote(id)}`, `  nombre: ${quote(NAMES[id] ?? label)}`, `  nivel: ${level}`);
  }
}
const target = fileURLToPath(new URL('../seed/tables/ubigeo.yaml', import.meta.url));
writeFileSync(target, `${lines.join('\n')}\n`);
console.log(`wrote ${target}: ${counts.join(', ')}`);
