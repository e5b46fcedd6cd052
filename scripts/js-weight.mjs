#!/usr/bin/env node
// First-load JavaScript of pages, as a modern browser gets it: the gzip size of every script the
// HTML makes it load (see scripts/lib/js-weight.mjs). `pnpm bench` prints the same figures beside
// a bare Next page.
//
//   node scripts/js-weight.mjs http://localhost:3000 / /auth/login /auth/registro
import { createJsWeigher, kB } from './lib/js-weight.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/js-weight.mjs <base-url> <path> [<path> ...]');
  process.exit(2);
}

const weigh = createJsWeigher();
for (const path of paths) {
  const { scripts, gzipBytes } = await weigh(new URL(path, base));
  console.log(`${path.padEnd(40)} ${String(scripts).padStart(3)} scripts  ${kB(gzipBytes)} gzip`);
}
