import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AUTH_ROUTES } from './server/routes';

/**
 * site.yaml says which site serves each same-site route (`x-served-by`, issue #26); the apps'
 * route handlers are the truth. Every `app/api/**\/route.ts` of the portal and the campaigns site
 * is a path of the contract served by that site, and every path the contract says a site serves
 * has a route there — the catch-all `api/auth/[...route]` standing for the `AUTH_ROUTES` of this
 * package that the site answers.
 */
const SITES = ['portal', 'campaigns'] as const;
type Site = (typeof SITES)[number];

const repo = new URL('../../../', import.meta.url);
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

interface PathItem {
  'x-served-by'?: Site[];
}
const contract = parse(
  readFileSync(
    fileURLToPath(import.meta.resolve('@vivasalud/api-client/openapi/site.yaml')),
    'utf8',
  ),
) as { paths: Record<string, PathItem>; servers: { url: string }[] };

function routeFiles(directory: URL, prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return routeFiles(new URL(`${entry.name}/`, directory), `${prefix}/${entry.name}`);
    }
    return entry.name === 'route.ts' ? [prefix] : [];
  });
}

/** The paths a site's route handlers answer. */
function servedByCode(site: Site): string[] {
  return (
    routeFiles(new URL(`apps/${site}/app/api/`, repo), '/api')
      .flatMap((path) => {
        const catchAll = path.match(/^(.*)\/\[\.\.\.[^\]]+\]$/);
        if (!catchAll) return [path];
        return Object.entries(AUTH_ROUTES)
          .filter(
            ([key, route]) => key.startsWith(`${catchAll[1]}/`) && (route.site ?? site) === site,
          )
          .map(([key]) => key);
      })
      // A dynamic segment's folder (`[id]`) is the contract's path parameter (`{id}`).
      .map((path) => path.replace(/\[([^\].]+)\]/g, '{$1}'))
      .map(trim)
      .sort()
  );
}

const servedByContract = (site: Site) =>
  Object.entries(contract.paths)
    .filter(([, item]) => item['x-served-by']?.includes(site))
    .map(([path]) => trim(path))
    .sort();

describe('site.yaml says what each site serves', () => {
  it('gives every path the list of sites that serve it', () => {
    for (const [path, item] of Object.entries(contract.paths)) {
      expect(Array.isArray(item['x-served-by']), path).toBe(true);
    }
  });

  it('names both sites as servers', () => {
    expect(contract.servers.map((server) => server.url)).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
    ]);
  });

  it.each(SITES)(
    'the %s: every route handler has its path in the contract and vice versa',
    (site) => {
      expect(servedByCode(site)).toEqual(servedByContract(site));
    },
  );

  it('the ticket starts on the portal and is redeemed on the campaigns site', () => {
    expect(contract.paths['/api/auth/ticket']?.['x-served-by']).toEqual(['portal']);
    expect(contract.paths['/api/auth/ticket/redeem']?.['x-served-by']).toEqual(['campaigns']);
  });
});
