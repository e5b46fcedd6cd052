import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractValidator } from '../src/contract';
import { SEED_DIR } from '../src/paths';
import { byTitle } from '../src/content/shared';
import { startService } from './support';

/** Mini-manuals get addresses and a list (issue #31). */
let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const { answer } = contractValidator('content');
const LIST = '/mini-manual/listMiniManuales/';

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
