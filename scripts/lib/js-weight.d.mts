// Types of js-weight.mjs for the TypeScript that imports it (e2e/tests/js.budget.ts).
export interface RouteWeight {
  route: string;
  chunks: number;
  gzipBytes: number;
}
export function buildRouteWeights(appDir: string): RouteWeight[];
export function scriptSources(html: string, pageUrl: string | URL): string[];
export function kB(bytes: number): string;
export function createJsWeigher(): (url: string | URL) => Promise<{
  url: string;
  status: number;
  scripts: number;
  gzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
}>;
