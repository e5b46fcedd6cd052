import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { PAGE_SIZE, type ContentKit } from './shared';

/** The wellness catalogs, whose `category` is a slug of the category taxonomy. */
export type WellnessCatalog = typeof t.liveClasses | typeof t.recordedClasses | typeof t.contents;
/** The paged catalogs (the wellness ones and the in-person classes). */
export type CatalogTable = WellnessCatalog | typeof t.inPersonClasses;

/** Paged catalog answer of spec §3: count, next, previous (absolute URLs), results. */
export async function catalogPage<Body>(
  kit: ContentKit,
  table: CatalogTable,
  request: FastifyRequest,
  filters: SQL[],
) {
  const { rows, ...page } = await pageOf(kit, table, request, filters, false);
  return { ...page, results: rows.map((row) => kit.media(row.body as Body)) };
}

/**
 * A page of a wellness catalog: its items with the label of their category, and the category
 * facet (content.yaml `CategoryFacets`), which neither `?category=` nor the page narrows.
 * `filters` are the catalog's other filters; `?category=` is applied here.
 */
export async function wellnessCatalogPage<
  Item extends { category: string; category_label: string },
>(kit: ContentKit, table: WellnessCatalog, request: FastifyRequest, filters: SQL[] = []) {
  const { category } = request.query as { category?: string };
  const narrowed = category ? [...filters, eq(table.category, category)] : filters;
  const { rows, ...page } = await pageOf(kit, table, request, narrowed, true);
  return {
    ...page,
    categories: await categoryFacet(kit, table, filters),
    results: rows.map((row) => {
      const body = row.body as Omit<Item, 'category_label'>;
      // A category missing from the taxonomy (the seed check refuses it) shows its slug.
      return kit.media({ ...body, category_label: row.label ?? body.category } as Item);
    }),
  };
}

/** One item of a wellness catalog by slug, with the label of its category; undefined if none. */
export async function wellnessItem<Item extends { category: string; category_label: string }>(
  { db, media }: ContentKit,
  catalog: WellnessCatalog,
  slug: string,
): Promise<Item | undefined> {
  // The catalogs share the columns used here (see `catalogColumns`).
  const table = catalog as typeof t.liveClasses;
  const [row] = await db
    .select({ body: table.body, label: t.categories.label })
    .from(table)
    .leftJoin(t.categories, eq(t.categories.slug, table.category))
    .where(eq(table.slug, slug))
    .limit(1);
  if (!row) return undefined;
  const body = row.body as Omit<Item, 'category_label'>;
  return media({ ...body, category_label: row.label ?? body.category } as Item);
}

/** Every category with items under `filters`, in the taxonomy's order, with its count. */
async function categoryFacet(
  { db }: ContentKit,
  catalog: WellnessCatalog,
  filters: SQL[],
): Promise<ContentSchema<'CategoryFacet'>[]> {
  // The catalogs share the columns used here (see `catalogColumns`).
  const table = catalog as typeof t.liveClasses;
  return db
    .select({
      slug: table.category,
      label: sql<string>`coalesce(${t.categories.label}, ${table.category})`,
      count: count(),
    })
    .from(table)
    .leftJoin(t.categories, eq(t.categories.slug, table.category))
    .where(filters.length ? and(...filters) : undefined)
    .groupBy(table.category, t.categories.label, t.categories.position)
    .orderBy(sql`${t.categories.position} asc nulls last`, asc(table.category));
}

/**
 * The absolute URL of another page of the same catalog: the request's path on the public base,
 * with only the query parameters the route declares (the answer cache ignores the others, so an
 * echoed `?redirect=…` would be served to everyone asking for the clean page).
 */
export function pageLink(publicUrl: string, request: FastifyRequest, page: number, size: number) {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${request.url.split('?')[0]}`;
  const schema = request.routeOptions.schema?.querystring as
    { properties?: Record<string, unknown> } | undefined;
  const declared = new Set(Object.keys(schema?.properties ?? {}));
  const query = request.query as Record<string, unknown>;
  // In the order the request wrote them, with their validated values.
  const search = request.url.indexOf('?');
  const written = new URLSearchParams(search < 0 ? '' : request.url.slice(search + 1)).keys();
  for (const name of new Set(written)) {
    if (declared.has(name) && query[name] !== undefined) {
      url.searchParams.set(name, String(query[name]));
    }
  }
  url.searchParams.set('page', String(page));
  url.searchParams.set('page_size', String(size));
  return url.href;
}

/**
 * The rows of the page the request asks for (spec §5 paging; 404 past the last), with the
 * label of their category when `labelled`, and the paging data.
 */
async function pageOf(
  { db, publicUrl }: ContentKit,
  catalog: CatalogTable,
  request: FastifyRequest,
  filters: SQL[],
  labelled: boolean,
) {
  // The catalogs share the columns used here (see `catalogColumns`).
  const table = catalog as typeof t.liveClasses;
  const query = request.query as { page?: number; page_size?: number };
  const page = query.page ?? 1;
  const size = query.page_size ?? PAGE_SIZE;
  // Any integer ≥ 1 is a valid page (spec §5); one past the last is simply not found.
  if (!Number.isSafeInteger((page - 1) * size)) throw notFound('Página fuera de rango');
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const select = labelled
    ? db
        .select({ body: table.body, label: t.categories.label })
        .from(table)
        .leftJoin(t.categories, eq(t.categories.slug, table.category))
    : db.select({ body: table.body, label: sql<null>`null` }).from(table);
  const rows = await select
    .where(where)
    .orderBy(asc(table.position))
    .limit(size)
    .offset((page - 1) * size);
  const n = total?.n ?? 0;
  if (page > 1 && rows.length === 0) throw notFound('Página fuera de rango');
  const link = (target: number) => pageLink(publicUrl, request, target, size);
  return {
    count: n,
    next: page * size < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    rows,
  };
}
