/**
 * Issue #33 (Lighthouse's Total Blocking Time): the session runtime arrives once the page is idle,
 * and every island renders then. Through a store (`useSyncExternalStore`) that render was
 * synchronous — the session provider, its first check, the publisher — one long task of the main
 * thread right after the page loaded; as a transition React renders it in slices.
 */
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAuthTestServer } from '@/test/auth';
import { resetSharedRuntime } from './runtime';
import { loadSessionRuntime, resetSessionRuntime, SessionIsland } from './SessionIsland';
import { resetChromeSession } from './snapshot';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

setupAuthTestServer(fingerprint.load);

describe('the session runtime’s arrival', () => {
  const previousActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      previousActEnvironment;
  });

  it('renders the islands as a transition, after the task in which it arrived', async () => {
    // React's own scheduling, as in a browser (not Testing Library's `act` queue).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetChromeSession();
    resetSessionRuntime();
    resetSharedRuntime();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<SessionIsland>{() => <p>isla</p>}</SessionIsland>));
    expect(container.textContent).toBe('');

    await loadSessionRuntime();
    // Every microtask of the arrival has run: a store's update would have rendered by now (React
    // flushes synchronous work in a microtask); a transition waits for a task of its own.
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.textContent).toBe('isla'));
    root.unmount();
    container.remove();
  });
});
