import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DONE, HALFWAY, LATER, liveClass, NOW, PAST, reservation, UPCOMING } from '@/test/my-space';
import { inPersonClass } from '@/test/in-person';
import { MySpaceView, type MySpaceViewProps } from './MySpaceView';

vi.mock('next/link', () => import('@/test/next-link'));

const SITE = 'http://localhost:3000';
const renderView = (props: Partial<MySpaceViewProps> = {}) =>
  render(
    <MySpaceView
      reservations={[UPCOMING, LATER, PAST]}
      progress={[HALFWAY, DONE]}
      now={NOW}
      site={SITE}
      {...props}
    />,
  );

const part = (name: string) => screen.getByRole('region', { name });

describe('MySpaceView', () => {
  describe('for a member with reservations and recorded classes', () => {
    it('lists the upcoming reservations with their day in Lima, mentor, calendar file and cancel form', () => {
      renderView();
      const upcoming = part('Mis reservas');
      const items = within(upcoming).getAllByRole('listitem');
      expect(
        items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(['Yoga al amanecer', 'Pilates de noche']);
      const first = within(items[0]!);
      expect(first.getByRole('link', { name: 'Yoga al amanecer' }).getAttribute('href')).toBe(
        '/clases-en-vivo/yoga-al-amanecer',
      );
      expect(items[0]!.textContent).toContain('jueves 3 de diciembre, 8:00 a. m. (hora de Lima)');
      expect(items[0]!.textContent).toContain('Con Lucía Paredes');
      const calendar = first.getByRole('link', { name: /Añadir a mi calendario/ });
      expect(calendar.getAttribute('download')).toBe('clase-yoga-al-amanecer.ics');
      expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar/);

      const cancel = first.getByRole('button', { name: 'Cancelar reserva de «Yoga al amanecer»' });
      const form = cancel.closest('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(
        `/api/live-classes/reservations/${UPCOMING.id}/cancel`,
      );
      expect(cancel.getAttribute('type')).toBe('submit');
      expect(Object.fromEntries(new FormData(form))).toEqual({
        redirect: '/mi-espacio?reserva=yoga-al-amanecer&resultado=cancelada',
      });
    });

    it('offers no cancel for a class under way', () => {
      const underWay = reservation(
        '5a1e2f3d-6b7c-4d8e-9f4a-5b6c7d8e9f0a',
        liveClass('en-curso', 'Clase en curso', '2026-11-26T09:50:00-05:00'),
      );
      renderView({ reservations: [underWay] });
      const upcoming = part('Mis reservas');
      expect(within(upcoming).queryByRole('button', { name: /Cancelar reserva/ })).toBeNull();
      expect(upcoming.textContent).toContain('La clase ya empezó');
    });

    it('lists the past classes apart, without cancel', () => {
      renderView();
      const past = part('Clases pasadas');
      expect(within(past).getByRole('link', { name: 'Meditación guiada' })).toBeTruthy();
      expect(within(past).queryByRole('button')).toBeNull();
    });

    it('shows the recorded classes started in «Continuar viendo» with their progress bar', () => {
      renderView();
      const watching = part('Continuar viendo');
      expect(within(watching).getByRole('link', { name: 'Yoga exprés' }).getAttribute('href')).toBe(
        '/clases-grabadas/yoga-expres',
      );
      const bar = within(watching).getByRole('progressbar', { name: 'Avance de Yoga exprés' });
      expect(bar.getAttribute('value')).toBe('40');
      expect(watching.textContent).toContain('Vas en 12:34');
      expect(watching.textContent).toContain('12 minutos y 34 segundos');
      expect(within(watching).queryByRole('link', { name: 'Pilates básico' })).toBeNull();
    });

    it('lists the finished ones in «Clases completadas»', () => {
      renderView();
      const done = part('Clases completadas');
      expect(within(done).getByRole('link', { name: 'Pilates básico' })).toBeTruthy();
      expect(done.textContent).toContain('Vista');
      expect(within(done).queryByRole('progressbar')).toBeNull();
    });

    it('says what each empty section lacks and where to find it', () => {
      renderView({ reservations: [PAST], progress: [DONE] });
      const upcoming = part('Mis reservas');
      expect(upcoming.textContent).toContain('No tienes clases ni sesiones reservadas.');
      expect(
        within(upcoming)
          .getByRole('link', { name: 'Reserva una clase en vivo' })
          .getAttribute('href'),
      ).toBe('/clases-en-vivo');
      expect(part('Continuar viendo').textContent).toContain('No tienes clases grabadas a medias.');
    });
  });

  describe('for a new member', () => {
    it('welcomes them and leads to both catalogs instead of empty sections', () => {
      renderView({ reservations: [], progress: [] });
      const welcome = part('Aún no tienes actividad');
      expect(
        within(welcome)
          .getByRole('link', { name: 'Reserva una clase en vivo' })
          .getAttribute('href'),
      ).toBe('/clases-en-vivo');
      expect(
        within(welcome).getByRole('link', { name: 'Mira una clase grabada' }).getAttribute('href'),
      ).toBe('/clases-grabadas');
      expect(screen.queryByRole('region', { name: 'Mis reservas' })).toBeNull();
    });
  });

  describe('when the service could not answer', () => {
    it.each([
      [
        'the reservations',
        { reservations: null },
        ['Mis reservas', 'Clases pasadas'],
        ['Continuar viendo'],
      ],
      [
        'the progress',
        { progress: null },
        ['Continuar viendo', 'Clases completadas'],
        ['Mis reservas'],
      ],
    ] as const)('says so where %s go, and shows the rest', (_, props, failed, shown) => {
      renderView(props);
      for (const name of failed) {
        expect(part(name).textContent).toContain('No pudimos cargar');
      }
      for (const name of shown) {
        expect(part(name).textContent).not.toContain('No pudimos cargar');
      }
    });

    it('never takes a failure for a new member', () => {
      renderView({ reservations: null, progress: null });
      expect(screen.queryByRole('region', { name: 'Aún no tienes actividad' })).toBeNull();
      expect(screen.getAllByText(/el servicio no responde/)).toHaveLength(4);
    });
  });
});

describe('a session with an expert among the reservations (issue #29)', () => {
  it('links to its page, says it is a session with its expert, and cancels with the same form', () => {
    const session = {
      ...reservation(
        '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        liveClass('sin-uso', 'Sin uso', '2026-12-05T19:00:00-05:00'),
      ),
      kind: 'expert-session' as const,
      slug: 'conoce-tu-presion-arterial',
      title: 'Conoce tu presión arterial',
      starts_at: '2026-12-05T19:00:00-05:00',
      ends_at: '2026-12-05T20:00:00-05:00',
      path: '/sesiones-con-expertos/conoce-tu-presion-arterial',
      live_class: undefined,
      expert_session: {
        slug: 'conoce-tu-presion-arterial',
        title: 'Conoce tu presión arterial',
        expert: { name: 'Jorge Salas Vega', specialty: 'Cardiología' },
        description: 'La presión alta no avisa.',
        starts_at: '2026-12-05T19:00:00-05:00',
        duration_minutes: 60,
        mode: 'online' as const,
        actions: [],
        capacity: 20,
        seats_left: 12,
        reservation_closes_at: '2026-12-05T18:55:00-05:00',
      },
    };
    render(
      <MySpaceView reservations={[session]} progress={[]} now={NOW} site="https://vivasalud.pe" />,
    );
    const card = screen.getByRole('link', { name: 'Conoce tu presión arterial' }).closest('li')!;
    expect(
      within(card).getByRole('link', { name: 'Conoce tu presión arterial' }).getAttribute('href'),
    ).toBe('/sesiones-con-expertos/conoce-tu-presion-arterial');
    expect(card.textContent).toContain('Sesión con experto · ');
    expect(card.textContent).toContain('Con Jorge Salas Vega');
    expect(
      within(card)
        .getByRole('link', { name: /Añadir a mi calendario/ })
        .getAttribute('download'),
    ).toBe('sesion-conoce-tu-presion-arterial.ics');
    const cancel = within(card)
      .getByRole('button', { name: /Cancelar reserva/ })
      .closest('form')!;
    expect(cancel.getAttribute('action')).toBe(
      `/api/live-classes/reservations/${session.id}/cancel`,
    );
    expect(cancel.querySelector('input[name="redirect"]')?.getAttribute('value')).toBe(
      '/mi-espacio?reserva=conoce-tu-presion-arterial&tipo=sesion&resultado=cancelada',
    );
  });
});

describe('a date of an in-person class among the reservations (issue #29)', () => {
  it('says it is in person, where (place and address), and cancels with the same form', () => {
    const slug = 'hatha-yoga-para-principiantes--2026-11-30-0700';
    const { live_class: _unused, ...common } = reservation(
      '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
      liveClass('sin-uso', 'Sin uso', '2026-11-30T07:00:00-05:00'),
    );
    const inPerson = {
      ...common,
      kind: 'inperson-class' as const,
      slug,
      title: 'Hatha yoga para principiantes',
      starts_at: '2026-11-30T07:00:00-05:00',
      ends_at: '2026-11-30T08:00:00-05:00',
      path: '/experiencias-presenciales/hatha-yoga-para-principiantes',
      inperson_occurrence: {
        slug,
        class_slug: 'hatha-yoga-para-principiantes',
        starts_at: '2026-11-30T07:00:00-05:00',
        ends_at: '2026-11-30T08:00:00-05:00',
        duration_minutes: 60,
        capacity: 20,
        seats_left: 19,
        reservation_closes_at: '2026-11-30T06:55:00-05:00',
      },
      inperson_class: inPersonClass(),
    };
    render(
      <MySpaceView reservations={[inPerson]} progress={[]} now={NOW} site="https://vivasalud.pe" />,
    );
    const card = screen.getByRole('link', { name: 'Hatha yoga para principiantes' }).closest('li')!;
    expect(card.textContent).toContain('Clase presencial · lunes 30 de noviembre, 7:00 a. m.');
    expect(card.textContent).toContain('En Sede Miraflores, Av. José Larco 812, Miraflores');
    const cancel = within(card)
      .getByRole('button', { name: /Cancelar reserva/ })
      .closest('form')!;
    expect(cancel.getAttribute('action')).toBe(
      `/api/live-classes/reservations/${inPerson.id}/cancel`,
    );
    expect(cancel.querySelector('input[name="redirect"]')?.getAttribute('value')).toBe(
      `/mi-espacio?reserva=${slug}&tipo=presencial&resultado=cancelada`,
    );
  });
});
