/**
 * Toasts from anywhere (spec §4, §9): `showToast({ title, description, variant })` in a
 * component, an event handler or a query's `onError`. One at a time: a new toast replaces the one
 * on screen. The shell's single `Toaster` (components/shell/Toasts.tsx) reads this store and renders the
 * design system's Toast, which closes itself after 5000 ms, waits while hovered or focused, and
 * goes with a swipe right of 50 px.
 */
import type { ToastOptions } from '@vivasalud/ui/toast';

export type { ToastOptions, ToastVariant } from '@vivasalud/ui/toast';

/** The toast of the moment; `open` turns false when it closes (it then animates out). */
export interface ShownToast extends ToastOptions {
  /** New for every toast: the Toaster mounts a new one, with a fresh 5000 ms. */
  id: number;
  open: boolean;
}

let current: ShownToast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Does nothing on the server (no one to show it). */
export function showToast(options: ToastOptions): void {
  if (typeof window === 'undefined') return;
  lastId += 1;
  current = { ...options, id: lastId, open: true };
  emit();
}

/** Closes the toast on screen. */
export function dismissToast(): void {
  if (!current?.open) return;
  current = { ...current, open: false };
  emit();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast of the moment; `null` until the first one. */
export function currentToast(): ShownToast | null {
  return current;
}
