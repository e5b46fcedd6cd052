import { render as renderWithoutPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageQueryClient } from '@/components/query/PageQueryClient';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { ContinueWatchingRow, ProgressMark } from './ProgressViews';

vi.mock('next/link', () => import('@/test/next-link'));

/** The page's one QueryClient, as the portal's `Providers` give it. */
const progressQueryClient = createPageQueryClient();
const render = (ui: ReactElement) =>
  renderWithoutPage(ui, {
    wrapper: ({ children }) => (
      <QueryClientSlot client={progressQueryClient}>{children}</QueryClientSlot>
    ),
  });

const card = (slug: string, title: string) => ({
  slug,
  title,
  image: null,
  duration_minutes: 2,
  category_label: 'Yoga',
});

const PROGRESS = [
  {
    slug: 'yoga-suave',
    progress: 40,
    position_seconds: 754,
    completed: false,
    updated_at: '2026-11-26T15:00:00Z',
    recorded_class: card('yoga-suave', 'Yoga suave'),
  },
  {
    slug: 'pilates-basico',
    progress: 100,
    position_seconds: 90,
    completed: true,
    updated_at: '2026-11-25T15:00:00Z',
    recorded_class: card('pilates-basico', 'Pilates básico'),
  },
];

let answer: () => Response = () => HttpResponse.json({ results: PROGRESS });
let calls = 0;
const server = setupServer(
  http.get('*/api/recorded-classes/progress-class', () => {
    calls += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  progressQueryClient.clear();
  answer = () => HttpResponse.json({ results: PROGRESS });
});
afterAll(() => server.close());

describe('«Continuar viendo»', () => {
  it('lists the classes left halfway, with where the person is, not the finished ones', async () => {
    render(<ContinueWatchingRow path="/clases-grabadas" />);
    const row = await screen.findByRole('region', { name: 'Continuar viendo' });
    expect(within(row).getByRole('link', { name: 'Yoga suave' }).getAttribute('href')).toBe(
      '/clases-grabadas/yoga-suave',
    );
    expect(row.textContent).toContain('Vas en 12:34');
    expect(row.textContent).toContain('12 minutos y 34 segundos');
    expect(within(row).queryByRole('link', { name: 'Pilates básico' })).toBeNull();
    expect(within(row).getByRole('progressbar', { name: 'Avance de Yoga suave' })).toBeTruthy();
  });

  it('shows nothing when the session has ended (401) or nothing was started', async () => {
    answer = () => HttpResponse.json({ error: true, message: 'No autorizado' }, { status: 401 });
    calls = 0;
    const { container } = render(<ContinueWatchingRow path="/clases-grabadas" />);
    await vi.waitFor(() => expect(calls).toBe(1));
    await vi.waitFor(() => expect(progressQueryClient.isFetching()).toBe(0));
    expect(container.textContent).toBe('');
  });
});

describe('a card’s mark', () => {
  it.each([
    ['pilates-basico', 'Vista'],
    ['yoga-suave', 'Vas en 12:34'],
  ])('%s → %s', async (slug, text) => {
    render(<ProgressMark slug={slug} />);
    expect((await screen.findByText(text, { exact: false })).textContent).toContain(text);
  });

  it('marks nothing on a class not started', async () => {
    const { container } = render(
      <>
        <ProgressMark slug="baile-1" />
        <ProgressMark slug="pilates-basico" />
      </>,
    );
    await screen.findByText('Vista', { exact: false });
    expect(container.textContent).toBe('✓ Vista');
  });
});
