'use client';

import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { HydrationStateContext, QueryClientSlotContext } from './QueryClientSlot';

/**
 * The browser's defaults: a person's data (progress) is read after hydration; asking again on
 * focus or after a failure is the query's own choice (its factory's `retry`).
 */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 } },
  });
}

/**
 * Gives the parts inside it the page's ONE QueryClient (held by `QueryClientSlot` in the portal's
 * `Providers`; made here the first time a part asks): every island of a page shares its answers,
 * and what the server read for them (`Hydrated`) is put in it through `HydrationBoundary`.
 */
export function PageQueryClient({ children }: { children: ReactNode }) {
  const holder = useContext(QueryClientSlotContext);
  const state = useContext(HydrationStateContext);
  if (!holder) throw new Error('PageQueryClient needs the portal’s QueryClientSlot (Providers).');
  holder.client ??= createPageQueryClient();
  return (
    <QueryClientProvider client={holder.client}>
      <HydrationBoundary state={state ?? undefined}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
