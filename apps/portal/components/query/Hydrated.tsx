import { dehydrate, type QueryClient } from '@tanstack/query-core';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/content';
import { HydrationState } from './QueryClientSlot';

/**
 * Hands what the page read through its request's QueryClient (`readRequired`/`readOptional` of a
 * `queryOptions` factory, `lib/content.ts`) to its client parts (DESIGN.md, "Data"): the same
 * factory's key in the browser finds the answer without asking again (`PageQueryClient`'s
 * `HydrationBoundary`). Only what is the same for everyone goes here — a cached page never
 * carries a person's data; progress stays a browser read after hydration. `client` is for tests.
 */
export function Hydrated({
  children,
  client = getQueryClient(),
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <HydrationState state={dehydrate(client)}>{children}</HydrationState>;
}
