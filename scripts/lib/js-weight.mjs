// First-load JavaScript of a page, as a modern browser gets it: the gzip size of every script its
// HTML makes the browser load. Next 16 no longer prints it at build time (DESIGN.md, toolchain facts). Used by
// scripts/js-weight.mjs (CLI) and scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The scripts a modern browser fetches for this HTML, as absolute URLs, each once: those of the
 * `<script src>` tags, and the chunks named in the React Server Components payload (the
 * `self.__next_f.push(…)` strings), which React fetches as it hydrates the client components —
 * a not-found page, for one, names most of its chunks only there. `nomodule` scripts (Next's
 * polyfills) are left out: a browser that runs modules never loads them. Chunks that code
 * imports later, after hydration, are not in the HTML and not counted.
 */
export function scriptSources(html, pageUrl) {
  const resolve = (src) => new URL(src.replaceAll('&amp;', '&'), pageUrl).href;
  const found = [];
  const noModule = new Set();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src) continue;
    // Look for the flag outside quoted values, so that a URL cannot pass for it.
    if (/\snomodule\b/i.test(attributes.replace(/"[^"]*"/g, '""'))) noModule.add(resolve(src));
    else found.push(resolve(src));
  }
  for (const [src] of html.matchAll(
    /[^"'\s\\]*\/_next\/static\/[^"'\s\\]+?\.js\b(?:\?[^"'\s\\]*)?/g,
  )) {
    found.push(resolve(src));
  }
  return [...new Set(found)].filter((url) => !noModule.has(url));
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * A weigher that remembers the size of each script it has fetched (chunks are shared between
 * routes). `weigh(url)` answers `{ url, status, scripts, gzipBytes }`; the page's own status is
 * kept (a not-found page answers 404 and still loads its scripts), a script that fails throws;
 * `htmlBytes`/`htmlGzipBytes` are the document's own size.
 */
export function createJsWeigher() {
  const sizes = new Map();

  function gzipSize(url) {
    if (!sizes.has(url)) {
      sizes.set(
        url,
        fetch(url).then(async (response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
        }),
      );
    }
    return sizes.get(url);
  }

  return async function weigh(url) {
    const response = await fetch(url);
    const html = await response.text();
    const sources = scriptSources(html, url);
    const bytes = await Promise.all(sources.map(gzipSize));
    return {
      url: String(url),
      status: response.status,
      scripts: sources.length,
      gzipBytes: bytes.reduce((sum, size) => sum + size, 0),
      // The document itself (issue #33: half the HTML), as sent and gzipped.
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    };
  };
}

/**
 * First-load JavaScript of every route of a Next build, from the build's own manifest
 * (`.next/diagnostics/route-bundle-stats.json`: each route's first-load chunks, as `next build`
 * writes it), each chunk gzipped like the browser gets it: `[{ route, chunks, gzipBytes }]`.
 * Independent of the machine's speed (issue #33's budget test), and the same figure as
 * `createJsWeigher` reads from a page's HTML.
 */
export function buildRouteWeights(appDir) {
  const stats = JSON.parse(
    readFileSync(join(appDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'),
  );
  const sizes = new Map();
  const gzipSize = (chunk) => {
    if (!sizes.has(chunk)) {
      sizes.set(chunk, gzipSync(readFileSync(join(appDir, chunk)), { level: 9 }).length);
    }
    return sizes.get(chunk);
  };
  return stats.map(({ route, firstLoadChunkPaths }) => ({
    route,
    chunks: firstLoadChunkPaths.length,
    gzipBytes: firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSize(chunk), 0),
  }));
}
