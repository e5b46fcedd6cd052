import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_FACT_ROUTES, ROUTES } from './routes';

/**
 * "Nothing else lists paths" (CONTRIBUTING, DESIGN.md "One route manifest"): a fact about a set of
 * routes (which are health content, which crawlers skip, where analytics stay off…) is a field of
 * those routes in `lib/routes.ts`, and the other modules derive their lists from it. This test
 * reads every source file of the portal (`app/`, `components/`, `lib/`; not tests, stories nor the
 * manifest) and fails on a TABLE of portal paths: an array or object literal holding two or more
 * string literals that are portal paths (a manifest pattern, or an address under one of its
 * top-level segments: `/clases-en-vivo`, `/auth/login?redirect=/x`). A single address in a link
 * or a canonical URL is not a table and is left to review (the page's own path beside its
 * folder); an address built from a constant (`${TOOLS_PATH}/…`) is not a literal.
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Tables that may stay, and why. Each entry names the file and what the literal holds.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // The catalogs whose slugs the proxy checks, in the order of proxy.ts's literal matcher (Next.js
  // reads it at build time); `lib/proxy.test.ts` checks each is a cached `[slug]` route of the
  // manifest and that the matcher lists exactly these.
  [`lib${sep}slugs.ts`]: 'SLUG_AREAS',
};

const TOP_SEGMENTS = new Set(
  ROUTES.map((route) => route.pattern.split('/')[1]).filter((segment) => segment !== ''),
);
const PATTERNS = new Set(ROUTES.map((route) => route.pattern));

/** Whether a string is an address of the portal's routes (by pattern or top-level segment). */
function isPortalPath(text: string): boolean {
  if (PATTERNS.has(text)) return text !== '/';
  const match = /^\/([^/?#]+)(?:[/?#]|$)/.exec(text);
  return match !== null && TOP_SEGMENTS.has(match[1]!);
}

function sourceFiles(): string[] {
  return ['app', 'components', 'lib'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.(test|stories)\.tsx?$/.test(file) &&
          file !== join('lib', 'routes.ts') &&
          file !== join('lib', 'clientRoutes.ts'),
      ),
  );
}

const stringOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/** The array and object literals of `text` that hold two or more portal paths, with the paths. */
function pathTables(file: string, text: string): { line: number; paths: string[] }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const tables: { line: number; paths: string[] }[] = [];
  const visit = (node: ts.Node) => {
    let values: (string | undefined)[] = [];
    if (ts.isArrayLiteralExpression(node)) values = node.elements.map(stringOf);
    if (ts.isObjectLiteralExpression(node)) {
      values = node.properties.flatMap((property) =>
        ts.isPropertyAssignment(property)
          ? [
              stringOf(property.name) ??
                (ts.isComputedPropertyName(property.name)
                  ? stringOf(property.name.expression)
                  : undefined),
              stringOf(property.initializer),
            ]
          : [],
      );
    }
    const paths = values.filter((value): value is string => !!value && isPortalPath(value));
    if (paths.length >= 2) {
      tables.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, paths });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tables;
}

describe('the route manifest is the one list of portal paths', () => {
  it.each([
    ['/clases-en-vivo', true],
    ['/clases-en-vivo/yoga', true],
    ['/auth/login?redirect=/x', true],
    ['/pilares#prevencion', true],
    ['/herramientas-para-tu-salud/calculadora-IMC', true],
    ['/', false],
    ['/api/auth/get-user', false],
    ['/home/pilares/', false], // a content API endpoint, not a portal address
    ['/autores', false],
    ['clases-en-vivo', false],
  ])('%s is a portal path: %s', (text, expected) => expect(isPortalPath(text)).toBe(expected));

  it('finds a table of paths, in an array or an object, keys included', () => {
    const text = `
      const AREAS = ['/guias-y-consejos', '/vive-sanamente'] as const;
      const RULES = { '/clases-en-vivo': 'a', '/telemedicina': 'b' };
      const ONE = ['/pilares', 'otra cosa'];
      const LINK = { href: '/auth/login', label: 'Inicia sesión' };`;
    expect(pathTables('x.ts', text)).toEqual([
      { line: 2, paths: ['/guias-y-consejos', '/vive-sanamente'] },
      { line: 3, paths: ['/clases-en-vivo', '/telemedicina'] },
    ]);
  });

  it('has no table of paths outside lib/routes.ts but the allowed ones', () => {
    const found = sourceFiles().flatMap((file) =>
      pathTables(file, readFileSync(join(ROOT, file), 'utf8'))
        .filter(() => !(file in ALLOWED))
        .map(({ line, paths }) => `${file}:${line} ${paths.join(' ')}`),
    );
    expect(found).toEqual([]);
  });

  it('allows only files that still hold a table', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(pathTables(file, readFileSync(join(ROOT, file), 'utf8')), file).not.toEqual([]);
    }
  });
});

/**
 * An area's name is typed once, as its route's `label` (DESIGN.md): the catalog areas (a route
 * with `[slug]` details below it) are named by `routeLabel(path)` in their catalog titles, detail
 * titles and breadcrumbs, never by a literal of their own.
 */
const AREA_NAMES = ROUTES.filter((route) =>
  ROUTES.some((other) => other.pattern === `${route.pattern}/[slug]` && route.page === 'own'),
).map((route) => route.label);

/** Names that stand in a file for another reason (not as the area's name in the portal's copy). */
const NAME_ALLOWED: Readonly<Record<string, string>> = {
  // The calendar files' product ids (`-//VivaSalud//Clases en vivo//ES`, RFC 5545): identifiers
  // that must not change when an area is renamed.
  [join('app', '(site)', 'clases-en-vivo', '_lib', 'ics.ts')]: 'PRODID',
  [join('app', '(site)', 'sesiones-con-expertos', '_lib', 'ics.ts')]: 'PRODID',
};

/** The texts of `text` (string literals, template parts, JSX text) holding an area's name. */
function namedAreas(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const name = AREA_NAMES.find((area) => node.text.includes(area));
      if (name) found.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("an area's name is typed once, in the manifest", () => {
  it('names the catalog areas', () => {
    expect(AREA_NAMES).toEqual([
      'Lecturas',
      'Videos',
      'Podcasts',
      'Infografías',
      'Programas de bienestar',
      'Síntomas y enfermedades',
      'Mini-manuales',
      'Clases en vivo',
      'Clases grabadas',
      'Guías y consejos',
      'Experiencias presenciales',
      'Sesiones con expertos',
    ]);
  });

  it('finds the name in strings, templates and JSX text', () => {
    const text =
      "const a = 'Guías y consejos'; const b = `${x} – Clases grabadas`; const c = <h1>Clases en vivo</h1>;";
    expect(namedAreas('x.tsx', text)).toEqual([
      'Guías y consejos',
      'Clases grabadas',
      'Clases en vivo',
    ]);
  });

  it('is typed nowhere else in the portal', () => {
    const found = sourceFiles()
      .filter((file) => !(file in NAME_ALLOWED))
      .flatMap((file) =>
        namedAreas(file, readFileSync(join(ROOT, file), 'utf8')).map((name) => `${file}: ${name}`),
      );
    expect(found).toEqual([]);
  });
});

describe('the facts client code reads', () => {
  it('are carried by the routes of CLIENT_FACT_ROUTES only, each a route of the table', () => {
    const carriers = ROUTES.filter(
      (route) => route.analytics !== undefined || route.feedback !== undefined || route.noBanners,
    );
    expect(new Set(carriers)).toEqual(new Set(CLIENT_FACT_ROUTES));
    for (const route of CLIENT_FACT_ROUTES) expect(ROUTES).toContain(route);
  });
});
