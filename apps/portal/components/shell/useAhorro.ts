'use client';

import { useSyncExternalStore } from 'react';
import { ahorroInPage, type AhorroSource } from '@/lib/ahorro/ahorro';

/** The mark never changes while the page is open: the switch reloads the page. */
const subscribe = () => () => {};
const serverSnapshot = () => null;

/**
 * Whether this page saves data («Ahorro de datos», issue #33), and why: the first-paint script's
 * mark on `<html>`. `null` on the server and while hydrating (the cached HTML is the same for
 * everyone), the mark right after; a component rendered in the browser later reads it at once.
 */
export function useAhorro(): AhorroSource | null {
  return useSyncExternalStore(subscribe, ahorroInPage, serverSnapshot);
}
