import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ExpertSession } from '../_lib/specialty';
import { ExpertSessionDetailView } from './ExpertSessionDetailView';
import { expertSession } from './testData';

vi.mock('next/link', () => import('@/test/next-link'));

const NOW = new Date('2026-11-26T15:00:00Z');
const PATH = '/sesiones-con-expertos/come-rico-en-las-fiestas';

const RESOURCES = [
  { slug: 'clases-en-vivo', title: 'Clases en vivo', file: null, copy: 'c', actions: [] },
  {
    slug: 'experiencias-presenciales',
    title: 'Experiencias presenciales',
    file: null,
    copy: 'e',
    actions: [],
  },
  { slug: 'telemedicina', title: 'Telemedicina', file: null, copy: 't', actions: [] },
];

const renderDetail = (session: ExpertSession) =>
  render(
    <ExpertSessionDetailView
      session={session}
      path={PATH}
      site="http://localhost:3000"
      now={NOW}
      resources={RESOURCES as never}
      resourcesHeading="También te puede interesar"
    />,
  );

describe('ExpertSessionDetailView', () => {
  it('shows the expert, their registration, the date in Lima, the mode and the price in soles', () => {
    renderDetail(expertSession());
    expect(
      screen.getByRole('heading', { level: 1, name: /come rico y con equilibrio/ }),
    ).toBeTruthy();
    const expert = screen.getByRole('region', { name: 'Con Rosa Ccori Valdivia' });
    expect(within(expert).getByText('Nutrición')).toBeTruthy();
    expect(expert.textContent).toContain('CNP N.º 04521');
    expect(within(expert).getByTitle('Colegio de Nutricionistas del Perú')).toBeTruthy();
    const facts = screen.getByRole('complementary', { name: 'Fecha y detalles' });
    expect(facts.textContent).toContain('martes 15 de diciembre, 7:00 p. m. (hora de Lima)');
    expect(facts.textContent).toContain('1 h');
    expect(facts.textContent).toContain('En línea');
    expect(facts.textContent).toContain('S/ 35.00');
  });

  it('offers the calendar file, and no «Reservar sesión» that leads back to this page', () => {
    renderDetail(expertSession());
    const facts = screen.getByRole('complementary', { name: 'Fecha y detalles' });
    const calendar = within(facts).getByRole('link', { name: /Añadir a mi calendario/ });
    expect(calendar.getAttribute('download')).toBe('sesion-come-rico-en-las-fiestas.ics');
    expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar/);
    expect(within(facts).queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(within(facts).queryByRole('button')).toBeNull();
  });

  it('a free session in person, without registration nor photo: «Gratis», «Presencial», initials', () => {
    renderDetail(
      expertSession({
        price: null,
        mode: 'presencial',
        expert: { name: 'Ana Lucía Torres Gamarra', specialty: 'Pediatría', photo: null },
      }),
    );
    const facts = screen.getByRole('complementary', { name: 'Fecha y detalles' });
    expect(facts.textContent).toContain('Gratis');
    expect(facts.textContent).toContain('Presencial');
    const expert = screen.getByRole('region', { name: 'Con Ana Lucía Torres Gamarra' });
    expect(expert.textContent).not.toContain('N.º');
    expect(within(expert).queryByRole('img')).toBeNull();
    expect(expert.textContent).toContain('AT');
  });

  it('a session that has passed says so and offers no calendar file', () => {
    renderDetail(expertSession({ starts_at: '2026-11-20T00:00:00Z' }));
    const facts = screen.getByRole('complementary', { name: 'Fecha y detalles' });
    expect(facts.textContent).toContain('Esta sesión ya pasó');
    expect(within(facts).queryByRole('link', { name: /Añadir a mi calendario/ })).toBeNull();
  });

  it('relates the "experiencias" resources plus one class or guide (spec §2)', () => {
    renderDetail(expertSession());
    const titles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toContain('Experiencias presenciales');
    expect(titles).toContain('Clases en vivo');
    expect(titles).not.toContain('Telemedicina');
  });
});
