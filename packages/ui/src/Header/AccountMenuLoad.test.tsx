import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A visitor never needs the greeting and logout (AccountMenu), and the apps know who is signed in
// only once their session code has loaded: the header fetches it when a signed-in person is first
// shown (issue #18). Header.test.tsx covers what it does once there.

/** How often AccountMenu has been evaluated in this test (a fresh module graph each). */
const account = { loads: 0 };

beforeEach(() => {
  vi.resetModules();
  account.loads = 0;
  vi.doMock('./AccountMenu', (importOriginal) => {
    account.loads += 1;
    return importOriginal();
  });
});

describe('Header, the greeting and logout', () => {
  it('are not fetched for a visitor, nor rendered on the server', async () => {
    const { Header } = await import('./Header');
    expect(renderToString(<Header />)).toContain('Inicia sesión');
    render(<Header />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(account.loads).toBe(0);
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toBeVisible();
  });

  it('are fetched when a signed-in person is shown; "Inicia sesión" stays until they are there', async () => {
    const { Header } = await import('./Header');
    const { rerender } = render(<Header />);
    rerender(<Header user={{ name: 'Ana' }} isPro />);
    // What the header showed before it knew, not an empty space.
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toBeVisible();
    const greeting = await screen.findByRole('button', { name: 'Hola, Ana Miembro Pro' });
    expect(account.loads).toBe(1);
    expect(greeting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Inicia sesión' })).not.toBeInTheDocument();
  });

  it('are there at once once fetched ahead (preloadAccountMenu)', async () => {
    const { Header, preloadAccountMenu } = await import('./Header');
    await preloadAccountMenu();
    render(<Header user={{ name: 'Ana' }} />);
    expect(screen.getByRole('button', { name: 'Hola, Ana' })).toBeVisible();
    expect(account.loads).toBe(1);
  });
});
