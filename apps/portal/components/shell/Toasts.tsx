'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToast, subscribeToToasts, type ShownToast } from '@/lib/shell/toast';

/**
 * The design system's Toaster (Radix Toast, about 4 kB gzip) loads with the first toast: a page
 * that never shows one never pays for it.
 */
const ToastViewport = lazy(() => import('./ToastViewport'));

const noneOnTheServer = (): ShownToast | null => null;

/**
 * The app's one Toaster (spec §4, §9), mounted by the shell; `showToast()` of
 * `@/lib/shell/toast` feeds it from anywhere. Nothing renders before the first toast.
 */
export function Toasts() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, noneOnTheServer);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toast={toast} />
    </Suspense>
  );
}
