import { describe, expect, it } from 'vitest';
import {
  directoryHref,
  frequentTopics,
  LETTERS,
  letterIndex,
  letterOf,
  mostSearched,
  problemText,
  QUERY_MAX,
  readDirectoryState,
  readLetter,
} from './directory';

describe('the alphabet of the index', () => {
  it('is the Spanish one: 27 letters, Ñ after N', () => {
    expect(LETTERS).toHaveLength(27);
    expect(LETTERS.slice(12, 16)).toEqual(['M', 'N', 'Ñ', 'O']);
  });

  it.each([
    ['Anemia', 'A'],
    ['asma', 'A'],
    ['Úlcera gástrica', 'U'],
    ['Ébola', 'E'],
    ['Ñandú (picadura)', 'Ñ'],
    ['ñ', 'Ñ'],
    ['  Dengue', 'D'],
    ['Ünico', 'U'],
    ['3 días de fiebre', null],
    ['', null],
    ['¿Qué es?', null],
  ])('%s is under %s', (name, letter) => {
    expect(letterOf(name)).toBe(letter);
  });

  it.each([
    ['d', 'D'],
    ['D', 'D'],
    [' n ', 'N'],
    ['ñ', 'Ñ'],
    ['Ñ', 'Ñ'],
    ['DD', null],
    ['1', null],
    ['é', null],
    ['<b>', null],
    ['', null],
  ])('the address letter %j reads %s', (value, letter) => {
    expect(readLetter(value)).toBe(letter);
  });
});

describe('letterIndex', () => {
  const entry = (nombre: string) => ({ slug: nombre.toLowerCase(), nombre });

  it('puts every letter in order, empty ones too, entries sorted the Spanish way', () => {
    const index = letterIndex(
      ['Neumonía', 'Ñandú', 'nariz', 'Obesidad', 'Diabetes tipo 2', 'Dengue', 'Úlcera', 'Uña'].map(
        entry,
      ),
    );
    expect([...index.keys()]).toEqual(LETTERS);
    expect(index.get('N')!.map((e) => e.nombre)).toEqual(['nariz', 'Neumonía']);
    expect(index.get('Ñ')!.map((e) => e.nombre)).toEqual(['Ñandú']);
    expect(index.get('D')!.map((e) => e.nombre)).toEqual(['Dengue', 'Diabetes tipo 2']);
    // Accents do not count: Úlcera before Uña (l < ñ).
    expect(index.get('U')!.map((e) => e.nombre)).toEqual(['Úlcera', 'Uña']);
    expect(index.get('K')).toEqual([]);
  });

  it('sorts numbers in names by value (tipo 2 before tipo 10)', () => {
    const index = letterIndex(['Diabetes tipo 10', 'Diabetes tipo 2'].map(entry));
    expect(index.get('D')!.map((e) => e.nombre)).toEqual(['Diabetes tipo 2', 'Diabetes tipo 10']);
  });
});

describe('readDirectoryState', () => {
  it.each([
    [{}, { letter: null, query: null, tag: null }, []],
    [{ letra: 'd' }, { letter: 'D', query: null, tag: null }, []],
    [{ letra: 'ñ' }, { letter: 'Ñ', query: null, tag: null }, []],
    [{ letra: 'DD' }, { letter: null, query: null, tag: null }, ['letra-invalida']],
    [{ letra: '<script>' }, { letter: null, query: null, tag: null }, ['letra-invalida']],
    [{ letra: ['a', 'b'] }, { letter: null, query: null, tag: null }, ['letra-invalida']],
    [{ letra: '' }, { letter: null, query: null, tag: null }, []],
    [{ q: '  presion alta ' }, { letter: null, query: 'presion alta', tag: null }, []],
    [{ q: '   ' }, { letter: null, query: null, tag: null }, []],
    [{ q: '' }, { letter: null, query: null, tag: null }, []],
    // The search box sends only `q`: a query wins over a letter.
    [{ q: 'dengue', letra: 'A' }, { letter: null, query: 'dengue', tag: null }, []],
    [{ q: ['', 'tos'] }, { letter: null, query: 'tos', tag: null }, []],
    [{ q: "' OR 1=1 --" }, { letter: null, query: "' OR 1=1 --", tag: null }, []],
    [{ q: '!!!' }, { letter: null, query: '!!!', tag: null }, []],
    [{ tema: 'asma' }, { letter: null, query: null, tag: 'asma' }, []],
    [{ tema: 'ah1n1', letra: 'A' }, { letter: null, query: null, tag: 'ah1n1' }, []],
    [{ tema: 'asma', q: 'tos' }, { letter: null, query: 'tos', tag: null }, []],
    [{ tema: 'Migraña' }, { letter: null, query: null, tag: null }, ['tema-desconocido']],
    [{ tema: '../x' }, { letter: null, query: null, tag: null }, ['tema-desconocido']],
    [{ tema: ['asma', 'gripe'] }, { letter: null, query: null, tag: null }, ['tema-desconocido']],
  ])('%j → %j %j', (params, state, problems) => {
    expect(readDirectoryState(params)).toEqual({ state, problems });
  });

  it('cuts a query of 500 characters to the 100 the service takes, with a notice', () => {
    const { state, problems } = readDirectoryState({ q: 'á'.repeat(500) });
    expect(state.query).toBe('á'.repeat(QUERY_MAX));
    expect(problems).toEqual(['busqueda-larga']);
  });

  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    const { state } = readDirectoryState({ q: '😷'.repeat(150) });
    expect([...state.query!]).toHaveLength(QUERY_MAX);
  });
});

describe('directoryHref and problemText', () => {
  it.each([
    [{}, '/sintomas-y-enfermedades'],
    [{ letter: 'Ñ' as const }, '/sintomas-y-enfermedades?letra=%C3%91'],
    [{ query: 'presión alta' }, '/sintomas-y-enfermedades?q=presi%C3%B3n%20alta'],
    [{ query: 'a&b=c' }, '/sintomas-y-enfermedades?q=a%26b%3Dc'],
    [{ tag: 'hipertension' }, '/sintomas-y-enfermedades?tema=hipertension'],
  ])('%j → %s', (state, href) => {
    expect(directoryHref(state)).toBe(href);
  });

  it('never repeats what was typed', () => {
    expect(problemText('letra-invalida')).toMatch(/^La letra de la dirección/);
    expect(problemText('busqueda-larga')).toContain('100 caracteres');
    expect(problemText('tema-desconocido')).toMatch(/^No encontramos el tema de la dirección/);
  });
});

describe('frequentTopics', () => {
  const tags = [
    { etiqueta: 'diabetes', nombre: 'Diabetes', totalMasBuscado: 1842 },
    { etiqueta: 'lupus', nombre: 'Lupus', totalMasBuscado: 12 },
    { etiqueta: 'estres', nombre: 'Estrés', totalMasBuscado: 964 },
    { etiqueta: 'asma', nombre: 'Asma', totalMasBuscado: 964 },
  ];
  it('offers only topics searched at least the minimum, most first, equal counts by name', () => {
    expect(frequentTopics(tags).map((tag) => tag.nombre)).toEqual(['Diabetes', 'Asma', 'Estrés']);
    expect(frequentTopics(tags, { shown: 1 }).map((tag) => tag.nombre)).toEqual(['Diabetes']);
  });
});

describe('mostSearched', () => {
  const entries = [
    { slug: 'a', nombre: 'Anemia', masBuscado: 1186 },
    { slug: 'b', nombre: 'Bronquitis', masBuscado: 49 },
    { slug: 'c', nombre: 'Cistitis', masBuscado: 50 },
    { slug: 'd', nombre: 'Dengue', masBuscado: 2368 },
    { slug: 'e', nombre: 'Asma', masBuscado: 1186 },
    { slug: 'f', nombre: 'Lupus', masBuscado: 0 },
  ];

  it('lists only what was searched at least the minimum, most first, equal counts by name', () => {
    expect(mostSearched(entries).map((e) => e.nombre)).toEqual([
      'Dengue',
      'Anemia',
      'Asma',
      'Cistitis',
    ]);
  });

  it('shows at most the number asked', () => {
    expect(mostSearched(entries, { shown: 2 }).map((e) => e.nombre)).toEqual(['Dengue', 'Anemia']);
  });

  it('shows nothing when nothing reached the minimum', () => {
    expect(mostSearched(entries, { min: 5000 })).toEqual([]);
  });
});
