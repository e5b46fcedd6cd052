import type { ViteUserConfig } from 'vitest/config';

/**
 * The vitest preset every package starts from: `defineConfig(vitestPreset)`, or merge it with
 * `mergeConfig` to add an environment. Mocks, stubbed globals and env vars are restored between
 * tests so no test leaks into the next one; a package with no test fails rather than passing.
 */
export const vitestPreset = {
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    passWithNoTests: false,
    // No test here measures time: the limit only stops a hung test. `scripts/test` runs three
    // lanes beside the browsers on 2 cores, where a CPU-bound table (a rich-text parse of deep
    // nesting, a scan of the portal's files) took over vitest's default 5 s once the machine was
    // loaded (it takes 0.4–1 s alone).
    testTimeout: 20_000,
  },
} satisfies ViteUserConfig;

export default vitestPreset;
