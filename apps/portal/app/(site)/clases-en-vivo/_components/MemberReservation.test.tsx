import { render as renderWithoutPage, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSchema } from '@vivasalud/api-client/site';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageQueryClient } from '@/components/query/PageQueryClient';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { MemberReservation, type MemberReservationProps } from './MemberReservation';
import { ReservationSlot } from './ReservationSlot';
import { liveClassCard } from '@/test/live-classes';

vi.mock('next/link', () => import('@/test/next-link'));

const queryClient = createPageQueryClient();
const render = (ui: ReactElement) =>
  renderWithoutPage(ui, {
    wrapper: ({ children }) => <QueryClientSlot client={queryClient}>{children}</QueryClientSlot>,
  });

const PATH = '/clases-en-vivo/yoga-prenatal';
const ID = '3b0d7a52-2f1e-4c3a-9a8b-7c6d5e4f3a2b';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const LIVE_CLASS: SiteSchema<'LiveClass'> = liveClassCard({
  copy: null,
  mentor: null,
  seats_left: 2,
});
const RESERVED: SiteSchema<'Reservation'> = {
  id: ID,
  status: 'reserved',
  created_at: '2026-11-28T15:00:00.000Z',
  cancelled_at: null,
  kind: 'live-class',
  slug: LIVE_CLASS.slug,
  title: LIVE_CLASS.title,
  starts_at: LIVE_CLASS.starts_at,
  ends_at: LIVE_CLASS.starts_at,
  path: `/clases-en-vivo/${LIVE_CLASS.slug}`,
  live_class: LIVE_CLASS,
};
const CANCELLED: SiteSchema<'Reservation'> = {
  ...RESERVED,
  status: 'cancelled',
  cancelled_at: '2026-11-28T16:00:00.000Z',
  live_class: { ...LIVE_CLASS, seats_left: 3 },
};

const PROPS: MemberReservationProps = {
  slug: 'yoga-prenatal',
  path: PATH,
  classIsPro: false,
  state: { kind: 'open', seatsLeft: 3 },
  calendar: { href: 'data:text/calendar,x', download: 'yoga-prenatal.ics', reminderMinutes: 30 },
};
const FALLBACK = <p>La versión sin sesión</p>;

interface Call {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}
let calls: Call[] = [];
let listAnswer: () => Response = () => HttpResponse.json({ results: [] });
let reserveAnswers: (() => Response | Promise<Response>)[] = [];
let cancelAnswer: () => Response = () => HttpResponse.json(CANCELLED);

const server = setupServer(
  http.get('*/api/live-classes/reservations', ({ request }) => {
    calls.push({ method: 'GET', url: request.url, key: null, body: undefined });
    return listAnswer();
  }),
  http.post('*/api/live-classes/reservations', async ({ request }) => {
    calls.push({
      method: 'POST',
      url: request.url,
      key: request.headers.get('idempotency-key'),
      body: await request.json(),
    });
    return (reserveAnswers.shift() ?? (() => HttpResponse.json(RESERVED, { status: 201 })))();
  }),
  http.post('*/api/live-classes/reservations/:id/cancel', ({ request }) => {
    calls.push({ method: 'POST', url: request.url, key: null, body: undefined });
    return cancelAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  queryClient.clear();
  calls = [];
  listAnswer = () => HttpResponse.json({ results: [] });
  reserveAnswers = [];
  cancelAnswer = () => HttpResponse.json(CANCELLED);
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const reserveButton = () => screen.findByRole('button', { name: 'Reservar mi lugar' });
const posts = () => calls.filter((call) => call.method === 'POST');

describe('the member’s reserving island', () => {
  it('one press reserves with a UUID key, the button disabled meanwhile; then says so, focused', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    reserveAnswers = [
      async () => {
        await held;
        return HttpResponse.json(RESERVED, { status: 201 });
      },
    ];
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    expect(await screen.findByText('Quedan 3 lugares')).toBeTruthy();
    await userEvent.click(await reserveButton());
    const pending = await screen.findByRole('button', { name: 'Reservando…' });
    expect(pending).toHaveProperty('disabled', true);
    release();
    const reserved = await screen.findByText('Tienes un lugar reservado en esta clase.');
    await waitFor(() => expect(document.activeElement).toBe(reserved.parentElement));
    expect(screen.getByRole('link', { name: /Añadir a mi calendario/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar reserva' })).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.key).toMatch(UUID);
    expect(posts()[0]!.body).toEqual({ slug: 'yoga-prenatal' });
  });

  it('reads the member’s reservation of this class: already reserved, no form', async () => {
    listAnswer = () => HttpResponse.json({ results: [RESERVED] });
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    expect(await screen.findByText('Tienes un lugar reservado en esta clase.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar mi lugar' })).toBeNull();
    // The member's reservations of the kind, one request for the page; the island picks its own.
    expect(calls.map((call) => new URL(call.url).pathname + new URL(call.url).search)).toEqual([
      '/api/live-classes/reservations',
    ]);
  });

  it('«Cancelar reserva» cancels with one press and offers to reserve again, with the seats', async () => {
    listAnswer = () => HttpResponse.json({ results: [RESERVED] });
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Cancelamos tu reserva. Tu lugar quedó libre.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByText('Quedan 3 lugares')).toBeTruthy();
    expect(await reserveButton()).toBeTruthy();
    expect(posts().map((call) => new URL(call.url).pathname)).toEqual([
      `/api/live-classes/reservations/${ID}/cancel`,
    ]);
  });

  it('a full class: the service’s message in a focused alert, «Clase llena», no button', async () => {
    reserveAnswers = [
      () =>
        HttpResponse.json(
          {
            error: true,
            code: 'CLASS_FULL',
            message: 'Esta clase está llena. Ya no quedan lugares.',
          },
          { status: 409 },
        ),
    ];
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    await userEvent.click(await reserveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Esta clase está llena. Ya no quedan lugares.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByText('Clase llena')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reservar mi lugar' })).toBeNull();
  });

  it('the service down: says so, and the retry sends the same key', async () => {
    reserveAnswers = [
      () =>
        HttpResponse.json(
          { error: true, code: 'UPSTREAM_ERROR', message: 'No pudimos conectar.' },
          { status: 502 },
        ),
    ];
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    await userEvent.click(await reserveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos conectar con el servicio de reservas. Inténtalo nuevamente en unos minutos.',
    );
    await userEvent.click(await reserveButton());
    expect(await screen.findByText('Tienes un lugar reservado en esta clase.')).toBeTruthy();
    const [first, second] = posts();
    expect(first!.key).toMatch(UUID);
    expect(second!.key).toBe(first!.key);
  });

  it('a new attempt after a reservation cancelled gets a new key', async () => {
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    await userEvent.click(await reserveButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    await userEvent.click(await reserveButton());
    await screen.findByText('Tienes un lugar reservado en esta clase.');
    const keys = posts()
      .map((call) => call.key)
      .filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('back from the login with ?reservar=1: reserves without a press, once, and forgets it', async () => {
    window.history.replaceState(null, '', `${PATH}?reservar=1`);
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    expect(await screen.findByText('Tienes un lugar reservado en esta clase.')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe(PATH);
  });

  it('?reservar=1 with the service down: tries once and says so in an alert', async () => {
    listAnswer = () =>
      HttpResponse.json({ error: true, code: 'UPSTREAM_ERROR', message: 'x' }, { status: 502 });
    reserveAnswers = [() => HttpResponse.error()];
    window.history.replaceState(null, '', `${PATH}?reservar=1`);
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos conectar con el servicio de reservas. Inténtalo nuevamente en unos minutos.',
    );
    expect(posts()).toHaveLength(1);
    expect(window.location.search).toBe('');
  });

  it('?reservar=1 with a seat already held: no second reservation, the parameter gone', async () => {
    listAnswer = () => HttpResponse.json({ results: [RESERVED] });
    window.history.replaceState(null, '', `${PATH}?reservar=1`);
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    await screen.findByText('Tienes un lugar reservado en esta clase.');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(posts()).toEqual([]);
  });

  it('a pro class and a member who is not pro: what Pro is, not an error', async () => {
    reserveAnswers = [
      () =>
        HttpResponse.json(
          {
            error: true,
            code: 'NOT_PRO',
            message: 'Este servicio es exclusivo para miembros Pro.',
          },
          { status: 403 },
        ),
    ];
    render(<MemberReservation {...PROPS} classIsPro fallback={FALLBACK} />);
    await userEvent.click(await reserveButton());
    expect(await screen.findByRole('heading', { name: 'Clase Pro' })).toBeTruthy();
    expect(screen.getByText(/Tu membresía actual no incluye esta clase/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no session after all (401): the visitor’s version, whose form goes to the login', async () => {
    listAnswer = () =>
      HttpResponse.json({ error: true, code: 'UNAUTHORIZED', message: 'x' }, { status: 401 });
    render(<MemberReservation {...PROPS} fallback={FALLBACK} />);
    expect(await screen.findByText('La versión sin sesión')).toBeTruthy();
  });
});

describe('ReservationSlot', () => {
  it('a visitor keeps the cached HTML’s block and loads nothing', async () => {
    render(
      <ReservationSlot {...PROPS}>
        <p>El bloque de la página</p>
      </ReservationSlot>,
    );
    expect(screen.getByText('El bloque de la página')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a signed-in member gets the island, which reads their reservation', async () => {
    const { publishSession, resetChromeSession } = await import('@/components/session/snapshot');
    publishSession(
      {
        known: true,
        signedIn: true,
        user: { name: 'Lucía', documentNumber: null },
        isPro: false,
        logoutLoading: false,
        maybeSignedIn: true,
      },
      () => undefined,
    );
    try {
      listAnswer = () => HttpResponse.json({ results: [RESERVED] });
      render(
        <ReservationSlot {...PROPS}>
          <p>El bloque de la página</p>
        </ReservationSlot>,
      );
      expect(await screen.findByText('Tienes un lugar reservado en esta clase.')).toBeTruthy();
      expect(screen.queryByText('El bloque de la página')).toBeNull();
    } finally {
      resetChromeSession();
    }
  });
});
