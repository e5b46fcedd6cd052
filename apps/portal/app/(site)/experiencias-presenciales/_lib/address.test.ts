import { describe, expect, it } from 'vitest';
import { inPersonHref, readInPersonState, type InPersonState } from './address';

/** The filters ↔ address table: each query read, and the address written back from it. */
describe('in-person filters ↔ address', () => {
  it.each<[string, Record<string, string>, InPersonState, string]>([
    [
      'nothing',
      {},
      { discipline: null, district: null, page: 1, problems: [] },
      '/experiencias-presenciales',
    ],
    [
      'a discipline',
      { disciplina: 'yoga' },
      { discipline: 'yoga', district: null, page: 1, problems: [] },
      '/experiencias-presenciales?disciplina=yoga',
    ],
    [
      'both filters and a page',
      { pagina: '2', distrito: 'miraflores', disciplina: 'yoga' },
      { discipline: 'yoga', district: 'miraflores', page: 2, problems: [] },
      '/experiencias-presenciales?disciplina=yoga&distrito=miraflores&pagina=2',
    ],
    [
      'a district only, upper case',
      { distrito: 'Jesus-Maria' },
      { discipline: null, district: 'jesus-maria', page: 1, problems: [] },
      '/experiencias-presenciales?distrito=jesus-maria',
    ],
    [
      'page 1 is not written',
      { disciplina: 'tai-chi', pagina: '1' },
      { discipline: 'tai-chi', district: null, page: 1, problems: [] },
      '/experiencias-presenciales?disciplina=tai-chi',
    ],
    [
      'a malformed district: dropped, back to page 1',
      { distrito: '<script>', pagina: '3' },
      { discipline: null, district: null, page: 1, problems: ['filtro-invalido'] },
      '/experiencias-presenciales',
    ],
    [
      'a malformed page',
      { disciplina: 'baile', pagina: '0' },
      { discipline: 'baile', district: null, page: 1, problems: ['pagina-invalida'] },
      '/experiencias-presenciales?disciplina=baile',
    ],
    [
      'parameters of no filter are ignored',
      { categoria: 'yoga', utm_source: 'x' },
      { discipline: null, district: null, page: 1, problems: [] },
      '/experiencias-presenciales',
    ],
  ])('%s', (_, query, state, href) => {
    expect(readInPersonState(query)).toEqual(state);
    expect(inPersonHref(state)).toBe(href);
  });
});
