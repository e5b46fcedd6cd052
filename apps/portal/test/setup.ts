/**
 * Set-up of the jsdom project: each test starts from an empty document (Testing Library only
 * cleans up by itself when vitest globals are on; they are off here), and the browser APIs jsdom
 * lacks but the design system's Radix parts use are stubbed.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/**
 * What a person waits for may take more than Testing Library's 1 s on a busy runner (a lazily
 * imported player, media-chrome's first import): `findBy…`/`waitFor` wait up to 5 s (the same
 * as the design system's Storybook tests). A test that passes still ends as soon as it can.
 */
configure({ asyncUtilTimeout: 5_000 });

/** Components that measure themselves (the media player) use a ResizeObserver; jsdom has no layout. */
class NoLayoutResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
