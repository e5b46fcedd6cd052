/**
 * `next/navigation` for behaviour tests (the App Router is not running): the path and query of the
 * page, set before rendering and changed while mounted, as a client navigation would.
 *
 *   vi.mock('next/navigation', () => import('@/test/navigation'));
 *   setLocation('/auth/login');        // before rendering
 *   navigateTo('/clases-grabadas');    // while mounted: usePathname/useSearchParams re-render
 */
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

let current = new URL('http://localhost/');
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const pathname = () => current.pathname;
const search = () => current.search;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useSyncExternalStore(subscribe, search, search));
}

/** The page of the next render (call before rendering). */
export function setLocation(path: string): void {
  current = new URL(path, 'http://localhost/');
}

/** A client navigation to `path` has committed: every reader re-renders. */
export function navigateTo(path: string): void {
  act(() => {
    current = new URL(path, 'http://localhost/');
    for (const listener of listeners) listener();
  });
}

/** The router of the session runtime (it navigates after a logout; these tests do not). */
const router = { push: () => {}, replace: () => {}, refresh: () => {}, prefetch: () => {} };

export function useRouter() {
  return router;
}
