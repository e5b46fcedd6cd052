'use client';

import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext, useState, type ReactNode } from 'react';

/** Where a browser page keeps its ONE QueryClient, made by the first part that needs it. */
export interface QueryClientHolder {
  client?: QueryClient;
}

export const QueryClientSlotContext = createContext<QueryClientHolder | null>(null);

/**
 * The portal's query provider (in `Providers`, so one per browser page): it holds the page's
 * QueryClient — made per page (`useState`, never at module level: TanStack Query's App Router
 * guide) and only when a part of the page asks for it (`PageQueryClient`), so that a page without
 * queries loads none of TanStack Query (this file imports its types only). `client` is for tests.
 */
export function QueryClientSlot({
  children,
  client,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const [holder] = useState<QueryClientHolder>(() => (client ? { client } : {}));
  return (
    <QueryClientSlotContext.Provider value={holder}>{children}</QueryClientSlotContext.Provider>
  );
}

export const HydrationStateContext = createContext<DehydratedState | null>(null);

/**
 * What the server read for the parts inside it (`Hydrated`), handed to the page's QueryClient by
 * `PageQueryClient`'s `HydrationBoundary` when a part first needs it: a page without queries loads
 * none of TanStack Query for it.
 */
export function HydrationState({
  state,
  children,
}: {
  state: DehydratedState;
  children: ReactNode;
}) {
  return <HydrationStateContext.Provider value={state}>{children}</HydrationStateContext.Provider>;
}
