import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => import('@/test/navigation'));

afterEach(() => {
  vi.doUnmock('@vivasalud/ui/service-unavailable');
  vi.resetModules();
  vi.restoreAllMocks();
});

async function renderBoundary() {
  const { setLocation } = await import('@/test/navigation');
  setLocation('/pilares');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { default: ContentError } = await import('./error');
  return render(<ContentError error={Object.assign(new Error('caído'), { digest: '42' })} />);
}

describe('the common layout’s error boundary (service down)', () => {
  it('shows the design system’s screen once its code has come, with «Reintentar» to the same address', async () => {
    await renderBoundary();
    // First its words and link as plain HTML (the fallback), then the screen.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Reintentar' }).getAttribute('data-size')).toBe('lg'),
    );
    expect(screen.getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe('/pilares');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Servicio no disponible por el momento' }),
    ).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('[portal] page failed', '42');
  });

  it('still says what happened and offers «Reintentar» when that code cannot be fetched (offline)', async () => {
    vi.doMock('@vivasalud/ui/service-unavailable', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await renderBoundary();
    // The failed fetch has settled: without its own answer it would reach the root boundary.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const retry = screen.getByRole('link', { name: 'Reintentar' });
    expect(retry.getAttribute('href')).toBe('/pilares');
    expect(retry.hasAttribute('data-size')).toBe(false);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Servicio no disponible por el momento' }),
    ).toBeTruthy();
  });
});
