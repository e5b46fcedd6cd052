import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import type { ExpertsCatalogContext } from '../_lib/load';
import type { ExpertSession } from '../_lib/specialty';
import { ExpertSessionCatalog } from './ExpertSessionCatalog';
import { expertSession, SPECIALTIES } from './testData';

vi.mock('next/link', () => import('@/test/next-link'));

const NOW = new Date('2026-11-26T15:00:00Z');
const PATH = '/sesiones-con-expertos';

function catalog(
  results: ExpertSession[],
  filters: Record<string, string> = {},
): ResolvedCatalog<ExpertSession> {
  return {
    answer: { count: results.length, results },
    category: null,
    filters,
    page: 1,
    pageCount: 1,
    notices: [],
  };
}

const context = (overrides: Partial<ExpertsCatalogContext> = {}): ExpertsCatalogContext => ({
  specialties: SPECIALTIES,
  specialty: null,
  failed: false,
  ...overrides,
});

describe('ExpertSessionCatalog', () => {
  it('offers each specialty as a link in the address, the chosen one marked, not linked', () => {
    render(
      <ExpertSessionCatalog
        path={PATH}
        catalog={catalog([expertSession()], { especialidad: 'nutricion' })}
        context={context({ specialty: SPECIALTIES[0]! })}
        now={NOW}
      />,
    );
    const filter = screen.getByRole('navigation', { name: 'Especialidad' });
    expect(within(filter).getByRole('link', { name: 'Psicología' }).getAttribute('href')).toBe(
      '/sesiones-con-expertos?especialidad=psicologia',
    );
    expect(within(filter).getByRole('link', { name: 'Todas las especialidades' })).toBeTruthy();
    expect(within(filter).queryByRole('link', { name: 'Nutrición' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sesiones de Nutrición' })).toBeTruthy();
  });

  it('shows each session with its date in Lima, expert, price and its page', () => {
    render(
      <ExpertSessionCatalog
        path={PATH}
        catalog={catalog([expertSession()])}
        context={context()}
        now={NOW}
      />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('martes 15 de diciembre, 7:00 p. m.');
    expect(card.textContent).toContain('Rosa Ccori Valdivia');
    expect(card.textContent).toContain('S/ 35.00');
    expect(
      within(card)
        .getByRole('link', { name: /come rico y con equilibrio/ })
        .getAttribute('href'),
    ).toBe('/sesiones-con-expertos/come-rico-en-las-fiestas');
  });

  it('says honestly when the sessions could not be loaded, with a retry, the filter still there', () => {
    render(
      <ExpertSessionCatalog
        path={PATH}
        catalog={catalog([], { especialidad: 'psicologia' })}
        context={context({ specialty: SPECIALTIES[1]!, failed: true })}
        now={NOW}
      />,
    );
    const status = screen.getByText(/No pudimos cargar las sesiones/);
    expect(within(status).getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe(
      '/sesiones-con-expertos?especialidad=psicologia',
    );
    expect(screen.queryByText(/No hay sesiones programadas/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Especialidad' })).toBeTruthy();
  });

  it('a specialty without sessions says so', () => {
    render(
      <ExpertSessionCatalog
        path={PATH}
        catalog={catalog([], { especialidad: 'psicologia' })}
        context={context({ specialty: SPECIALTIES[1]! })}
        now={NOW}
      />,
    );
    expect(
      screen.getByText('No hay sesiones programadas de esta especialidad por ahora.'),
    ).toBeTruthy();
    expect(screen.queryByText(/No pudimos cargar/)).toBeNull();
  });
});
