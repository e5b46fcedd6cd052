import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveClassDetail } from '@/test/live-classes';
import type { LiveClassDetail } from '../_lib/load';
import { LiveClassDetailView } from './LiveClassDetailView';

vi.mock('next/link', () => import('@/test/next-link'));

const NOW = new Date('2026-11-26T15:00:00Z');
const PATH = '/clases-en-vivo/yoga-prenatal';

function detail(overrides: Partial<LiveClassDetail> = {}): LiveClassDetail {
  return liveClassDetail({
    actions: [
      {
        title: 'Reservar mi lugar',
        link: PATH,
        is_external: false,
        is_new: false,
        is_pro: false,
      },
    ],
    ...overrides,
  });
}

const renderDetail = (value: LiveClassDetail) =>
  render(
    <LiveClassDetailView liveClass={value} path={PATH} site="http://localhost:3000" now={NOW} />,
  );

const links = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('LiveClassDetailView', () => {
  it('a class to come: no «Reservar mi lugar» leading to this same page; the calendar file', () => {
    renderDetail(detail());
    const schedule = screen.getByRole('complementary', { name: 'Horario' });
    expect(within(schedule).queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(within(schedule).getByRole('link', { name: /Añadir a mi calendario/ })).toBeTruthy();
    // No link of the page leads to the page itself.
    expect(links(document.body)).not.toContain(PATH);
  });

  it('an ended class says so, never offers to reserve, and leads to the recorded classes', () => {
    renderDetail(
      detail({
        starts_at: '2026-11-23T19:00:00-05:00',
        ends_at: '2026-11-23T19:45:00-05:00',
        actions: [
          {
            title: 'Reservar mi lugar',
            link: `${PATH}/reservar`,
            is_external: false,
            is_new: false,
            is_pro: false,
          },
        ],
      }),
    );
    const schedule = screen.getByRole('complementary', { name: 'Horario' });
    expect(schedule.textContent).toContain('Esta clase ya terminó.');
    expect(within(schedule).queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(links(schedule)).toEqual(['/clases-grabadas']);
  });

  it('a class to come: the seats left and «Reservar mi lugar», a form that posts without JavaScript', () => {
    renderDetail(detail());
    const schedule = screen.getByRole('complementary', { name: 'Horario' });
    expect(schedule.textContent).toContain('Quedan 4 lugares');
    const button = within(schedule).getByRole('button', { name: 'Reservar mi lugar' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/live-classes/reservations');
    expect(Object.fromEntries(new FormData(form))).toEqual({ slug: 'yoga-prenatal' });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it.each<[string, Partial<LiveClassDetail>, string]>([
    ['one seat left', { seats_left: 1 }, 'Queda 1 lugar'],
    ['a full class', { seats_left: 0 }, 'Clase llena'],
    [
      'reserving closed',
      {
        reservation_closes_at: '2026-11-26T09:55:00-05:00',
        starts_at: '2026-11-26T10:00:00-05:00',
      },
      'Las reservas cerraron',
    ],
  ])('%s says «%s»', (_, overrides, text) => {
    renderDetail(detail(overrides));
    const schedule = screen.getByRole('complementary', { name: 'Horario' });
    expect(schedule.textContent).toContain(text);
    const open = overrides.seats_left === 1;
    expect(within(schedule).queryByRole('button', { name: 'Reservar mi lugar' }) !== null).toBe(
      open,
    );
  });

  it('an ended class shows no seats and no form', () => {
    renderDetail(detail({ starts_at: '2026-11-23T19:00:00-05:00', seats_left: 0 }));
    const schedule = screen.getByRole('complementary', { name: 'Horario' });
    expect(schedule.textContent).not.toMatch(/lugar|Clase llena|reservas cerraron/);
    expect(schedule.querySelector('form')).toBeNull();
  });

  it('names who teaches without «Tu mentor» (Imparte), with the mentor’s own title', () => {
    renderDetail(detail());
    const mentor = screen.getByRole('region', { name: 'Imparte: Rosa Huamán Ccori' });
    expect(mentor.textContent).toContain('Instructora de yoga');
    expect(screen.queryByText(/Tu mentor/)).toBeNull();
  });
});
