/**
 * Catalog parameter guards of spec §5, shared by the clients (checked before a call leaves)
 * and by the service (answered as 400 with the same message). The messages are the spec's,
 * word for word; programs match on them.
 */
export const CATALOG_PARAM_PATTERN = /^[A-Za-z0-9_-]+$/;

export const GUARD_MESSAGES = {
  category: 'Invalid category format',
  slug: 'Invalid slug format',
  publication_type: 'Invalid publication_type format',
  discipline: 'Invalid discipline format',
  disciplineUndefined: 'discipline is undefined',
  page: 'Invalid page number',
} as const;

export type GuardedParam = 'category' | 'slug' | 'publication_type' | 'discipline' | 'page';

export class ParamGuardError extends Error {
  override readonly name = 'ParamGuardError';
  /** The HTTP status a server answers with. */
  readonly status = 400;
  constructor(
    readonly param: GuardedParam,
    message: string,
  ) {
    super(message);
  }
}

function isAbsent(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function checkFormat(
  param: 'category' | 'slug' | 'publication_type' | 'discipline',
  value: unknown,
) {
  if (typeof value !== 'string' || !CATALOG_PARAM_PATTERN.test(value)) {
    throw new ParamGuardError(param, GUARD_MESSAGES[param]);
  }
  return value;
}

/** Optional category filter: absent (or empty, "all categories") passes as undefined. */
export function guardCategory(value: unknown): string | undefined {
  return isAbsent(value) ? undefined : checkFormat('category', value);
}

/** Optional publication type filter. */
export function guardPublicationType(value: unknown): string | undefined {
  return isAbsent(value) ? undefined : checkFormat('publication_type', value);
}

/** A slug is always required. */
export function guardSlug(value: unknown): string {
  return checkFormat('slug', value);
}

/** A discipline is required: absent → "discipline is undefined", malformed → "Invalid discipline format". */
export function guardDiscipline(value: unknown): string {
  if (value === undefined || value === null) {
    throw new ParamGuardError('discipline', GUARD_MESSAGES.disciplineUndefined);
  }
  return checkFormat('discipline', value);
}

/** Page: an integer ≥ 1, as a number or a decimal string ("2"); absent means page 1. */
export function guardPage(value: unknown): number {
  if (isAbsent(value)) return 1;
  const page =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new ParamGuardError('page', GUARD_MESSAGES.page);
  }
  return page;
}

export interface CatalogParams {
  category?: string | undefined;
  page?: number | string | undefined;
  publication_type?: string | undefined;
}

/** Guards the query of a catalog call and returns it normalised (page as a number). */
export function guardCatalogParams(params: CatalogParams): {
  category: string | undefined;
  page: number;
  publication_type: string | undefined;
} {
  return {
    category: guardCategory(params.category),
    page: guardPage(params.page),
    publication_type: guardPublicationType(params.publication_type),
  };
}
