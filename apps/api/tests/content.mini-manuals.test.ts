import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractValidator } from '../src/contract';
import * as t from '../src/db/schema';
import { SEED_DIR } from '../src/paths';
import { byTitle } from '../src/content/shared';
import { startService } from './support';

/**
 * Mini-manuals get addresses and a list, and a condition's detail says when to get help, who
 * reviewed it and which mini-manuals go with it (issue #31).
 */
let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const { answer } = contractValidator('content');
const LIST = '/mini-manual/listMiniManuales/';
const DETAIL = '/home/sintomas-enfermedades/listarSintomasEnfermedadesDetail/{id}/';

const get = async (url: string) => {
  const response = await service.app.inject({ url: `/content${url}` });
  return { status: response.statusCode, body: response.json() as never };
};

interface Manual {
  id: number;
  slug: string;
  titulo: string;
  estado: 'ACT' | 'ANU';
}
const seeded = Object.values(
  parse(readFileSync(join(SEED_DIR, 'documents/mini-manual.yaml'), 'utf8')) as Record<
    string,
    Manual
  >,
);
const symptoms = parse(readFileSync(join(SEED_DIR, 'tables/symptoms.yaml'), 'utf8')) as {
  id: number;
  slug: string;
  estado: string;
}[];
const idOf = (slug: string) => symptoms.find((row) => row.slug === slug)!.id;

/** Annuls (or restores) a record in the test's own database, as a back office would. */
async function setMiniManualStatus(id: number, estado: 'ACT' | 'ANU') {
  await service.database.db
    .update(t.documents)
    .set({
      body: sql`jsonb_set(${t.documents.body}, '{estado}', ${JSON.stringify(estado)}::jsonb)`,
    })
    .where(and(eq(t.documents.collection, 'mini-manual'), eq(t.documents.key, String(id))));
}

describe('the Spanish order of titles (byTitle)', () => {
  it.each([
    [
      ['Primeros auxilios', 'Botiquín'],
      ['Botiquín', 'Primeros auxilios'],
    ],
    [
      ['Ñandú', 'Nutrición', 'Oído'],
      ['Nutrición', 'Ñandú', 'Oído'],
    ],
    [
      ['Ácido fólico', 'Agua segura', 'Abrigo'],
      ['Abrigo', 'Ácido fólico', 'Agua segura'],
    ],
    [
      ['cómo medir', 'Como dormir'],
      ['Como dormir', 'cómo medir'],
    ],
  ])('%j → %j', (titles, expected) => {
    const manuals = titles.map((titulo, id) => ({ id, titulo }));
    expect(manuals.sort(byTitle).map((manual) => manual.titulo)).toEqual(expected);
  });
});

describe('GET /mini-manual/listMiniManuales/ (listMiniManuales, ours)', () => {
  it('answers the active mini-manuals as summaries, by title in the Spanish order', async () => {
    const { status, body } = await get(LIST);
    expect(status).toBe(200);
    expect(answer(LIST, 'get', 200)!(body)).toBe(true);
    const list = body as (Manual & Record<string, unknown>)[];
    expect(list.map((manual) => manual.titulo)).toEqual([
      'Botiquín familiar básico',
      'Cómo tomar tu presión arterial en casa',
      'Lavado de manos y prevención de infecciones',
      'Primeros auxilios en casa',
    ]);
    const active = seeded.filter((manual) => manual.estado === 'ACT');
    expect(list.map((manual) => manual.slug).sort()).toEqual(
      active.map((manual) => manual.slug).sort(),
    );
    // An annulled one is in the seed, and never listed.
    expect(seeded.some((manual) => manual.estado === 'ANU')).toBe(true);
    for (const manual of list) {
      expect(Object.keys(manual).sort()).toEqual(
        ['archivoUrl', 'id', 'imagen', 'resumen', 'slug', 'titulo'].sort(),
      );
    }
  });

  it('narrows to the one of ?slug=, and to none for an unknown or annulled slug', async () => {
    const one = await get(`${LIST}?slug=como-tomar-tu-presion-arterial-en-casa`);
    expect(one.status).toBe(200);
    expect((one.body as Manual[]).map((manual) => [manual.id, manual.titulo])).toEqual([
      [3, 'Cómo tomar tu presión arterial en casa'],
    ]);
    const annulled = seeded.find((manual) => manual.estado === 'ANU')!;
    for (const slug of ['no-existe', annulled.slug]) {
      expect(await get(`${LIST}?slug=${slug}`)).toEqual({ status: 200, body: [] });
    }
  });

  it.each(['mi%20manual', 'gu%C3%ADa', '..%2Fpages', 'a%3Cb%3E'])(
    'answers a malformed ?slug=%s with 400 "Invalid slug format"',
    async (slug) => {
      const { status, body } = await get(`${LIST}?slug=${slug}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: true, message: 'Invalid slug format' });
    },
  );
});

describe('GET /mini-manual/listMiniManual/{id}/ (getMiniManual)', () => {
  it('answers an active one with its slug and sections', async () => {
    const { status, body } = await get('/mini-manual/listMiniManual/1/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, slug: 'primeros-auxilios-en-casa', estado: 'ACT' });
  });

  it('answers an annulled (ANU) one with 404, as an unknown id', async () => {
    const annulled = seeded.find((manual) => manual.estado === 'ANU')!;
    expect(await get(`/mini-manual/listMiniManual/${annulled.id}/`)).toMatchObject({
      status: 404,
      body: { error: true, code: 'NOT_FOUND' },
    });
    expect((await get('/mini-manual/listMiniManual/999/')).status).toBe(404);
  });
});

describe('a condition’s detail (getSintomaEnfermedadDetail)', () => {
  interface Detail {
    slug: string;
    descripcion: string;
    cuandoBuscarAyuda: { urgente: string[]; emergencia: string[] };
    revision: { revisadoPor: { nombre: string; cargo: string }; revisadoEl: string };
    miniManuales: { id: number; slug: string; titulo: string }[];
  }
  // The answers are cached 10 s: a test that annuls a record asks for it before any other does.
  const detail = async (slug: string) =>
    get(DETAIL.replace('{id}', String(idOf(slug)))) as Promise<{ status: number; body: Detail }>;

  it('links hypertension to how to take one’s blood pressure at home', async () => {
    const { body } = await detail('hipertension-arterial');
    expect(body.miniManuales).toEqual([
      {
        id: 3,
        slug: 'como-tomar-tu-presion-arterial-en-casa',
        titulo: 'Cómo tomar tu presión arterial en casa',
      },
    ]);
    expect(body.cuandoBuscarAyuda.emergencia).toContain(
      'Tienes dolor en el pecho o falta de aire.',
    );
    expect(body.revision).toEqual({
      revisadoPor: { nombre: 'Martín Flores Apaza', cargo: 'Médico internista' },
      revisadoEl: '2026-03-16',
      proximaRevision: '2027-03-16',
    });
    expect((await detail('anemia')).body.miniManuales).toEqual([]);
  });

  it('answers only the active mini-manuals that go with it', async () => {
    // Hand washing goes with the flu; annulled, it is no longer answered.
    await setMiniManualStatus(2, 'ANU');
    try {
      expect((await detail('gripe-influenza')).body.miniManuales).toEqual([]);
    } finally {
      await setMiniManualStatus(2, 'ACT');
    }
  });

  it('keeps the lists as summaries, without what only the detail says', async () => {
    const { body } = await get('/home/sintomas-enfermedades/listarSintomasListasFiltrado/H/');
    for (const entry of body as Record<string, unknown>[]) {
      for (const key of [
        'descripcion',
        'secciones',
        'cuandoBuscarAyuda',
        'revision',
        'miniManuales',
      ]) {
        expect(entry).not.toHaveProperty(key);
      }
    }
  });

  it('answers an annulled (ANU) condition with 404, and leaves it out of the list', async () => {
    const { db } = service.database;
    await db.update(t.symptoms).set({ status: 'ANU' }).where(eq(t.symptoms.slug, 'otitis'));
    try {
      expect(await detail('otitis')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
      const { body } = await get('/home/sintomas-enfermedades/listSintomasEnfermedades');
      const slugs = (body as { slug: string }[]).map((entry) => entry.slug);
      expect(slugs).toHaveLength(24);
      expect(slugs).not.toContain('otitis');
    } finally {
      await db.update(t.symptoms).set({ status: 'ACT' }).where(eq(t.symptoms.slug, 'otitis'));
    }
  });

  it('says when to get help, who reviewed it and its mini-manuals, as the contract says', async () => {
    const validate = answer(DETAIL, 'get', 200)!;
    for (const { slug } of symptoms.filter((row) => row.estado === 'ACT')) {
      const { status, body } = await detail(slug);
      expect(status, slug).toBe(200);
      expect(validate(body), `${slug} ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true);
      expect(body.cuandoBuscarAyuda.emergencia.length, slug).toBeGreaterThanOrEqual(1);
      expect(body.descripcion, slug).not.toMatch(/<h2>\s*¿\s*Cuándo|alarma<\/h2>|emergencia/i);
    }
  });
});

describe('search by tag (getSearchResultsByTag)', () => {
  const RESULTS = '/Busqueda/etiquetaDataResultado/{tag}/';

  it('answers the conditions, then their mini-manuals, each with its portal url', async () => {
    const { status, body } = await get(RESULTS.replace('{tag}', 'hipertension'));
    expect(status).toBe(200);
    expect(answer(RESULTS, 'get', 200)!(body)).toBe(true);
    const { resultados } = body as { resultados: { tipo: string; titulo: string; url: string }[] };
    expect(resultados.map(({ tipo, url }) => [tipo, url])).toEqual([
      ['sintoma', '/sintomas-y-enfermedades/hipertension-arterial'],
      ['minimanual', '/mini-manuales/como-tomar-tu-presion-arterial-en-casa'],
    ]);
  });

  it('answers a mini-manual of several conditions once', async () => {
    const { body } = await get(RESULTS.replace('{tag}', 'vacunas'));
    const { resultados } = body as { resultados: { tipo: string; url: string }[] };
    expect(resultados.filter((result) => result.tipo === 'sintoma')).toHaveLength(4);
    expect(resultados.filter((result) => result.tipo === 'minimanual')).toEqual([
      expect.objectContaining({
        url: '/mini-manuales/lavado-de-manos-y-prevencion-de-infecciones',
      }),
    ]);
  });

  it('answers no mini-manual for a tag whose conditions have none', async () => {
    const { body } = await get(RESULTS.replace('{tag}', 'anemia'));
    const { resultados } = body as { resultados: { tipo: string; url: string }[] };
    expect(resultados.length).toBeGreaterThan(0);
    for (const result of resultados) {
      expect(result.tipo).toBe('sintoma');
      expect(result.url).toMatch(/^\/sintomas-y-enfermedades\/[a-z0-9-]+$/);
    }
  });
});
