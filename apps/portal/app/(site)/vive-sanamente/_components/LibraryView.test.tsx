import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filterOptions, type LibraryState } from '../_lib/filters';
import type { LibraryAnswer } from '../_lib/load';
import { typeInfo, type Publication } from '../_lib/types';
import { LibraryView, resultLine } from './LibraryView';

vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => import('@/test/navigation'));

const OPTIONS = filterOptions({
  categorias: [
    { id: 1, nombre: 'Alimentación' },
    { id: 3, nombre: 'Salud mental' },
  ],
  pilares: [{ id: 3, nombre: 'Mente' }],
  temas: [
    { id: 5, nombre: 'Estrés' },
    { id: 6, nombre: 'Sueño' },
  ],
  tiposPublicacion: [],
});

const NOTHING: LibraryState = {
  search: null,
  category: null,
  pillars: [],
  topics: [],
  type: null,
  page: 1,
};

function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 18,
    slug: 'dormir-bien-es-salud',
    title: 'Dormir bien es salud',
    type: 'podcast',
    category: { id: 4, nombre: 'Descanso' },
    pillar: { id: 3, nombre: 'Mente' },
    topics: [{ id: 6, nombre: 'Sueño' }],
    image: 'http://localhost:4000/media/guia-sueno.webp',
    summary: 'Conversamos con una especialista en medicina del sueño.',
    body: '<p>En este episodio hablamos del sueño.</p>',
    media_url: null,
    duration: 2,
    published_at: '2026-07-06T15:00:00Z',
    reviewer: { name: 'Lucía Paredes Quispe', role: 'Médica de familia' },
    reviewed_at: '2026-08-01',
    next_review_at: '2027-08-01',
    downloadable: true,
    media: null,
    ...overrides,
  } as Publication;
}

const answer = (overrides: Partial<LibraryAnswer> = {}): LibraryAnswer => ({
  total: 1,
  results: [publication()],
  page: 1,
  pageCount: 1,
  pastTheEnd: false,
  ...overrides,
});

const renderView = ({
  state = NOTHING,
  fixed = null,
  value = answer(),
  problems = [],
}: {
  state?: LibraryState;
  fixed?: 'video' | null;
  value?: LibraryAnswer;
  problems?: ('filtro-desconocido' | 'busqueda-larga' | 'pagina-invalida')[];
} = {}) =>
  render(
    <LibraryView
      path={fixed ? '/vive-sanamente/videos' : '/vive-sanamente'}
      title={fixed ? 'Videos' : 'Vive sanamente'}
      fixedType={fixed ? typeInfo(fixed) : null}
      state={state}
      problems={problems}
      options={OPTIONS}
      answer={value}
    />,
  );

describe('LibraryView', () => {
  it('shows the chosen filters checked in a search form, and the count as a status', () => {
    renderView({
      state: { ...NOTHING, search: 'dormir', topics: ['sueno'], category: 'salud-mental' },
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar en Vive sanamente' })).toHaveProperty(
      'value',
      'dormir',
    );
    expect(screen.getByRole('checkbox', { name: 'Sueño' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Estrés' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Salud mental' })).toHaveProperty('checked', true);
    expect(within(screen.getByRole('group', { name: 'Tipo' })).getAllByRole('radio')).toHaveLength(
      5,
    );
    expect(screen.getByRole('status').textContent).toBe('1 publicación para «dormir».');
    expect(screen.getByText('Filtros (2 aplicados)')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Quitar filtros' })[0]?.getAttribute('href')).toBe(
      '/vive-sanamente',
    );
    expect(screen.getByRole('link', { name: 'Ver 1 resultado' }).getAttribute('href')).toBe(
      '#resultados',
    );
  });

  it('lists each publication to its own page with its type and length', () => {
    renderView();
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('link', { name: 'Dormir bien es salud' }).getAttribute('href'),
    ).toBe('/vive-sanamente/podcasts/dormir-bien-es-salud');
    expect(card.textContent).toContain('Podcast');
    expect(card.textContent).toContain('2 min de audio');
    expect(screen.queryByRole('link', { name: 'Quitar filtros' })).toBeNull();
  });

  it('on a type’s page has no type filter, and counts that type', () => {
    renderView({
      fixed: 'video',
      state: { ...NOTHING, type: 'video' },
      value: answer({ total: 3 }),
    });
    expect(screen.queryByRole('group', { name: 'Tipo' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('3 videos.');
    expect(screen.getByRole('search', { name: 'Buscar y filtrar videos' })).toBeTruthy();
  });

  it('says when nothing matches, with «Quitar filtros»', () => {
    renderView({
      state: { ...NOTHING, topics: ['estres'] },
      value: answer({ total: 0, results: [] }),
    });
    expect(screen.getByText(/No encontramos publicaciones con estos filtros/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Quitar filtros' })).toHaveLength(2);
  });

  it('explains what it corrected in the address, without repeating it', () => {
    renderView({
      problems: ['filtro-desconocido'],
      value: answer({ pastTheEnd: true, pageCount: 2 }),
    });
    expect(screen.getByText(/Quitamos un filtro de la dirección/)).toBeTruthy();
    expect(screen.getByText(/Esa página no existe: los resultados ocupan 2 páginas/)).toBeTruthy();
  });
});

describe('resultLine', () => {
  it.each([
    [0, 1, 1, null, '0 publicaciones.'],
    [1, 1, 1, null, '1 publicación.'],
    [27, 2, 3, null, '27 publicaciones. Página 2 de 3.'],
    [2, 1, 1, 'nutricion', '2 publicaciones para «nutricion».'],
  ])('%i results, page %i of %i, search %s', (total, page, pageCount, search, line) => {
    expect(resultLine({ total, page, pageCount }, null, search)).toBe(line);
  });
});
