import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  hasChoice,
  LAST_PAGE,
  libraryHref,
  problemText,
  readLibraryState,
  serviceFilter,
  slugOf,
  type LibraryState,
} from './filters';

/** The seeded catalog's shape (apps/api/seed/documents/live-healthy.yaml), a few entries each. */
const OPTIONS = filterOptions({
  categorias: [
    { id: 1, nombre: 'Alimentación' },
    { id: 3, nombre: 'Salud mental' },
  ],
  pilares: [
    { id: 1, nombre: 'Nutrición' },
    { id: 3, nombre: 'Mente' },
  ],
  temas: [
    { id: 1, nombre: 'Diabetes' },
    { id: 5, nombre: 'Estrés' },
    { id: 6, nombre: 'Sueño' },
    { id: 12, nombre: 'Cáncer de mama' },
  ],
  tiposPublicacion: [{ id: 1, nombre: 'Lectura' }],
});

const NOTHING: LibraryState = {
  search: null,
  category: null,
  pillars: [],
  topics: [],
  type: null,
  page: 1,
};

describe('slugOf', () => {
  it.each([
    ['Alimentación', 'alimentacion'],
    ['Salud mental', 'salud-mental'],
    ['Cáncer de mama', 'cancer-de-mama'],
    ['  Sueño ', 'sueno'],
    ['Niñez y adolescencia', 'ninez-y-adolescencia'],
  ])('%s → %s', (name, slug) => expect(slugOf(name)).toBe(slug));
});

describe('the address → what the list shows', () => {
  it.each<[string, Record<string, string | string[]>, Partial<LibraryState>, string[]]>([
    ['nothing', {}, {}, []],
    ['a category', { categoria: 'salud-mental' }, { category: 'salud-mental' }, []],
    [
      'checkbox groups repeat their parameter, kept in the catalog order',
      { tema: ['sueno', 'diabetes'], pilar: 'mente' },
      { topics: ['diabetes', 'sueno'], pillars: ['mente'] },
      [],
    ],
    ['comma lists too', { tema: 'sueno,estres' }, { topics: ['estres', 'sueno'] }, []],
    ['a value twice is one', { tema: ['sueno', 'SUENO'] }, { topics: ['sueno'] }, []],
    ['a type', { tipo: 'video' }, { type: 'video' }, []],
    ['the search, spaces tidied', { buscar: '  presión   alta ' }, { search: 'presión alta' }, []],
    ['an empty search is none', { buscar: '   ' }, {}, []],
    ['«Todas» sends an empty value', { categoria: '', tipo: '' }, {}, []],
    ['a page', { pagina: '3' }, { page: 3 }, []],
    [
      'an unknown topic is dropped, the rest kept, from the first page',
      { tema: ['sueno', 'gripe'], pagina: '2' },
      { topics: ['sueno'], page: 1 },
      ['filtro-desconocido'],
    ],
    ['an unknown type', { tipo: 'pelicula' }, {}, ['filtro-desconocido']],
    [
      'a second category',
      { categoria: ['alimentacion', 'salud-mental'] },
      { category: 'alimentacion' },
      ['filtro-desconocido'],
    ],
    ['markup is no value', { categoria: '<script>' }, {}, ['filtro-desconocido']],
    ['a page that is no number', { pagina: '2x' }, {}, ['pagina-invalida']],
    ['page 0', { pagina: '0' }, {}, ['pagina-invalida']],
    ['a leading zero', { pagina: '02' }, {}, ['pagina-invalida']],
    ['past the service’s reach', { pagina: String(LAST_PAGE + 1) }, {}, ['pagina-invalida']],
    ['the last page it reaches', { pagina: String(LAST_PAGE) }, { page: LAST_PAGE }, []],
    [
      'a long search is cut at 100',
      { buscar: 'a'.repeat(150) },
      { search: 'a'.repeat(100) },
      ['busqueda-larga'],
    ],
  ])('%s', (_, query, state, problems) => {
    expect(readLibraryState(query, OPTIONS)).toEqual({
      state: { ...NOTHING, ...state },
      problems,
    });
  });

  it('a type’s page has its type, and ignores `tipo`', () => {
    expect(readLibraryState({ tipo: 'lectura', tema: 'sueno' }, OPTIONS, 'video')).toEqual({
      state: { ...NOTHING, type: 'video', topics: ['sueno'] },
      problems: [],
    });
  });
});

describe('what the list shows → its address', () => {
  it.each<[string, Partial<LibraryState>, string]>([
    ['nothing', {}, '/vive-sanamente'],
    [
      'everything, in the form’s order',
      {
        page: 2,
        type: 'podcast',
        topics: ['diabetes', 'sueno'],
        pillars: ['mente'],
        category: 'alimentacion',
        search: 'presión alta',
      },
      '/vive-sanamente?buscar=presi%C3%B3n+alta&categoria=alimentacion&pilar=mente&tema=diabetes&tema=sueno&tipo=podcast&pagina=2',
    ],
    ['page 1 is not written', { page: 1, topics: ['sueno'] }, '/vive-sanamente?tema=sueno'],
  ])('%s', (_, state, href) => {
    expect(libraryHref('/vive-sanamente', { ...NOTHING, ...state })).toBe(href);
  });

  it('a type’s page does not write its own type', () => {
    expect(
      libraryHref(
        '/vive-sanamente/videos',
        { ...NOTHING, type: 'video', topics: ['sueno'] },
        'video',
      ),
    ).toBe('/vive-sanamente/videos?tema=sueno');
  });

  it('reads back what it writes', () => {
    const state: LibraryState = {
      search: 'dormir',
      category: 'salud-mental',
      pillars: ['nutricion', 'mente'],
      topics: ['estres', 'cancer-de-mama'],
      type: 'lectura',
      page: 4,
    };
    const href = libraryHref('/vive-sanamente', state);
    const query: Record<string, string[]> = {};
    for (const [key, value] of new URL(href, 'http://x').searchParams)
      (query[key] ??= []).push(value);
    expect(readLibraryState(query, OPTIONS)).toEqual({ state, problems: [] });
  });
});

describe('what the list shows → the service’s query (spec §3 names)', () => {
  it.each<[string, Partial<LibraryState>, Record<string, unknown>]>([
    ['no filters: no query at all (spec §7)', {}, {}],
    ['a later page of everything', { page: 3 }, { paramdesde: 24, paramcantidad: 12 }],
    [
      'a category and topics, as ids',
      { category: 'salud-mental', topics: ['estres', 'sueno'] },
      { paramCategoria: 3, paramTemas: '5,6', paramcantidad: 12 },
    ],
    ['pillars', { pillars: ['nutricion', 'mente'] }, { paramPilares: '1,3', paramcantidad: 12 }],
    ['a type', { type: 'infografia' }, { paramTipoPublicacion: 'infografia', paramcantidad: 12 }],
    [
      'the search, page 2',
      { search: 'nutricion', page: 2 },
      { paramBusqueda: 'nutricion', paramdesde: 12, paramcantidad: 12 },
    ],
  ])('%s', (_, state, query) => {
    expect(serviceFilter({ ...NOTHING, ...state }, OPTIONS)).toEqual(query);
  });
});

describe('hasChoice', () => {
  it.each<[string, Partial<LibraryState>, boolean]>([
    ['nothing', {}, false],
    ['a later page is no choice', { page: 2 }, false],
    ['a search', { search: 'x' }, true],
    ['a topic', { topics: ['sueno'] }, true],
    ['the type of its own page', { type: 'video' }, false],
  ])('%s', (_, state, chosen) => {
    expect(hasChoice({ ...NOTHING, ...state }, 'video')).toBe(chosen);
  });
});

describe('problemText', () => {
  it('never repeats what was typed, and counts the pages', () => {
    expect(problemText('pagina-inexistente', 1)).toContain('1 página.');
    expect(problemText('pagina-inexistente', 3)).toContain('3 páginas.');
    expect(problemText('filtro-desconocido')).toMatch(/^Quitamos un filtro/);
  });
});
