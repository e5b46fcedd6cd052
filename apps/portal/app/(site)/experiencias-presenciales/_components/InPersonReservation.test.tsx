import { render as renderWithoutPage, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSchema } from '@vivasalud/api-client/site';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageQueryClient } from '@/components/query/PageQueryClient';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { inPersonClass } from '@/test/in-person';
import { MemberReservation } from '../../clases-en-vivo/_components/MemberReservation';
import { InPersonReservation, SHOWN_OCCURRENCES } from './InPersonReservation';

vi.mock('next/link', () => import('@/test/next-link'));

/**
 * «Próximas fechas» of an in-person class (issue #29): the block as the cached HTML has it (a
 * visitor's: each date, its places, a form per date), and the member's island of one date with
 * the in-person kind — its route, its words.
 */

const queryClient = createPageQueryClient();
const render = (ui: ReactElement) =>
  renderWithoutPage(ui, {
    wrapper: ({ children }) => <QueryClientSlot client={queryClient}>{children}</QueryClientSlot>,
  });

type Occurrence = SiteSchema<'InPersonOccurrence'>;
const CLASS = 'hatha-yoga-para-principiantes';
const PATH = `/experiencias-presenciales/${CLASS}`;

function occurrence(day: string, overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    slug: `${CLASS}--${day}-0700`,
    class_slug: CLASS,
    starts_at: `${day}T07:00:00-05:00`,
    ends_at: `${day}T08:00:00-05:00`,
    duration_minutes: 60,
    capacity: 20,
    seats_left: 12,
    reservation_closes_at: `${day}T06:55:00-05:00`,
    ...overrides,
  };
}

const MONDAY = occurrence('2026-11-30');
const WEDNESDAY = occurrence('2026-12-02', { seats_left: 0 });
const NEXT_YEAR = occurrence('2027-01-04', { seats_left: 1 });
const NOW = new Date('2026-11-26T15:00:00Z');

describe('«Próximas fechas» (the cached HTML)', () => {
  it('lists each date in Lima with its places; «Reservar» posts that date to the route, without JavaScript', () => {
    render(
      <InPersonReservation occurrences={[MONDAY, WEDNESDAY, NEXT_YEAR]} path={PATH} now={NOW} />,
    );
    const block = screen.getByRole('region', { name: 'Próximas fechas' });
    const items = within(block).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      'lunes 30 de noviembre, de 7:00 a 8:00 a. m.',
      'miércoles 2 de diciembre, de 7:00 a 8:00 a. m.',
      'lunes 4 de enero de 2027, de 7:00 a 8:00 a. m.',
    ]);
    expect(within(items[0]!).getByText('Quedan 12 lugares')).toBeTruthy();
    const button = within(items[0]!).getByRole('button', {
      name: 'Reservar del lunes 30 de noviembre, de 7:00 a 8:00 a. m.',
    });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/inperson-classes/reservations');
    expect(form.querySelector('input[name="slug"]')?.getAttribute('value')).toBe(MONDAY.slug);
    expect(within(items[2]!).getByText('Queda 1 lugar')).toBeTruthy();
  });

  it('a full date says «Completo» and offers no button', () => {
    render(<InPersonReservation occurrences={[WEDNESDAY]} path={PATH} now={NOW} />);
    expect(screen.getByText('Completo')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves out the dates that have ended and shows at most six', () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      occurrence(`2026-12-${String(index + 1).padStart(2, '0')}`),
    );
    render(
      <InPersonReservation
        occurrences={many}
        path={PATH}
        now={new Date('2026-12-01T14:00:00Z')} // 9:00 in Lima on 1 December: its class ended
      />,
    );
    const dates = screen.getAllByRole('listitem').map((item) => item.querySelector('time')!);
    expect(dates).toHaveLength(SHOWN_OCCURRENCES);
    expect(dates[0]!.getAttribute('dateTime')).toBe('2026-12-02T07:00:00-05:00');
  });

  it('no dates, or the service failing: says so honestly', () => {
    const { unmount } = render(<InPersonReservation occurrences={[]} path={PATH} now={NOW} />);
    expect(screen.getByText('Por ahora no hay fechas para reservar en esta clase.')).toBeTruthy();
    unmount();
    render(<InPersonReservation occurrences={null} path={PATH} now={NOW} />);
    expect(screen.getByText(/No pudimos cargar las próximas fechas/)).toBeTruthy();
  });
});

const RESERVED: SiteSchema<'Reservation'> = {
  id: '5d2f9c74-4b3a-4e5c-9cad-9e8f7a6b5c4d',
  kind: 'inperson-class',
  status: 'reserved',
  created_at: '2026-11-26T15:00:00.000Z',
  cancelled_at: null,
  slug: MONDAY.slug,
  title: 'Hatha yoga para principiantes',
  starts_at: MONDAY.starts_at,
  ends_at: MONDAY.ends_at,
  path: PATH,
  inperson_occurrence: { ...MONDAY, seats_left: 11 },
  inperson_class: inPersonClass(),
};

let calls: string[] = [];
let listAnswer: () => Response = () => HttpResponse.json({ results: [] });
const server = setupServer(
  http.get('*/api/inperson-classes/reservations', ({ request }) => {
    calls.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return listAnswer();
  }),
  http.post('*/api/inperson-classes/reservations', ({ request }) => {
    calls.push(`POST ${new URL(request.url).pathname}`);
    return HttpResponse.json(RESERVED, { status: 201 });
  }),
  http.post('*/api/live-classes/reservations/:id/cancel', ({ request }) => {
    calls.push(`POST ${new URL(request.url).pathname}`);
    return HttpResponse.json({
      ...RESERVED,
      status: 'cancelled',
      cancelled_at: '2026-11-26T16:00:00.000Z',
      inperson_occurrence: MONDAY,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  queryClient.clear();
  calls = [];
  listAnswer = () => HttpResponse.json({ results: [] });
});
afterAll(() => server.close());

const island = (
  <MemberReservation
    kind="inperson-class"
    slug={MONDAY.slug}
    path={PATH}
    classIsPro={false}
    state={{ kind: 'open', seatsLeft: 12 }}
    context="del lunes 30 de noviembre"
    fallback={<p>La versión sin sesión</p>}
  />
);

describe('the member’s island of one date', () => {
  it('reserves that date on the in-person route and says «Reservada.»', async () => {
    render(island);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reservar del lunes 30 de noviembre' }),
    );
    expect(await screen.findByText('Reservada.')).toBeTruthy();
    expect(calls).toEqual([
      'GET /api/inperson-classes/reservations',
      'POST /api/inperson-classes/reservations',
    ]);
  });

  it('the dates on the page ask for the member’s reservations once; each island finds its own', async () => {
    listAnswer = () => HttpResponse.json({ results: [RESERVED] });
    const dateIsland = (date: Occurrence, context: string) => (
      <MemberReservation
        key={date.slug}
        kind="inperson-class"
        slug={date.slug}
        path={PATH}
        classIsPro={false}
        state={{ kind: 'open', seatsLeft: 12 }}
        context={context}
        fallback={<p>La versión sin sesión</p>}
      />
    );
    render(
      <>
        {dateIsland(MONDAY, 'del lunes 30 de noviembre')}
        {dateIsland(NEXT_YEAR, 'del lunes 4 de enero de 2027')}
      </>,
    );
    expect(
      await screen.findByRole('button', { name: 'Cancelar reserva del lunes 30 de noviembre' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Reservar del lunes 4 de enero de 2027' }),
    ).toBeTruthy();
    expect(calls).toEqual(['GET /api/inperson-classes/reservations']);
  });

  it('a reserved date: «Cancelar reserva» (named by its date) frees the place', async () => {
    listAnswer = () => HttpResponse.json({ results: [RESERVED] });
    render(island);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancelar reserva del lunes 30 de noviembre' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Cancelamos tu reserva. Tu lugar quedó libre.',
    );
    expect(screen.getByText('Quedan 12 lugares')).toBeTruthy();
    expect(calls.at(-1)).toBe(`POST /api/live-classes/reservations/${RESERVED.id}/cancel`);
  });
});
