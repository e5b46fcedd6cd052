import { render as renderWithoutPage, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSchema } from '@vivasalud/api-client/site';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageQueryClient } from '@/components/query/PageQueryClient';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { MemberReservation } from '../../clases-en-vivo/_components/MemberReservation';
import { SessionReservation } from './SessionReservation';
import { expertSession } from './testData';

vi.mock('next/link', () => import('@/test/next-link'));

/**
 * Reserving a session with an expert (issue #29): the page's block as the cached HTML has it (a
 * visitor's), and the member's island with the session's kind — its route, its words.
 */

const queryClient = createPageQueryClient();
const render = (ui: ReactElement) =>
  renderWithoutPage(ui, {
    wrapper: ({ children }) => <QueryClientSlot client={queryClient}>{children}</QueryClientSlot>,
  });

const PATH = '/sesiones-con-expertos/come-rico-en-las-fiestas';
// Martes 15 de diciembre de 2026, 7:00 p. m. en Lima; reserving closes at 6:55 p. m.
const SEATED = expertSession({
  capacity: 30,
  seats_left: 24,
  reservation_closes_at: '2026-12-15T18:55:00-05:00',
});
const BEFORE = new Date('2026-12-10T15:00:00Z');

describe('the session page’s reserving block (the cached HTML)', () => {
  it('says the seats left and posts «Reservar sesión» to the sessions’ route, without JavaScript', () => {
    const { container } = render(<SessionReservation session={SEATED} path={PATH} now={BEFORE} />);
    expect(screen.getByText('Quedan 24 lugares')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Reservar sesión' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/sessions-with-experts/reservations');
    expect(container.querySelector('input[name="slug"]')?.getAttribute('value')).toBe(
      'come-rico-en-las-fiestas',
    );
  });

  it.each([
    ['full', { ...SEATED, seats_left: 0 }, BEFORE, 'Sesión llena'],
    ['closed', SEATED, new Date('2026-12-15T23:56:00Z'), 'Reservas cerradas'],
  ] as const)('%s: says «%s» and offers no button', (_name, session, now, label) => {
    render(<SessionReservation session={session} path={PATH} now={now} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar sesión' })).toBeNull();
  });

  it('shows nothing for a session not reserved through VivaSalud, or one that has ended', () => {
    const { container } = render(
      <SessionReservation session={expertSession()} path={PATH} now={BEFORE} />,
    );
    expect(container.textContent).toBe('');
    const ended = render(
      <SessionReservation session={SEATED} path={PATH} now={new Date('2026-12-17T00:00:00Z')} />,
    );
    expect(ended.container.textContent).toBe('');
  });
});

const RESERVED: SiteSchema<'Reservation'> = {
  id: '3b0d7a52-2f1e-4c3a-9a8b-7c6d5e4f3a2b',
  kind: 'expert-session',
  status: 'reserved',
  created_at: '2026-12-10T15:00:00.000Z',
  cancelled_at: null,
  slug: SEATED.slug,
  title: SEATED.title,
  starts_at: SEATED.starts_at,
  ends_at: '2026-12-16T01:00:00Z',
  path: PATH,
  expert_session: { ...SEATED, seats_left: 23 },
};

let calls: { method: string; url: string }[] = [];
let reserveAnswer: () => Response = () => HttpResponse.json(RESERVED, { status: 201 });
let listAnswer: () => Response = () => HttpResponse.json({ results: [] });
const server = setupServer(
  http.get('*/api/sessions-with-experts/reservations', ({ request }) => {
    calls.push({ method: 'GET', url: request.url });
    return listAnswer();
  }),
  http.post('*/api/sessions-with-experts/reservations', ({ request }) => {
    calls.push({ method: 'POST', url: request.url });
    return reserveAnswer();
  }),
  http.post('*/api/live-classes/reservations/:id/cancel', ({ request }) => {
    calls.push({ method: 'POST', url: request.url });
    return HttpResponse.json({
      ...RESERVED,
      status: 'cancelled',
      cancelled_at: '2026-12-10T16:00:00.000Z',
      expert_session: { ...SEATED, seats_left: 24 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  queryClient.clear();
  calls = [];
  reserveAnswer = () => HttpResponse.json(RESERVED, { status: 201 });
  listAnswer = () => HttpResponse.json({ results: [] });
});
afterAll(() => server.close());

const island = (
  <MemberReservation
    kind="expert-session"
    slug={SEATED.slug}
    path={PATH}
    classIsPro={false}
    state={{ kind: 'open', seatsLeft: 24 }}
    fallback={<p>La versión sin sesión</p>}
  />
);

describe('the member’s island for a session', () => {
  it('reserves on the sessions’ route and says «Tienes un lugar reservado en esta sesión.»', async () => {
    render(island);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar sesión' }));
    expect(await screen.findByText('Tienes un lugar reservado en esta sesión.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/sessions-with-experts/reservations',
      'POST /api/sessions-with-experts/reservations',
    ]);
  });

  it('reads the member’s seat in this session; «Cancelar reserva» frees it', async () => {
    listAnswer = () => HttpResponse.json({ results: [RESERVED] });
    render(island);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Cancelamos tu reserva. Tu lugar quedó libre.',
    );
    expect(screen.getByText('Quedan 24 lugares')).toBeTruthy();
    expect(new URL(calls.at(-1)!.url).pathname).toBe(
      `/api/live-classes/reservations/${RESERVED.id}/cancel`,
    );
  });

  it('a full session: the service’s message in an alert, «Sesión llena», no button', async () => {
    reserveAnswer = () =>
      HttpResponse.json(
        {
          error: true,
          code: 'CLASS_FULL',
          message: 'Esta sesión está llena. Ya no quedan lugares.',
        },
        { status: 409 },
      );
    const { container } = render(island);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esta sesión está llena. Ya no quedan lugares.',
    );
    expect(within(container).getByText('Sesión llena')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar sesión' })).toBeNull();
  });
});
