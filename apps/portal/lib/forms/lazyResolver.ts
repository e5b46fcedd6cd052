/**
 * A react-hook-form resolver whose rules load after the page (issue #32, speed): zod and the
 * form's schema are not part of the form page's first load (zod's core came to ~22 kB gzip of
 * the page's JavaScript); they are fetched once the page is idle, or at the first check if a
 * person is quicker. Nothing changes for the person: react-hook-form awaits the resolver, and the
 * form is in the page's HTML with the browser's own checks meanwhile.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the rules now (after hydration, when the page is idle). */
  preload: () => void;
}

export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
      (error: unknown) => {
        // A failed load (offline) is tried again at the next check.
        loading = null;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
