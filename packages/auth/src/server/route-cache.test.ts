import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_MARKER, claimRouteCache, ROUTE_CACHE_DIRECTORY } from './route-cache';

describe('claimRouteCache: regenerated pages belong to the build that wrote them (issue #33)', () => {
  let distDir: string;
  const folder = () => join(distDir, ROUTE_CACHE_DIRECTORY);
  const page = () => join(folder(), 'APP_PAGE', 'key', '$', 'pilares.html');
  const build = (id: string) => writeFileSync(join(distDir, 'BUILD_ID'), id);
  const regenerate = () => {
    mkdirSync(join(folder(), 'APP_PAGE', 'key', '$'), { recursive: true });
    writeFileSync(page(), '<link rel="stylesheet" href="/_next/static/chunks/old.css">');
  };

  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), 'route-cache-'));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('does nothing where there is no build', () => {
    expect(claimRouteCache(distDir)).toBe('no-build');
    expect(existsSync(folder())).toBe(false);
  });

  it('marks a new folder as the build’s', () => {
    build('build-a');
    expect(claimRouteCache(distDir)).toBe('started');
    expect(readFileSync(join(folder(), BUILD_MARKER), 'utf8').trim()).toBe('build-a');
  });

  it('keeps the pages the same build regenerated across a restart', () => {
    build('build-a');
    claimRouteCache(distDir);
    regenerate();
    expect(claimRouteCache(distDir)).toBe('kept');
    expect(existsSync(page())).toBe(true);
  });

  it('empties the pages of another build (a build restored over the old .next)', () => {
    build('build-a');
    claimRouteCache(distDir);
    regenerate();
    build('build-b');
    expect(claimRouteCache(distDir)).toBe('cleared');
    expect(existsSync(page())).toBe(false);
    expect(readFileSync(join(folder(), BUILD_MARKER), 'utf8').trim()).toBe('build-b');
  });

  it('empties pages with no marker (written before the marker existed)', () => {
    build('build-b');
    regenerate();
    expect(claimRouteCache(distDir)).toBe('cleared');
    expect(existsSync(page())).toBe(false);
  });
});
