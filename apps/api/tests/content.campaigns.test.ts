import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator } from '../src/contract';
import { PUBLIC_URL, startService } from './support';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const get = (url: string) => service.app.inject({ url: `/content${url}` });

/** The campaigns site's reads (issue #17): the list and one campaign by slug. */
describe('campaigns of the campaigns site', () => {
  const { answer } = contractValidator('content');

  it('lists every campaign with a landing, the most recent first, as cards', async () => {
    const response = await get('/campaigns/');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { slug: string; available_from: string }[];
    const validate = answer('/campaigns/', 'get', 200)!;
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
    expect(list.map((c) => c.slug)).toEqual([
      'sorteo-audifonos',
      'corre-por-la-p',
      'sorteo-kit-bienestar',
    ]);
    // Cards only: the landing's copy and terms stay on the campaign's own answer.
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['available_from', 'available_until', 'image', 'kind', 'slug', 'summary', 'title'].sort(),
    );
  });

  it('answers a giveaway with its prize, dates, image and Peruvian terms', async () => {
    const response = await get('/campaigns/sorteo-audifonos/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const validate = answer('/campaigns/{slug}/', 'get', 200)!;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({
      slug: 'sorteo-audifonos',
      kind: 'giveaway',
      title: 'Sorteo de audífonos inalámbricos',
      available_from: '2026-11-01T00:00:00-05:00',
      available_until: '2027-01-31T23:59:59-05:00',
      image: { url: `${PUBLIC_URL}/media/campania-audifonos.webp` },
      terms: { draw_date: '2027-02-05T11:00:00-05:00' },
    });
    expect(body.prize).toContain('audífonos');
    for (const key of ['duration', 'winner_selection', 'winner_announcement', 'data_use']) {
      expect(body.terms[key], key).toMatch(/\S/);
    }
  });

  it('answers an event without prize, terms nor result', async () => {
    const body = (await get('/campaigns/corre-por-la-p/')).json();
    expect(body).toMatchObject({ kind: 'event', prize: null, terms: null, result: null });
  });

  it('answers a result only once a giveaway’s draw is published', async () => {
    const validate = answer('/campaigns/{slug}/', 'get', 200)!;
    const open = (await get('/campaigns/sorteo-audifonos/')).json();
    expect(open.result).toBeNull();
    const ended = (await get('/campaigns/sorteo-kit-bienestar/')).json();
    expect(validate(ended), JSON.stringify(validate.errors)).toBe(true);
    expect(ended.result).toMatchObject({ published_at: '2026-10-07T09:00:00-05:00' });
    expect(ended.result.winners).toHaveLength(5);
    // Winners as the terms announce them: a first name, an initial and a region — no document.
    for (const winner of ended.result.winners) {
      expect(Object.keys(winner).sort()).toEqual(['name', 'region']);
      expect(winner.name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
    }
  });

  it('says 404 in Spanish for a slug no campaign has, 400 for one that is no slug', async () => {
    const missing = await get('/campaigns/no-existe/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, message: 'La campaña no existe' });
    expect((await get('/campaigns/no%20slug/')).statusCode).toBe(400);
  });

  it('keeps the banner’s answer to its four fields', async () => {
    const body = (await get('/campaigns/active/')).json();
    expect(Object.keys(body).sort()).toEqual(['copy', 'copy_strong', 'link_text', 'slug']);
  });
});
