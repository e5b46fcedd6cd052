// Shared ESLint flat configs. A package's eslint.config.js picks one preset:
//   export { library as default } from '@vivasalud/config/eslint';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignores = {
  ignores: [
    '**/node_modules/**',
    '**/.next/**',
    '**/dist/**',
    '**/coverage/**',
    '**/storybook-static/**',
    '**/src/generated/**',
    '**/next-env.d.ts',
    // Copies of a built app made by e2e and bench runs.
    '**/.e2e-service-down/**',
    '**/.e2e-scale-*/**',
    '**/.bench-bare/**',
    // Playwright's output, written and removed test by test while the checks lane lints
    // (scripts/test runs both lanes at once): ESLint walking it met folders that had just gone.
    '**/test-results/**',
    '**/playwright-report/**',
    '**/blob-report/**',
  ],
};

const typescript = defineConfig(ignores, js.configs.recommended, tseslint.configs.recommended, {
  languageOptions: { globals: { ...globals.node, ...globals.browser } },
  rules: {
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
    ],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    eqeqeq: ['error', 'smart'],
  },
});

const react = defineConfig({
  files: ['**/*.{jsx,tsx}'],
  plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
  rules: {
    ...reactHooks.configs.recommended.rules,
    ...jsxA11y.flatConfigs.recommended.rules,
  },
});

const next = defineConfig({
  plugins: { '@next/next': nextPlugin },
  rules: {
    ...nextPlugin.configs.recommended.rules,
    ...nextPlugin.configs['core-web-vitals'].rules,
  },
});

// Import boundaries. Arrows only point down (DESIGN.md): apps -> packages, auth -> api-client,
// ui -> nothing of ours. Each group carries the reason, so the error explains itself.
const APPS = ['@vivasalud/portal', '@vivasalud/campaigns', '@vivasalud/api'];
const appImports = {
  group: [...APPS, ...APPS.map((app) => `${app}/*`), '**/apps/*', '**/apps/**'],
  message:
    'Packages never import apps: apps depend on packages, never the reverse, so a package can be released and tested on its own.',
};
const ourPackages = {
  group: ['@vivasalud/*', '!@vivasalud/config', '!@vivasalud/config/*'],
  message:
    'packages/ui imports no other package of ours: it is the bottom layer (data and callbacks arrive as props), so both apps and every package can use it without cycles.',
};
const nextImports = {
  group: ['next', 'next/*', '@next/*'],
  message:
    'packages/ui imports nothing from Next: components stay framework-free and the apps pass next/link through `asChild` or a link component prop.',
};
const otherApps = (self) => ({
  group: APPS.filter((app) => app !== self).flatMap((app) => [app, `${app}/*`]),
  message:
    'An app never imports another app: shared code belongs in packages/*, where both can use it.',
});
const apiOnlyContract = {
  group: [
    '@vivasalud/*',
    '!@vivasalud/api-client',
    '!@vivasalud/api-client/*',
    '!@vivasalud/config',
    '!@vivasalud/config/*',
  ],
  message:
    'apps/api imports only the contract (@vivasalud/api-client) and config: the service must not depend on front-end code.',
};

// Folders that mean what they say (DESIGN.md, "one folder per area"): an app's `lib/` is plain
// TypeScript used by two or more areas, its `components/` is React, `app/` is routes. So `lib/`
// imports nothing from `components/` or `app/` (a React part or a route is never a dependency of
// plain logic). Tests of `lib/` may render the component that uses what they test.
const libImports = {
  regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
  message:
    'lib/ is plain TypeScript and imports nothing from components/ or app/: move what both need into lib/, or the React part into components/.',
};

const restrict = (...patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** Plain TypeScript packages (api-client, auth, config). */
export const library = defineConfig(typescript, react, restrict(appImports));
/** packages/ui: React, no Next, no other package of ours. */
export const ui = defineConfig(typescript, react, restrict(appImports, ourPackages, nextImports));
/** A Next.js app (portal or campaigns). */
export const nextApp = (self) =>
  defineConfig(typescript, react, next, restrict(otherApps(self)), {
    files: ['lib/**'],
    ignores: ['lib/**/*.test.{ts,tsx}'],
    ...restrict(otherApps(self), libImports),
  });
/** The reference service. */
export const service = defineConfig(
  typescript,
  restrict(otherApps('@vivasalud/api'), apiOnlyContract),
);

export default library;
