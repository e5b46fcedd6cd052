import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import { IN_PERSON_FACETS, inPersonClass } from '@/test/in-person';
import type { InPersonAnswer, InPersonClass } from '../_lib/load';
import { InPersonCatalog } from './InPersonCatalog';
import { Locations } from './Locations';

vi.mock('next/link', () => import('@/test/next-link'));

function catalog(
  overrides: Partial<ResolvedCatalog<InPersonClass>> = {},
  answer: Partial<InPersonAnswer> = {},
): ResolvedCatalog<InPersonClass> {
  return {
    answer: {
      count: 14,
      results: [
        inPersonClass(),
        inPersonClass({
          slug: 'tai-chi-comunitario',
          title: 'Tai chi comunitario',
          discipline: 'tai-chi',
          discipline_label: 'Tai chi',
          price: null,
          location: {
            name: 'Parque Campo de Marte',
            address: 'Av. de la Peruanidad s/n',
            district: 'Jesús María',
            district_slug: 'jesus-maria',
          },
          schedule: [{ weekday: 6, start_time: '08:00', end_time: '09:00' }],
        }),
      ],
      ...IN_PERSON_FACETS,
      ...answer,
    } as InPersonAnswer,
    category: null,
    filters: {},
    page: 1,
    pageCount: 2,
    notices: [],
    ...overrides,
  };
}

describe('InPersonCatalog', () => {
  it('shows each class with its discipline, place, weekly schedule and lowest price', () => {
    render(<InPersonCatalog catalog={catalog()} />);
    const [yoga, taiChi] = screen.getAllByRole('article');
    expect(
      within(yoga!).getByRole('link', { name: 'Hatha yoga para principiantes' }),
    ).toHaveProperty(
      'href',
      expect.stringMatching(/\/experiencias-presenciales\/hatha-yoga-para-principiantes$/),
    );
    expect(yoga!.textContent).toContain('Yoga');
    expect(yoga!.textContent).toContain('Sede Miraflores, Miraflores');
    expect(yoga!.textContent).toContain('lunes y miércoles, de 7:00 a 8:00 a. m.');
    expect(yoga!.textContent).toContain('Desde S/ 35.00 (IGV incluido)');
    expect(taiChi!.textContent).toContain('Parque Campo de Marte, Jesús María');
    expect(taiChi!.textContent).toContain('sábado, de 8:00 a 9:00 a. m.');
    expect(taiChi!.textContent).toContain('Gratis');
  });

  it('filters by discipline and district with links that keep the other filter', () => {
    render(
      <InPersonCatalog
        catalog={catalog(
          { filters: { disciplina: 'yoga' } },
          {
            districts: [...IN_PERSON_FACETS.districts, { slug: 'surco', label: 'Surco', count: 0 }],
          },
        )}
      />,
    );
    const disciplines = screen.getByRole('navigation', { name: 'Filtrar por disciplina' });
    expect(
      within(disciplines)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/experiencias-presenciales', '/experiencias-presenciales?disciplina=natacion']);
    expect(disciplines.querySelector('[aria-current="page"]')?.textContent).toBe('Yoga (4)');
    const districts = screen.getByRole('navigation', { name: 'Filtrar por distrito' });
    // A district without classes of the discipline is no choice.
    expect(
      within(districts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/experiencias-presenciales?disciplina=yoga&distrito=jesus-maria',
      '/experiencias-presenciales?disciplina=yoga&distrito=miraflores',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Experiencias de Yoga' })).toBeTruthy();
  });

  it('pages through links that keep both filters', () => {
    render(
      <InPersonCatalog
        catalog={catalog({ filters: { disciplina: 'yoga', distrito: 'miraflores' } })}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Experiencias de Yoga en Miraflores' }),
    ).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: /paginación|páginas/i });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/experiencias-presenciales?disciplina=yoga&distrito=miraflores&pagina=2');
  });

  it('the service failing: says so, offers to try again, and shows no empty catalog', () => {
    render(
      <InPersonCatalog
        catalog={catalog(
          { filters: { disciplina: 'yoga' } },
          { failed: true, results: [], count: 0, disciplines: [], districts: [] },
        )}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar las experiencias presenciales');
    expect(within(alert).getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe(
      '/experiencias-presenciales?disciplina=yoga',
    );
    expect(screen.queryByText(/No hay experiencias presenciales/)).toBeNull();
  });
});

describe('Locations', () => {
  const venue = (slug: string, name: string, district: string, map_url: string | null) => ({
    slug,
    name,
    address: `Av. ${name} 100`,
    district,
    map_url,
  });

  it('groups the locations of the discipline by district, with «Cómo llegar» where there is a map', () => {
    render(
      <Locations
        label="Yoga"
        retryHref="/experiencias-presenciales?disciplina=yoga"
        locations={[
          venue('a', 'Sede Miraflores', 'Miraflores', 'https://maps.example/a'),
          venue('b', 'Sede Barranco', 'Barranco', null),
          venue('c', 'Estudio Larco', 'Miraflores', null),
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Sedes de Yoga' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Barranco', 'Miraflores']);
    const miraflores = within(region).getByRole('heading', { name: 'Miraflores' }).parentElement!;
    expect(within(miraflores).getAllByRole('listitem')).toHaveLength(2);
    const map = within(region).getByRole('link', { name: 'Cómo llegar a Sede Miraflores' });
    expect(map.getAttribute('href')).toBe('https://maps.example/a');
    expect(map.getAttribute('target')).toBe('_blank');
  });

  it('the service failing: an honest notice with a retry link', () => {
    render(
      <Locations
        label="Pilates"
        retryHref="/experiencias-presenciales?disciplina=pilates"
        locations={null}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar las sedes de Pilates');
    expect(within(alert).getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe(
      '/experiencias-presenciales?disciplina=pilates',
    );
  });
});
