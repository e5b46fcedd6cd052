import type { WhoTables } from '../_lib/who/tables';

/**
 * A calculation that reads the WHO tables for some inputs only (a child's): in the browser the
 * tables (~17 kB) are fetched the first time such an input comes, never for the others.
 */
export function withWhoTables<I, R>(
  calculate: (input: I, tables?: WhoTables) => R,
  needsTables: (input: I) => boolean,
) {
  return async (input: I): Promise<R> => {
    if (!needsTables(input)) return calculate(input);
    const { WHO_TABLES } = await import('../_lib/who/tables');
    return calculate(input, WHO_TABLES);
  };
}
