import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startService } from './support';

/**
 * The symptoms search «that understands people» (issue #31): what a person types, as they would
 * say it, lands first on the right condition — on PGlite and on the Postgres server (DATABASE_URL).
 */
let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const SEARCH = '/content/home/sintomas-enfermedades/buscarSintomasEnfermedades';

interface Answer {
  consulta: string;
  total: number;
  resultados: {
    id: number;
    slug: string;
    nombre: string;
    url: string;
    coincidencia: { campo: string; texto: string };
    puntaje: number;
  }[];
  sugerencia: string | null;
}

const search = async (q: string, extra = '') => {
  const response = await service.app.inject({
    url: `${SEARCH}?q=${encodeURIComponent(q)}${extra}`,
  });
  return { status: response.statusCode, body: response.json() as Answer };
};

/** query → the slug of the first result. */
const FIRST: [string, string][] = [
  // names, case and accents
  ['neumonía', 'neumonia'],
  ['neumonia', 'neumonia'],
  ['NEUMONIA', 'neumonia'],
  ['Migraña', 'migrana'],
  ['migrana', 'migrana'],
  ['depresion', 'depresion'],
  ['sarampion', 'sarampion'],
  ['calculos renales', 'calculos-renales'],
  ['infeccion urinaria', 'infeccion-urinaria'],
  ['Hipertensión', 'hipertension-arterial'],
  ['gripe', 'gripe-influenza'],
  ['influenza', 'gripe-influenza'],
  ['dengue', 'dengue'],
  ['zika', 'zika'],
  ['diabetes', 'diabetes-tipo-2'],
  // typos
  ['nuemonia', 'neumonia'],
  ['neumonnia', 'neumonia'],
  ['hipertencion', 'hipertension-arterial'],
  ['diabetis', 'diabetes-tipo-2'],
  ['tuberculosys', 'tuberculosis'],
  ['gastritiz', 'gastritis'],
  ['insomio', 'insomnio'],
  ['varisela', 'varicela'],
  ['colesterol alt', 'colesterol-alto'],
  ['conjuntivitiss', 'conjuntivitis'],
  ['hipotiroidsmo', 'hipotiroidismo'],
  // lay and Peruvian terms
  ['presion alta', 'hipertension-arterial'],
  ['presión alta', 'hipertension-arterial'],
  ['azucar en la sangre', 'diabetes-tipo-2'],
  ['azúcar alta', 'diabetes-tipo-2'],
  ['pulmonia', 'neumonia'],
  ['zancudo', 'dengue'],
  ['piedras en el riñon', 'calculos-renales'],
  ['dolor de cabeza', 'migrana'],
  ['jaqueca', 'migrana'],
  ['resfrio', 'resfriado-comun'],
  ['romadizo', 'resfriado-comun'],
  ['tbc', 'tuberculosis'],
  ['ardor al orinar', 'infeccion-urinaria'],
  ['no puedo dormir', 'insomnio'],
  ['ataque de panico', 'ansiedad'],
  ['sobrepeso', 'obesidad'],
  ['ojo rojo', 'conjuntivitis'],
  ['dolor de oido', 'otitis'],
  ['silbido en el pecho', 'asma'],
  ['coto', 'hipotiroidismo'],
  ['hemoglobina baja', 'anemia'],
  ['acidez', 'gastritis'],
  ['estornudos', 'rinitis-alergica'],
  ['ampollas que pican', 'varicela'],
  // plurals
  ['migrañas', 'migrana'],
  ['piedras en los riñones', 'calculos-renales'],
  ['ojos rojos', 'conjuntivitis'],
  ['dolores de cabeza', 'migrana'],
  ['zancudos', 'dengue'],
  ['resfrios', 'resfriado-comun'],
  // in a sentence
  ['tengo la presion alta', 'hipertension-arterial'],
  ['me pico un zancudo', 'dengue'],
  ['me duele la cabeza', 'migrana'],
  ['dolor de cabesa', 'migrana'],
  ['precion alta', 'hipertension-arterial'],
  ['azucar en sangre', 'diabetes-tipo-2'],
  ['tos con sangre', 'tuberculosis'],
  // summaries and single words
  ['hemoglobina', 'anemia'],
  ['metabolismo', 'hipotiroidismo'],
  ['tiroides', 'hipotiroidismo'],
  ['tos', 'tuberculosis'],
  ['garganta', 'resfriado-comun'],
  ['triste', 'depresion'],
];

describe('the symptoms search (issue #31)', () => {
  it('has at least 40 rows in its table', () => {
    expect(FIRST.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FIRST)('«%s» finds %s first', async (q, slug) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(body.resultados[0]?.slug, JSON.stringify(body.resultados.slice(0, 3))).toBe(slug);
  });
});

describe('what people type is compared, never kept', () => {
  it('answers no-store: neither the service’s answer cache nor a shared cache keeps the query', async () => {
    const first = await service.app.inject({ url: `${SEARCH}?q=${encodeURIComponent('tos')}` });
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await service.app.inject({ url: `${SEARCH}?q=${encodeURIComponent('tos')}` });
    expect(again.headers['x-cache']).not.toBe('hit');
    expect(again.headers['cache-control']).toBe('no-store');
  });
});

describe('what a results page needs', () => {
  it('answers the condition, why it matched, its score and no suggestion for a good match', async () => {
    const { body } = await search('  presión alta  ');
    expect(body.consulta).toBe('presión alta');
    expect(body.total).toBe(body.resultados.length);
    expect(body.resultados[0]).toMatchObject({
      slug: 'hipertension-arterial',
      nombre: 'Hipertensión arterial',
      url: '/sintomas-y-enfermedades/hipertension-arterial',
      coincidencia: { campo: 'sinonimo', texto: 'presión alta' },
      puntaje: 1,
    });
    expect(body.sugerencia).toBeNull();
    const scores = body.resultados.map((r) => r.puntaje);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('says which summary matched when only the summary has the word', async () => {
    const { body } = await search('metabolismo');
    expect(body.resultados[0]).toMatchObject({
      slug: 'hipotiroidismo',
      coincidencia: { campo: 'resumen', texto: expect.stringContaining('metabolismo') },
    });
  });

  it.each([
    ['nuemonia', 'Neumonía'],
    ['varisela', 'Varicela'],
    ['pulmunia', 'pulmonía'],
    ['me duele la cabeza', 'dolor de cabeza'],
  ])('suggests «%s» → «%s» for a close miss («¿Quisiste decir …?»)', async (q, suggestion) => {
    const { body } = await search(q);
    expect(body.resultados[0]!.puntaje).toBeLessThan(0.6);
    expect(body.sugerencia).toBe(suggestion);
  });

  it('suggests the closest name even when nothing is a result', async () => {
    const { body } = await search('cojnuntivtiis');
    expect(body).toMatchObject({ total: 0, resultados: [], sugerencia: 'Conjuntivitis' });
  });

  it('answers nothing and suggests nothing for nonsense', async () => {
    for (const q of ['xqzwv', 'qwxzjk plmbf']) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body).toEqual({ consulta: q, total: 0, resultados: [], sugerencia: null });
    }
  });

  it('answers nothing for a query of symbols only', async () => {
    for (const q of ['!!!', '<>', '%_%', '¿?', '—']) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body).toEqual({ consulta: q, total: 0, resultados: [], sugerencia: null });
    }
  });

  it('answers at most `limite` results (1–20, 10 by default)', async () => {
    const all = await search('dolor', '&limite=20');
    expect(all.body.resultados.length).toBeGreaterThan(3);
    expect((await search('dolor', '&limite=3')).body.resultados).toHaveLength(3);
    expect((await search('a')).body.resultados.length).toBeLessThanOrEqual(10);
    for (const limite of ['0', '21', 'x', '2.5']) {
      expect((await search('dolor', `&limite=${limite}`)).status).toBe(400);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['no q', ''],
    ['an empty q', '?q='],
    ['spaces only', '?q=%20%20%20'],
    ['101 characters', `?q=${'a'.repeat(101)}`],
    ['500 characters', `?q=${'neumonia '.repeat(56).slice(0, 500)}`],
    ['two q', '?q=gripe&q=asma'],
  ])('answers 400 with the contract error for %s', async (_label, query) => {
    const response = await service.app.inject({ url: `${SEARCH}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, message: expect.any(String) });
  });

  it('accepts exactly 100 characters', async () => {
    expect((await search(`gripe ${'x'.repeat(94)}`)).status).toBe(200);
  });

  it.each([
    "'; drop table symptoms; --",
    "gripe' or '1'='1",
    'asma") union select * from users --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)> dengue',
    '\\ % _ $1 $$ ::text',
  ])('binds «%s» as a parameter: a normal answer', async (q) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(body.consulta).toBe(q.trim());
    expect(body.resultados.length).toBeLessThanOrEqual(10);
    // Nothing was dropped or changed.
    expect((await search('gripe', '&limite=1')).body.resultados[0]?.slug).toBe('gripe-influenza');
  });

  it('finds the condition a payload also names', async () => {
    expect((await search('<img src=x onerror=alert(1)> dengue')).body.resultados[0]?.slug).toBe(
      'dengue',
    );
  });
});

describe('only active conditions (ACT; ANU never)', () => {
  it('never answers nor suggests an annulled condition', async () => {
    const { db } = service.database;
    await db.update(t.symptoms).set({ status: 'ANU' }).where(eq(t.symptoms.slug, 'neumonia'));
    try {
      for (const q of ['neumonía', 'pulmonía', 'nuemonia', 'infeccion pulmonar', 'neumonia']) {
        const { body } = await search(q, '&limite=20');
        expect(body.resultados.map((r) => r.slug)).not.toContain('neumonia');
        // Not its name nor one of its words («tuberculosis pulmonar» is another condition's).
        expect(body.sugerencia ?? '').not.toMatch(
          /neumon|pulmonía|infección (a los pulmones|pulmonar)/i,
        );
      }
    } finally {
      await db.update(t.symptoms).set({ status: 'ACT' }).where(eq(t.symptoms.slug, 'neumonia'));
    }
  });
});
