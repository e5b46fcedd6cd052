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
  },
} satisfies ViteUserConfig;

export default vitestPreset;
