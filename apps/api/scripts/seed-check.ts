// Checks the seed data files against content.yaml: `pnpm --filter @vivasalud/api seed:check`.
import { fileURLToPath } from 'node:url';
import { validateSeed } from '../src/seed/validate';

const seedDir = fileURLToPath(new URL('../seed/', import.meta.url));
const mediaDir = fileURLToPath(new URL('../media/', import.meta.url));
const problems = validateSeed(seedDir, mediaDir);
for (const p of problems) console.error(`${p.file} ${p.where}: ${p.message}`);
console.log(problems.length ? `${problems.length} problem(s)` : 'Seed data matches content.yaml.');
process.exit(problems.length ? 1 : 0);
