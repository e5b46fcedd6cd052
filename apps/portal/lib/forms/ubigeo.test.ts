import { describe, expect, it } from 'vitest';
import {
  compareSpanish,
  districtLabel,
  groupByPlace,
  indexDistricts,
  MAX_RESULTS,
  normalise,
  packDistricts,
  resultsStatus,
  searchDistricts,
  type District,
  type PackedDistricts,
} from './ubigeo';
import { unpackDistricts } from './packedDistricts';

/** Real INEI codes and names (apps/api/seed/tables/ubigeo.yaml and INEI's list), out of order. */
const DISTRICTS: District[] = [
  { id: '150122', nombre: 'Miraflores', provincia: 'Lima', departamento: 'Lima' },
  { id: '040110', nombre: 'Miraflores', provincia: 'Arequipa', departamento: 'Arequipa' },
  { id: '150105', nombre: 'Breña', provincia: 'Lima', departamento: 'Lima' },
  { id: '150113', nombre: 'Jesús María', provincia: 'Lima', departamento: 'Lima' },
  { id: '150133', nombre: 'San Juan de Miraflores', provincia: 'Lima', departamento: 'Lima' },
  { id: '150138', nombre: 'Santa María del Mar', provincia: 'Lima', departamento: 'Lima' },
  { id: '150101', nombre: 'Lima', provincia: 'Lima', departamento: 'Lima' },
  { id: '150128', nombre: 'Rímac', provincia: 'Lima', departamento: 'Lima' },
  { id: '150501', nombre: 'San Vicente de Cañete', provincia: 'Cañete', departamento: 'Lima' },
  { id: '150401', nombre: 'Canta', provincia: 'Canta', departamento: 'Lima' },
  { id: '070101', nombre: 'Callao', provincia: 'Callao', departamento: 'Callao' },
  { id: '070104', nombre: 'La Perla', provincia: 'Callao', departamento: 'Callao' },
  { id: '020101', nombre: 'Huaraz', provincia: 'Huaraz', departamento: 'Áncash' },
  { id: '010101', nombre: 'Chachapoyas', provincia: 'Chachapoyas', departamento: 'Amazonas' },
  { id: '040101', nombre: 'Arequipa', provincia: 'Arequipa', departamento: 'Arequipa' },
];

const index = indexDistricts(DISTRICTS);
const labels = (typed: string, limit?: number) =>
  searchDistricts(index, typed, limit).districts.map(districtLabel);

describe('normalise', () => {
  it.each<[string, string]>([
    ['Breña', 'brena'],
    ['Jesús María', 'jesus maria'],
    ['  JESUS   maría ', 'jesus maria'],
    ['Áncash', 'ancash'],
    ['Rímac', 'rimac'],
    ['jesus-maria', 'jesus maria'],
    ['Miraflores — Lima, Lima', 'miraflores lima lima'],
    ['', ''],
  ])('%j → %j', (text, normalised) => {
    expect(normalise(text)).toBe(normalised);
  });
});

describe('compareSpanish (Intl.Collator es)', () => {
  it('puts an accented initial with its letter and Ñ after N, unlike code-point order', () => {
    const names = ['Lima', 'Áncash', 'Ñuñoa', 'Amazonas', 'Oyón', 'Nazca'];
    expect([...names].sort(compareSpanish)).toEqual([
      'Amazonas',
      'Áncash',
      'Lima',
      'Nazca',
      'Ñuñoa',
      'Oyón',
    ]);
    // What a plain sort would give: the accented and Ñ names last.
    expect([...names].sort()).toEqual(['Amazonas', 'Lima', 'Nazca', 'Oyón', 'Áncash', 'Ñuñoa']);
  });
});

describe('searchDistricts', () => {
  it.each<[string, string, string[]]>([
    ['nothing typed lists nothing', '  ', []],
    ['ignores the tilde of ñ', 'brena', ['Breña — Lima, Lima']],
    ['ignores accents and case', 'JESUS MARIA', ['Jesús María — Lima, Lima']],
    ['finds an accented name typed with its accent', 'Rímac', ['Rímac — Lima, Lima']],
    [
      'the same name in two places: both, in Spanish order of provincia, then the word inside a name',
      'miraflores',
      [
        'Miraflores — Arequipa, Arequipa',
        'Miraflores — Lima, Lima',
        'San Juan de Miraflores — Lima, Lima',
      ],
    ],
    [
      'a word start inside a name; «mar» in the middle of a word is not one',
      'mar',
      ['Jesús María — Lima, Lima', 'Santa María del Mar — Lima, Lima'],
    ],
    [
      'a place typed after the name narrows it',
      'miraflores areq',
      ['Miraflores — Arequipa, Arequipa'],
    ],
    ['words typed in any order', 'maria jesus', ['Jesús María — Lima, Lima']],
    [
      'the district with the name first, then those of the provincia with that name',
      'callao',
      ['Callao — Callao, Callao', 'La Perla — Callao, Callao'],
    ],
    [
      'inside a word comes last',
      'flores',
      [
        'Miraflores — Arequipa, Arequipa',
        'Miraflores — Lima, Lima',
        'San Juan de Miraflores — Lima, Lima',
      ],
    ],
    [
      'names starting with what is typed, in Spanish order («San Juan» before «Santa»)',
      'san',
      [
        'San Juan de Miraflores — Lima, Lima',
        'San Vicente de Cañete — Cañete, Lima',
        'Santa María del Mar — Lima, Lima',
      ],
    ],
    [
      'an option label pasted whole: every word starts a word of the name or its places',
      'Miraflores — Lima, Lima',
      ['Miraflores — Lima, Lima', 'San Juan de Miraflores — Lima, Lima'],
    ],
    ['nothing matches', 'cusco', []],
  ])('%s (%j)', (_, typed, expected) => {
    expect(labels(typed)).toEqual(expected);
  });

  it('ranks the exact name, then names that start with it, then word starts, then places', () => {
    // «lima»: the district Lima (exact), then every district of the provincia and departamento.
    expect(labels('lima')[0]).toBe('Lima — Lima, Lima');
    expect(labels('lima')).toHaveLength(9);
    expect(labels('lima')).not.toContain('Miraflores — Arequipa, Arequipa');
  });

  it('lists at most the limit, and counts every match', () => {
    expect(MAX_RESULTS).toBe(20);
    const many: District[] = Array.from({ length: 45 }, (_, n) => ({
      id: `1501${String(n).padStart(2, '0')}`,
      nombre: `San Distrito ${n}`,
      provincia: 'Lima',
      departamento: 'Lima',
    }));
    const matches = searchDistricts(indexDistricts(many), 'san');
    expect(matches.districts).toHaveLength(MAX_RESULTS);
    expect(matches.total).toBe(45);
    expect(searchDistricts(index, 'lima', 3).districts).toHaveLength(3);
  });
});

describe('resultsStatus', () => {
  it.each<[number, number, string]>([
    [0, 0, 'No hay resultados'],
    [1, 1, '1 resultado disponible'],
    [2, 2, '2 resultados disponibles'],
    [20, 20, '20 resultados disponibles'],
    [
      20,
      43,
      '43 resultados disponibles; se muestran los primeros 20. Escribe más para acotar la lista.',
    ],
  ])('%i shown of %i → %j', (shown, total, text) => {
    expect(resultsStatus(shown, total)).toBe(text);
  });
});

describe('groupByPlace', () => {
  const groups = groupByPlace(DISTRICTS);

  it('lists each departamento once, in Spanish order, with the codes of its districts', () => {
    expect(groups.map((d) => [d.code, d.nombre])).toEqual([
      ['01', 'Amazonas'],
      ['02', 'Áncash'],
      ['04', 'Arequipa'],
      ['07', 'Callao'],
      ['15', 'Lima'],
    ]);
  });

  it('groups provincias under their departamento and districts under their provincia, sorted', () => {
    const lima = groups.find((d) => d.nombre === 'Lima');
    expect(lima?.provincias.map((p) => [p.code, p.nombre])).toEqual([
      ['1504', 'Canta'],
      ['1505', 'Cañete'],
      ['1501', 'Lima'],
    ]);
    expect(lima?.provincias[2]?.distritos.map((d) => d.nombre)).toEqual([
      'Breña',
      'Jesús María',
      'Lima',
      'Miraflores',
      'Rímac',
      'San Juan de Miraflores',
      'Santa María del Mar',
    ]);
    expect(lima?.provincias[2]?.departamento).toBe('Lima');
  });

  it('keeps provincias of the same name in different departamentos apart', () => {
    const sameName = groupByPlace([
      { id: '020101', nombre: 'Huaraz', provincia: 'Santa', departamento: 'Áncash' },
      { id: '150101', nombre: 'Lima', provincia: 'Santa', departamento: 'Lima' },
    ]);
    expect(sameName.map((d) => d.provincias.map((p) => `${p.nombre}, ${d.nombre}`))).toEqual([
      ['Santa, Áncash'],
      ['Santa, Lima'],
    ]);
  });

  it('is empty without districts', () => {
    expect(groupByPlace([])).toEqual([]);
  });
});

describe('packDistricts / unpackDistricts', () => {
  const packed = packDistricts(DISTRICTS);

  it('gives every district back, in the selects’ order', () => {
    const districts = unpackDistricts(packed);
    const byId = (a: District, b: District) => a.id.localeCompare(b.id);
    expect([...districts].sort(byId)).toEqual([...DISTRICTS].sort(byId));
    expect(districts.map((d) => d.id)).toEqual(
      groupByPlace(DISTRICTS).flatMap((d) =>
        d.provincias.flatMap((p) => p.distritos.map((x) => x.id)),
      ),
    );
  });

  it('names each place once: by departamento, then provincia, each district as code and name', () => {
    expect(packed.find(([departamento]) => departamento === 'Callao')).toEqual([
      'Callao',
      [['Callao', ['070101Callao', '070104La Perla']]],
    ]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(DISTRICTS).length / 2.5);
  });

  it('survives the page’s payload (JSON) and gives the same array for the same list', () => {
    const sent = JSON.parse(JSON.stringify(packed)) as PackedDistricts;
    expect(unpackDistricts(sent)).toEqual(unpackDistricts(packed));
    expect(unpackDistricts(sent)).toBe(unpackDistricts(sent));
  });

  it('packs nothing to nothing', () => {
    expect(packDistricts([])).toEqual([]);
    expect(unpackDistricts([])).toEqual([]);
  });
});
