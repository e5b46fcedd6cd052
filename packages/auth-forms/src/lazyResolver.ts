/**
 * A react-hook-form resolver whose rules load after the page (issues #32 and #33, speed): zod and
 * a form's schema are not part of a form page's first load (zod came to a third of the sign-in
 * page's JavaScript); they are fetched once the page is idle, or at the first check if a person
 * is quicker. Nothing changes for the person: react-hook-form awaits the resolver, and the form
 * is in the page's HTML with the browser's own checks meanwhile. Shared by the account forms here
 * and the portal's forms (`StepForm`).
 */
import { afterLoadWhenIdle } from '@vivasalud/ui/idle';
import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the rules now (after hydration, when the page is idle). */
  preload: () => void;
}

/**
 * `loadSchema` answers a zod schema (classic or mini), e.g.
 * `() => import('./schemas').then((module) => module.loginSchema)`.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<unknown>,
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

/**
 * A form component's lazy resolver, made once, its rules fetched at the first idle moment after
 * the page's `load` event.
 */
export function useLazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<unknown>,
): Resolver<T> {
  const [rules] = useState(() => lazyZodResolver<T>(loadSchema));
  useEffect(() => afterLoadWhenIdle(rules.preload), [rules]);
  return rules.resolver;
}
