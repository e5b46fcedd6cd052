/** The handler maps of several areas as one object type. */
export type Merged<Areas extends readonly object[]> = Areas extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

/**
 * Merges the handlers of each area into one map (typed as all of them together, so the caller's
 * exhaustive map type tells a missing operation); an operation handled by two areas throws.
 */
export function mergeAreas<Areas extends readonly object[]>(...areas: Areas): Merged<Areas> {
  const merged: Record<string, unknown> = {};
  for (const handlers of areas) {
    for (const [operation, handler] of Object.entries(handlers)) {
      if (operation in merged) throw new Error(`${operation} is handled by two areas`);
      merged[operation] = handler;
    }
  }
  return merged as Merged<Areas>;
}
