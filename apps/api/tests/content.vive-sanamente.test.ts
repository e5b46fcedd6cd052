import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { foldText } from '../src/content/vive-sanamente';
import { contractValidator } from '../src/contract';
import { MEDIA_DIR, SEED_DIR } from '../src/paths';
import { publicationRows } from '../src/seed/derived';
import { PUBLIC_URL, startService } from './support';

type Publication = ContentSchema<'Publication'>;
type SearchResult = ContentSchema<'PublicationSearchResult'>;

const BASE = '/content/home/vive-sanamente';
const LIST = '/home/vive-sanamente/listLiveHealthyDetailPublications/';
const FILTERS = '/home/vive-sanamente/listLiveHealthyDetailPublicationsFilters';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const { answer } = contractValidator('content');
const get = (url: string) => service.app.inject({ url: `/content${url}` });
const filter = (query: string) =>
  service.app.inject({ method: 'POST', url: `/content${FILTERS}${query ? `?${query}` : ''}` });

/** The seed's publications, as the service stores them. */
const SEEDED = publicationRows(SEED_DIR);

describe('a publication by slug (?slug= of listLiveHealthyPublications)', () => {
  const validate = answer(LIST, 'get', 200)!;

  it('answers the one publication of that slug, as the contract says', async () => {
    for (const { slug, id } of SEEDED) {
      const response = await get(`${LIST}?slug=${slug}`);
      expect(response.statusCode, slug).toBe(200);
      const body = response.json() as Publication[];
      expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      expect(body.map((publication) => publication.id)).toEqual([id]);
    }
  });

  it('answers an empty list for a slug no publication has', async () => {
    const response = await get(`${LIST}?slug=no-existe`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['mi%20lectura', 'lectura.html', '..%2Fetc', 'nutrici%C3%B3n', ''])(
    'answers 400 "Invalid slug format" for ?slug=%s',
    async (slug) => {
      const response = await get(`${LIST}?slug=${slug}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Invalid slug format',
        errors: [expect.objectContaining({ field: 'slug' })],
      });
      expect(answer(LIST, 'get', 400)!(response.json())).toBe(true);
    },
  );

  it('still answers every publication without it, newest first', async () => {
    const body = (await get(LIST)).json() as Publication[];
    expect(body).toHaveLength(SEEDED.length);
    const dates = body.map((publication) => publication.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('search (?paramBusqueda= of the filters call)', () => {
  const validate = answer(FILTERS, 'post', 200)!;
  /** What the search reads of a publication, folded (lower case, no accents). */
  const searched = (publication: Publication) =>
    foldText(
      [
        publication.title,
        publication.summary,
        ...publication.topics.map((topic) => topic.nombre),
      ].join(' '),
    );
  /** The ids the search must answer, from the seed: every word, case and accents ignored. */
  const expected = (query: string, keep: (p: Publication) => boolean = () => true) =>
    [...SEEDED]
      .filter(keep)
      .filter((publication) =>
        foldText(query)
          .split(/\s+/)
          .filter(Boolean)
          .every((word) => searched(publication).includes(word)),
      )
      .sort((a, b) => b.published_at.localeCompare(a.published_at) || a.id - b.id)
      .map((publication) => publication.id);

  const search = async (query: string, more = '') => {
    const response = await filter(
      `paramBusqueda=${encodeURIComponent(query)}&paramcantidad=100${more}`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = response.json() as SearchResult;
    expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    return body;
  };

  it.each([
    ['nutricion', 'Nutrición'],
    ['NUTRICIÓN', 'Nutrición'],
    ['DIABETES', 'diabetes'],
    ['estres', 'Estrés'],
    ['senales', 'Señales'],
    ['Vacunas', 'vacunas'],
  ])('“%s” finds what holds «%s», ignoring case and accents', async (query, holds) => {
    const body = await search(query);
    const ids = expected(query);
    expect(ids.length, `the seed has «${holds}»`).toBeGreaterThan(0);
    expect(body.results.map((publication) => publication.id)).toEqual(ids);
    expect(body.total).toBe(ids.length);
    for (const publication of body.results) {
      expect(searched(publication)).toContain(foldText(holds));
    }
  });

  it('finds a publication by the name of its topic', async () => {
    // «Dengue» is a topic; the word is also in titles, so search a topic no title names.
    const topic = SEEDED.flatMap((p) => p.topics).find(
      (t) => !SEEDED.some((p) => foldText(`${p.title} ${p.summary}`).includes(foldText(t.nombre))),
    );
    expect(topic, 'a topic that no title or summary names').toBeDefined();
    const body = await search(topic!.nombre);
    expect(body.results.map((p) => p.id)).toEqual(
      expected(topic!.nombre, (p) => p.topics.some((t) => t.id === topic!.id)),
    );
    expect(body.total).toBeGreaterThan(0);
  });

  it('needs every word, and is combined with the other filters (AND), total counting the matches', async () => {
    const words = await search('dengue alerta');
    expect(words.results.map((p) => p.id)).toEqual(expected('dengue alerta'));
    expect(words.total).toBeLessThan((await search('dengue')).total);

    const video = await search('ansiedad', '&paramTipoPublicacion=video');
    const ids = expected('ansiedad', (p) => p.type === 'video');
    expect(ids.length).toBeGreaterThan(0);
    expect(video.results.map((p) => p.id)).toEqual(ids);
    expect(video.total).toBe(ids.length);
    expect(video.total).toBeLessThan((await search('ansiedad')).total);

    const paged = await search('salud', '&paramdesde=1');
    expect(paged.results.map((p) => p.id)).toEqual(expected('salud').slice(1));
    expect(paged.total).toBe(expected('salud').length);
  });

  it('matches % and _ as themselves, never as wildcards', async () => {
    for (const query of ['%', '_', 'a%b', 'sal_d', '\\']) {
      const body = await search(query);
      expect(body.total, query).toBe(0);
      expect(body.results, query).toEqual([]);
    }
    // Not a wildcard, but a letter: “salud” is found.
    expect((await search('salud')).total).toBeGreaterThan(0);
  });

  it('trims the words and echoes them in `filter`', async () => {
    const body = await search('  Nutrición  ');
    expect(body.filter.paramBusqueda).toBe('Nutrición');
    expect(body.results.map((p) => p.id)).toEqual(expected('nutricion'));
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['longer than 100 characters', 'a'.repeat(101)],
  ])('answers 400 naming paramBusqueda when it is %s', async (_what, query) => {
    const response = await filter(`paramBusqueda=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: true,
      code: 'VALIDATION_ERROR',
      errors: [expect.objectContaining({ field: 'paramBusqueda' })],
    });
    expect(answer(FILTERS, 'post', 400)!(response.json())).toBe(true);
  });
});

describe('the filters call: unknown ids and paging limits', () => {
  it.each([
    'paramCategoria=999',
    'paramPilares=999,998',
    'paramTemas=424242',
    'paramCategoria=1&paramTemas=999999999',
  ])('%s matches nothing: 200, total 0', async (query) => {
    const response = await filter(query);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toMatchObject({ total: 0, results: [] });
  });

  it('pages with paramdesde and paramcantidad, total before the page', async () => {
    const body = (await filter('paramdesde=24&paramcantidad=12')).json() as SearchResult;
    expect(body.total).toBe(SEEDED.length);
    expect(body.results).toHaveLength(SEEDED.length - 24);
  });

  it.each([
    ['paramdesde', '-1'],
    ['paramdesde', '100001'],
    ['paramdesde', '1.5'],
    ['paramdesde', 'abc'],
    ['paramcantidad', '0'],
    ['paramcantidad', '101'],
    ['paramcantidad', '-3'],
    ['paramcantidad', '12a'],
  ])('answers 400 with the error body for %s=%s', async (name, value) => {
    const response = await filter(`${name}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: true,
      code: 'VALIDATION_ERROR',
      message: `El dato "${name}" no es válido.`,
      errors: [expect.objectContaining({ field: name })],
    });
    expect(answer(FILTERS, 'post', 400)!(response.json())).toBe(true);
  });
});

describe('what a publication carries (issue #30)', () => {
  let all: Publication[];
  beforeAll(async () => {
    all = (await service.app.inject({ url: `${BASE}/listLiveHealthyDetailPublications/` })).json();
  });

  it('carries its last medical review: reviewer, and dates in order', () => {
    for (const publication of all) {
      expect(publication.reviewer, publication.slug).toEqual({
        name: expect.stringMatching(/^\p{Lu}\p{L}+( \p{Lu}\p{L}+)+$/u),
        role: expect.stringMatching(/^\p{Lu}/u),
      });
      expect(publication.reviewed_at! >= publication.published_at.slice(0, 10)).toBe(true);
      expect(publication.next_review_at! > publication.reviewed_at!).toBe(true);
    }
  });

  it('says what may be downloaded: never a reading; infographics and podcasts; a video may not be', () => {
    const by = (type: string) => all.filter((p) => p.type === type);
    expect(by('lectura').every((p) => !p.downloadable)).toBe(true);
    expect(by('infografia').every((p) => p.downloadable)).toBe(true);
    expect(by('podcast').every((p) => p.downloadable)).toBe(true);
    expect(by('video').some((p) => p.downloadable)).toBe(true);
    expect(by('video').some((p) => !p.downloadable)).toBe(true);
  });

  it('gives readings and infographics no recording', () => {
    for (const publication of all.filter((p) => p.type === 'lectura' || p.type === 'infografia')) {
      expect(publication.media, publication.slug).toBeNull();
    }
  });

  /** The size on disk of the file of an absolute `/media/…` URL of an answer. */
  const bytes = (url: string) =>
    statSync(join(MEDIA_DIR, ...url.slice(`${PUBLIC_URL}/media/`.length).split('/'))).size;

  it('plays a video: its file, the sound alone, Spanish captions, chapters and a transcript', () => {
    const videos = all.filter((p) => p.type === 'video');
    expect(videos).toHaveLength(6);
    for (const { media, media_url, duration, slug } of videos) {
      expect(media, slug).not.toBeNull();
      expect(media!.video, slug).not.toBeNull();
      expect(media_url, slug).toBe(media!.video!.url);
      expect(duration, slug).toBe(Math.ceil(media!.duration_seconds / 60));
      expect(media!.duration_seconds, slug).toBeGreaterThanOrEqual(60);
      expect(media!.duration_seconds, slug).toBeLessThanOrEqual(120);
      expect(media!.captions, slug).toMatchObject({ srclang: 'es', label: 'Español' });
      for (const file of [media!.video!, media!.audio]) {
        expect(file.url, slug).toMatch(
          new RegExp(`^${PUBLIC_URL}/media/vive-sanamente/${slug}\\.v\\d+\\.`),
        );
        expect(bytes(file.url), file.url).toBe(file.bytes);
      }
      expect(bytes(media!.captions!.url)).toBeGreaterThan(0);
      expect(media!.chapters[0]?.start_seconds, slug).toBe(0);
      expect(media!.transcript.length, slug).toBeGreaterThan(0);
    }
  });

  it('plays a podcast: its episode alone, no video and no captions, a transcript naming who speaks', () => {
    const podcasts = all.filter((p) => p.type === 'podcast');
    expect(podcasts).toHaveLength(5);
    for (const { media, media_url, duration, slug } of podcasts) {
      expect(media, slug).not.toBeNull();
      expect(media!.video, slug).toBeNull();
      expect(media!.captions, slug).toBeNull();
      expect(media_url, slug).toBe(media!.audio.url);
      expect(media!.audio.type).toMatch(/^audio\//);
      expect(bytes(media!.audio.url), slug).toBe(media!.audio.bytes);
      expect(duration, slug).toBe(Math.ceil(media!.duration_seconds / 60));
      expect(media!.transcript.length, slug).toBeGreaterThan(1);
      for (const part of media!.transcript)
        expect(part.text, slug).toMatch(/^\p{Lu}[\p{L} ]+: \S/u);
    }
  });

  it('writes an infographic’s body as the text of its picture: headings and lists', () => {
    const infographics = all.filter((p) => p.type === 'infografia');
    expect(infographics).toHaveLength(5);
    for (const { body, slug } of infographics) {
      expect(body, slug).toMatch(/^<p>/);
      expect(body!.match(/<h2>/g)?.length ?? 0, slug).toBeGreaterThanOrEqual(2);
      expect(body, slug).toMatch(/<(ul|ol)>\s*<li>/);
    }
  });
});
