import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedCatalog } from '@/lib/catalog/catalog';
import type { Guide } from '../_lib/load';
import { GuideCatalog, guideNouns, typeLabel } from './GuideCatalog';

vi.mock('next/link', () => import('@/test/next-link'));

function guide(overrides: Partial<Guide> = {}): Guide {
  return {
    slug: 'guia-de-higiene-del-sueno',
    title: 'Guía de higiene del sueño',
    category: 'sueno',
    category_label: 'Sueño',
    publication_type: 'guia',
    image: null,
    copy: 'Hábitos sencillos para dormir mejor.',
    reading_minutes: 3,
    is_pro: false,
    actions: [],
    ...overrides,
  };
}

const FACET = [
  { slug: 'sueno', label: 'Sueño', count: 6 },
  { slug: 'alimentacion', label: 'Alimentación', count: 6 },
];

function catalog(overrides: Partial<ResolvedCatalog<Guide>> = {}): ResolvedCatalog<Guide> {
  return {
    answer: { count: 12, results: [guide()], categories: FACET },
    category: null,
    filters: {},
    page: 1,
    pageCount: 1,
    notices: [],
    ...overrides,
  };
}

const renderCatalog = (value: ResolvedCatalog<Guide>) =>
  render(<GuideCatalog path="/guias-y-consejos" catalog={value} />);

describe('GuideCatalog', () => {
  it('filters by type, keeping the category, the current type marked (no link to itself)', () => {
    renderCatalog(catalog({ category: 'sueno', filters: { tipo: 'consejo' } }));
    const types = screen.getByRole('navigation', { name: 'Filtrar por tipo' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => [
          link.textContent,
          link.getAttribute('href'),
          link.getAttribute('aria-current'),
        ]),
    ).toEqual([
      ['Todos', '/guias-y-consejos?categoria=sueno', null],
      ['Guías', '/guias-y-consejos?categoria=sueno&tipo=guia', null],
    ]);
    const current = types.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Consejos');
    expect(current?.closest('a')).toBeNull();
  });

  it('keeps the type when the category changes', () => {
    renderCatalog(catalog({ filters: { tipo: 'guia' } }));
    const categories = screen.getByRole('navigation', { name: 'Filtrar por categoría' });
    expect(
      within(categories)
        .getByRole('link', { name: 'Sueño, 6 guía' + 's' })
        .getAttribute('href'),
    ).toBe('/guias-y-consejos?categoria=sueno&tipo=guia');
  });

  it('names what it lists by the type chosen, in the live region', () => {
    renderCatalog(
      catalog({
        category: 'sueno',
        filters: { tipo: 'consejo' },
        answer: { count: 1, results: [guide({ publication_type: 'consejo' })], categories: FACET },
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('1 consejo de Sueño.');
  });

  it('shows a card’s type, category and reading time', () => {
    renderCatalog(catalog());
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Guía');
    expect(card.textContent).toContain('Sueño');
    expect(card.textContent).toContain('3 min de lectura');
    expect(
      within(card).getByRole('link', { name: 'Guía de higiene del sueño' }).getAttribute('href'),
    ).toBe('/guias-y-consejos/guia-de-higiene-del-sueno');
  });

  it('says when a selection has nothing, and leads back to everything', () => {
    renderCatalog(
      catalog({
        filters: { tipo: 'consejo' },
        answer: { count: 0, results: [], categories: FACET },
      }),
    );
    expect(screen.getByText('No hay consejos de esta selección por ahora.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver todas las guías y consejos' }).getAttribute('href'),
    ).toBe('/guias-y-consejos');
  });

  it.each([
    [{}, null, 'guías y consejos'],
    [{ tipo: 'guia' }, 'Guías', 'guías'],
    [{ tipo: 'consejo' }, 'Consejos', 'consejos'],
    [{ tipo: 'video' }, null, 'guías y consejos'],
  ])('type %j → title %j, nouns %s', (filters, label, many) => {
    expect(typeLabel(filters)).toBe(label);
    expect(guideNouns(filters).many).toBe(many);
  });
});
