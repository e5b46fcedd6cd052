/**
 * Set-up of the jsdom project: each test starts from an empty document (Testing Library only
 * cleans up by itself when vitest globals are on; they are off here), and the browser APIs jsdom
 * lacks but the design system's Radix parts use are stubbed.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/** Radix's checkbox measures its box with a ResizeObserver; jsdom has no layout to observe. */
class NoLayoutResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
