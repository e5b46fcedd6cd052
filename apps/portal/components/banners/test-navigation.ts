/**
 * `next/navigation` for the banners' behaviour tests (the App Router is not running): the path
 * is set per test and can change while mounted, like a client navigation.
 *
 *   vi.mock('next/navigation', () => import('./test-navigation'));
 *   setPathname('/auth/login');   // before rendering
 *   navigateTo('/');              // while mounted: every usePathname re-renders
 */
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

let current = '/';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The path of the next render (call before rendering). */
export function setPathname(pathname: string): void {
  current = pathname;
}

/** A client navigation to `pathname` while the tree is mounted. */
export function navigateTo(pathname: string): void {
  act(() => {
    current = pathname;
    for (const listener of listeners) listener();
  });
}

/** The router of the session runtime (it navigates after a logout; these tests do not). */
const router = { push: () => {}, replace: () => {}, refresh: () => {}, prefetch: () => {} };

export function useRouter() {
  return router;
}
