import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import { liveClassCard } from '@/test/live-classes';
import type { LiveClass } from '../_lib/load';
import { LiveClassCatalog } from './LiveClassCatalog';

vi.mock('next/link', () => import('@/test/next-link'));

const NOW = new Date('2026-11-26T15:00:00Z');

function liveClass(overrides: Partial<LiveClass> = {}): LiveClass {
  return liveClassCard({
    mentor: { ...liveClassCard().mentor!, slug: 'mentor-1' },
    ...overrides,
  });
}

const FACET = [
  { slug: 'yoga', label: 'Yoga', count: 7 },
  { slug: 'meditacion', label: 'Meditación', count: 1 },
];

function catalog(overrides: Partial<ResolvedCatalog<LiveClass>> = {}): ResolvedCatalog<LiveClass> {
  return {
    answer: { count: 8, results: [liveClass()], categories: FACET },
    category: null,
    filters: {},
    page: 1,
    pageCount: 1,
    notices: [],
    ...overrides,
  };
}

const renderCatalog = (value: ResolvedCatalog<LiveClass>) =>
  render(<LiveClassCatalog path="/clases-en-vivo" catalog={value} now={NOW} />);

describe('LiveClassCatalog', () => {
  it('offers every other category as a link, the current one marked, each with its count', () => {
    renderCatalog(catalog({ category: 'meditacion' }));
    const filter = screen.getByRole('navigation', { name: 'Filtrar por categoría' });
    const links = within(filter).getAllByRole('link');
    // The category shown is no link to the page it is on: it is marked.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/clases-en-vivo',
      '/clases-en-vivo?categoria=yoga',
    ]);
    const current = filter.querySelector('[aria-current="page"]');
    expect(current?.textContent).toContain('Meditación, 1 clase');
    expect(current?.closest('a')).toBeNull();
    expect(
      within(filter).getByRole('link', { name: 'Todas, 8 clases' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('on a later page, the current category leads back to its first page', () => {
    renderCatalog(catalog({ category: 'yoga', page: 2, pageCount: 2 }));
    const filter = screen.getByRole('navigation', { name: 'Filtrar por categoría' });
    const yoga = within(filter).getByRole('link', { name: 'Yoga, 7 clases' });
    expect(yoga.getAttribute('href')).toBe('/clases-en-vivo?categoria=yoga');
    expect(yoga.getAttribute('aria-current')).toBe('page');
  });

  it('heads the results with a heading that can take focus (after a change of page)', () => {
    renderCatalog(catalog({ category: 'yoga' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Clases de Yoga' });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('region', { name: 'Clases de Yoga' })).toBeTruthy();
  });

  it('says how many classes there are in a live region, and which page', () => {
    renderCatalog(
      catalog({
        answer: { count: 40, results: [liveClass()], categories: FACET },
        page: 2,
        pageCount: 4,
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('40 clases en vivo. Página 2 de 4.');
    const pagination = screen.getByRole('navigation', { name: 'Paginación' });
    expect(
      within(pagination)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === '/clases-en-vivo?pagina=3'),
    ).toBe(true);
  });

  it('explains an address it had to correct, without repeating it', () => {
    renderCatalog(catalog({ notices: ['categoria-invalida', 'pagina-inexistente'], pageCount: 4 }));
    expect(
      screen.getByText(
        'La categoría indicada en la dirección no es válida. Te mostramos todas las clases en vivo.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Esa página no existe: la lista tiene 4 páginas. Te mostramos la primera.'),
    ).toBeTruthy();
  });

  it('says when a category has no class, and leads back to all of them', () => {
    renderCatalog(
      catalog({ category: 'danza', answer: { count: 0, results: [], categories: FACET } }),
    );
    expect(screen.getByText('No hay clases en vivo de esta categoría por ahora.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver todas las clases en vivo' }).getAttribute('href'),
    ).toBe('/clases-en-vivo');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
  });

  it('offers the recorded classes when no class is scheduled at all', () => {
    renderCatalog(catalog({ answer: { count: 0, results: [], categories: [] } }));
    expect(screen.getByText('No hay clases en vivo programadas por ahora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver las clases grabadas' }).getAttribute('href')).toBe(
      '/clases-grabadas',
    );
    expect(screen.queryByRole('navigation', { name: 'Filtrar por categoría' })).toBeNull();
  });
});

describe('a class card', () => {
  it('shows the Lima date and time, duration, mentor and a placeholder without image', () => {
    const { container } = renderCatalog(catalog());
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Yoga prenatal' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Yoga prenatal' }).getAttribute('href')).toBe(
      '/clases-en-vivo/yoga-prenatal',
    );
    expect(card.textContent).toContain('jueves 17 de diciembre, 6:00 p. m.');
    expect(card.textContent).toContain('45 min');
    expect(card.textContent).toContain('Con Rosa Huamán Ccori');
    expect(container.querySelector('img')).toBeNull();
    // Without an action of the service that works, the card leads to its class.
    expect(within(card).getByRole('link', { name: 'Ver detalles' }).getAttribute('href')).toBe(
      '/clases-en-vivo/yoga-prenatal',
    );
  });

  it('marks a pro class for sighted and screen-reader users, and a class that has ended', () => {
    renderCatalog(
      catalog({
        answer: {
          count: 1,
          results: [liveClass({ is_pro: true, starts_at: '2026-11-23T19:00:00-05:00' })],
          categories: FACET,
        },
      }),
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Pro (para miembros pro)');
    expect(card.textContent).toContain('Finalizada');
  });

  const reserveHere = {
    title: 'Reservar mi lugar',
    link: '/clases-en-vivo/yoga-prenatal',
    is_external: false,
    is_new: false,
    is_pro: false,
  };

  it('offers no «Reservar mi lugar» that only leads to the class’s own page', () => {
    renderCatalog(
      catalog({
        answer: { count: 1, results: [liveClass({ actions: [reserveHere] })], categories: FACET },
      }),
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Ver detalles' })).toBeTruthy();
  });

  it('an ended class never offers to reserve: it leads to the recorded classes', () => {
    renderCatalog(
      catalog({
        answer: {
          count: 1,
          results: [
            liveClass({
              starts_at: '2026-11-23T19:00:00-05:00',
              actions: [{ ...reserveHere, link: '/clases-en-vivo/yoga-prenatal/reservar' }],
            }),
          ],
          categories: FACET,
        },
      }),
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Finalizada');
    expect(within(card).queryByRole('link', { name: /Reservar/ })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Ver clases grabadas' }).getAttribute('href'),
    ).toBe('/clases-grabadas');
  });

  it('uses the service’s first action that works (a page of its own)', () => {
    renderCatalog(
      catalog({
        answer: {
          count: 1,
          results: [
            liveClass({
              actions: [
                reserveHere,
                { ...reserveHere, link: '/clases-en-vivo/yoga-prenatal/reservar' },
              ],
            }),
          ],
          categories: FACET,
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Reservar mi lugar' }).getAttribute('href')).toBe(
      '/clases-en-vivo/yoga-prenatal/reservar',
    );
  });
});
