/**
 * Test support for the forms (`@vivasalud/auth-forms/testing`, test code only): the real
 * `<AuthProvider>` of `@vivasalud/auth/react` on fresh in-memory storages and the test base URL
 * of the site routes, with a navigate spy; fixtures; a clock the test moves by hand for the
 * countdowns; and queries for the form's errors. An app's tests of pages that show these forms
 * use it too.
 *
 * Each test file mocks the edges itself (vi.mock is hoisted per file):
 *
 *   const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
 *   vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
 *   vi.mock('next/link', () => import('./test/next-link'));
 *   const server = setupAuthTestServer(fingerprint.load);
 */
import { TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { AuthProvider, type PendingMfa, type UserProfile } from '@vivasalud/auth/react';
import { ana as testAna, NOW, pendingLogin } from '@vivasalud/auth/testing';
import { createAuthStorage, createMemoryStorage, PENDING_MFA_KEY } from '@vivasalud/auth/storage';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

export {
  anaChallenge,
  DEVICE_ID,
  NOW,
  pendingLogin,
  setupAuthTestServer,
} from '@vivasalud/auth/testing';

/** NOW plus `ms`, as an ISO string. */
export function at(ms: number): string {
  return new Date(NOW.getTime() + ms).toISOString();
}

/** The shared profile fixture, with the second step on (the code-step cases). */
export const ana: UserProfile = { ...testAna, withMFA: true };

/** The session storage of a page reload during the code step. */
export function withPending(pending: PendingMfa = pendingLogin): Record<string, string> {
  return { [PENDING_MFA_KEY]: JSON.stringify(pending) };
}

/** The provider's clock: the (possibly faked) `Date`, so the machine and the countdowns agree. */
export const clock = () => new Date();

export interface AuthRenderOptions {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

export interface AuthRender extends RenderResult {
  navigate: Mock<(to: string) => void>;
  local: Storage;
  session: Storage;
  user: UserEvent;
}

/** Renders `ui` inside the real AuthProvider, on in-memory storages seeded with `options`. */
export function renderWithAuth(ui: ReactElement, options: AuthRenderOptions = {}): AuthRender {
  const local = createMemoryStorage(options.local);
  const session = createMemoryStorage(options.session);
  const navigate = vi.fn<(to: string) => void>();
  // No pause between keystrokes: each event still runs inside act, the tests just type faster.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AuthProvider
      baseUrl={TEST_BASE_URLS.site}
      navigate={navigate}
      storage={createAuthStorage({ local, session })}
      now={clock}
    >
      {ui}
    </AuthProvider>,
  );
  return { ...view, navigate, local, session, user };
}

/** `ui` as the server's HTML, inside an AuthProvider that has not started (no session yet). */
export function serverHtml(ui: ReactElement): string {
  return renderToString(
    <AuthProvider
      baseUrl={TEST_BASE_URLS.site}
      navigate={() => {}}
      storage={createAuthStorage({ local: createMemoryStorage(), session: createMemoryStorage() })}
      now={clock}
    >
      {ui}
    </AuthProvider>,
  );
}

export interface HydrateOptions extends AuthRenderOptions {
  /**
   * What happens to the server's HTML before the page's script runs: a person types into it
   * (set the fields' values; nothing listens yet).
   */
  beforeHydration: (container: HTMLElement) => void;
}

/**
 * Renders `ui` inside the real AuthProvider on the server (`renderToString`, as the page's HTML),
 * lets `beforeHydration` act on that HTML, then hydrates it in the browser (the page's script has
 * loaded). The provider starts the session once hydrated, like a page.
 */
export function hydrateWithAuth(ui: ReactElement, options: HydrateOptions): AuthRender {
  const tree = (storage: ReturnType<typeof createAuthStorage>, navigate: (to: string) => void) => (
    <AuthProvider baseUrl={TEST_BASE_URLS.site} navigate={navigate} storage={storage} now={clock}>
      {ui}
    </AuthProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml(ui);
  document.body.appendChild(container);
  options.beforeHydration(container);
  const local = createMemoryStorage(options.local);
  const session = createMemoryStorage(options.session);
  const navigate = vi.fn<(to: string) => void>();
  const user = userEvent.setup({ delay: null });
  const view = render(tree(createAuthStorage({ local, session }), navigate), {
    container,
    hydrate: true,
  });
  return { ...view, navigate, local, session, user };
}

/**
 * Fakes only `Date` and `setInterval` at NOW: the countdowns (which tick on an interval and read
 * `Date.now()`) move only when the test calls `advance`, while the network, Testing Library and
 * user-event keep their real `setTimeout`.
 */
export function fixClock() {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the fixed clock on by `ms`, running the interval ticks inside act. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * Retries `assertion` until it passes (or `timeout` ms of real time went by), letting React and
 * the network work in between inside act. Unlike Testing Library's `waitFor` it does not poll on
 * `setInterval`, which `fixClock` fakes.
 */
export async function waitUntil(assertion: () => void, timeout = 2000): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() - started > timeout) throw error;
    }
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}

/** The element whose whole text is `text` (text split across inline elements included). */
export function getByFullText(text: string, selector = 'p'): HTMLElement {
  return screen.getByText(
    (_content, element) => element?.matches(selector) === true && element.textContent === text,
  );
}

export function queryByFullText(text: string, selector = 'p'): HTMLElement | null {
  return screen.queryByText(
    (_content, element) => element?.matches(selector) === true && element.textContent === text,
  );
}

/** The text of the error under a field: the `…-error` element among its descriptions. */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** A promise resolved from outside: a handler awaits `promise`, the test calls `resolve()`. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
