#!/usr/bin/env node
// First-load JavaScript of pages, as a browser gets it: the gzip size of every script the HTML
// loads. Next 16 no longer prints it at build time (DESIGN.md, toolchain facts).
//
//   node scripts/js-weight.mjs http://localhost:3000 / /auth/login /auth/registro
import { gzipSync } from 'node:zlib';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/js-weight.mjs <base-url> <path> [<path> ...]');
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const cache = new Map();

async function gzipSize(url) {
  if (!cache.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return cache.get(url);
}

for (const path of paths) {
  const page = new URL(path, base);
  const html = await (await fetch(page)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(
    ([, src]) => new URL(src.replaceAll('&amp;', '&'), page).href,
  );
  const unique = [...new Set(sources)];
  const sizes = await Promise.all(unique.map(gzipSize));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`${path.padEnd(40)} ${String(unique.length).padStart(3)} scripts  ${kb(total)} gzip`);
}
