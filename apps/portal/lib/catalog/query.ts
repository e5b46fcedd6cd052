import type { SearchParams } from '@/lib/routes';

/**
 * A request's query as one sorted string: the key a per-request `cache()` resolves once for the
 * page and its metadata (a `searchParams` object is a new one each time).
 */
export async function queryOf(searchParams: Promise<SearchParams>): Promise<string> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const entry of [value ?? []].flat()) query.append(key, entry);
  }
  query.sort();
  return query.toString();
}

/** The `SearchParams` of such a string (a repeated key is a list). */
export function fromQuery(query: string): SearchParams {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) (params[key] ??= []).push(value);
  return params;
}
