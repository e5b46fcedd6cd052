// Types of bare-page.mjs for the TypeScript that imports it (e2e/tests/js.budget.ts).
export const BARE_SOURCE: string;
export const BARE_DIR: string;
export function bareBuildIsCurrent(): boolean;
export function buildBarePage(options?: { stdio?: 'pipe' | 'inherit' }): void;
export function barePageWeight(): number;
