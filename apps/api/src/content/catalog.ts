import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type * as t from '../db/schema';
import { notFound } from './errors';
import { PAGE_SIZE, type ContentKit } from './shared';

/** The paged catalogs (live and recorded classes, guides and tips, in-person classes). */
export type CatalogTable =
  typeof t.liveClasses | typeof t.recordedClasses | typeof t.contents | typeof t.inPersonClasses;

/** Paged catalog answer of spec §3: count, next, previous (absolute URLs), results. */
export async function catalogPage<Body>(
  { db, publicUrl, media }: ContentKit,
  table: CatalogTable,
  request: FastifyRequest,
  filters: SQL[],
) {
  const query = request.query as { page?: number; page_size?: number };
  const page = query.page ?? 1;
  const size = query.page_size ?? PAGE_SIZE;
  // Any integer ≥ 1 is a valid page (spec §5); one past the last is simply not found.
  if (!Number.isSafeInteger((page - 1) * size)) throw notFound('Página fuera de rango');
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select({ body: table.body })
    .from(table)
    .where(where)
    .orderBy(asc(table.position))
    .limit(size)
    .offset((page - 1) * size);
  const n = total?.n ?? 0;
  if (page > 1 && rows.length === 0) throw notFound('Página fuera de rango');
  const link = (target: number) => {
    const url = new URL(request.url, publicUrl);
    url.searchParams.set('page', String(target));
    url.searchParams.set('page_size', String(size));
    return url.href;
  };
  return {
    count: n,
    next: page * size < n ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map((row) => media(row.body as Body)),
  };
}

/** The `category` query parameter as a filter (the contract already checked its format). */
export function categoryFilter(table: CatalogTable, request: FastifyRequest): SQL[] {
  const { category } = request.query as { category?: string };
  return category ? [eq(table.category, category)] : [];
}
