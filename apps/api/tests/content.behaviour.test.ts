import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract';
import { ownMediaFile } from '../src/content/handlers';
import * as t from '../src/db/schema';
import { STRONG_AS_IRON_FIELDS, multipartBody } from './multipart';
import { PUBLIC_URL, signIn, startService } from './support';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

const inject = (...args: Parameters<typeof service.app.inject>) => service.app.inject(...args);

describe('catalog paging (spec §3, page size 12)', () => {
  it('pages the live classes by 12 with absolute next/previous links', async () => {
    const first = (
      await inject({ url: '/content/wellness/resources/catalog/?page_size=12' })
    ).json();
    expect(first.results).toHaveLength(12);
    expect(first.count).toBeGreaterThanOrEqual(30);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(
      `${PUBLIC_URL}/content/wellness/resources/catalog/?page_size=12&page=2`,
    );
    const last = Math.ceil(first.count / 12);
    const end = (await inject({ url: `/content/wellness/resources/catalog/?page=${last}` })).json();
    expect(end.next).toBeNull();
    expect(end.results.length).toBe(first.count - 12 * (last - 1));
  });

  it('filters by category and says 404 past the last page', async () => {
    const yoga = (
      await inject({ url: '/content/wellness/resources/catalog/?category=yoga' })
    ).json();
    expect(yoga.count).toBeGreaterThan(0);
    expect(yoga.results.every((c: { category: string }) => c.category === 'yoga')).toBe(true);
    const beyond = await inject({
      url: '/content/wellness/resources/catalog/?category=yoga&page=9',
    });
    expect(beyond.statusCode).toBe(404);
    const none = (
      await inject({ url: '/content/wellness/resources/catalog/?category=no-existe' })
    ).json();
    expect(none).toEqual({
      count: 0,
      next: null,
      previous: null,
      categories: yoga.categories,
      results: [],
    });
  });

  it('filters guides by publication type', async () => {
    const guides = (
      await inject({
        url: '/content/wellness/resources-contents/catalog/?publication_type=consejo',
      })
    ).json();
    expect(
      guides.results.every((c: { publication_type: string }) => c.publication_type === 'consejo'),
    ).toBe(true);
  });
});

describe('most-searched counters', () => {
  it('counts every one of 50 parallel increments (atomic UPDATE)', async () => {
    const before = (
      await inject({ url: '/content/Busqueda/etiquetaIncrementarMasBuscado/dengue/' })
    ).json();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        inject({ url: '/content/Busqueda/etiquetaIncrementarMasBuscado/dengue/' }),
      ),
    );
    const after = (
      await inject({ url: '/content/Busqueda/etiquetaIncrementarMasBuscado/dengue/' })
    ).json();
    expect(after.totalMasBuscado).toBe(before.totalMasBuscado + 51);
  });

  it('is never served from the answer cache', async () => {
    const a = (
      await inject({ url: '/content/home/sintomas-enfermedades/sintomasIncrementarMasBuscado/2/' })
    ).json();
    const b = await inject({
      url: '/content/home/sintomas-enfermedades/sintomasIncrementarMasBuscado/2/',
    });
    expect(b.json().masBuscado).toBe(a.masBuscado + 1);
    expect(b.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown tag', async () => {
    expect(
      (await inject({ url: '/content/Busqueda/etiquetaIncrementarMasBuscado/no-existe/' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('descargar_imagen serves only our own images', () => {
  it.each([
    [`${PUBLIC_URL}/media/clase-yoga.webp`, 'clase-yoga.webp'],
    ['/media/hero-bienestar.webp', 'hero-bienestar.webp'],
  ])('accepts %s', (url, file) => {
    expect(ownMediaFile(url, PUBLIC_URL)).toBe(file);
  });

  it.each([
    'https://example.com/media/clase-yoga.webp',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:4001/media/clase-yoga.webp',
    `${PUBLIC_URL}/media/../package.json`,
    `${PUBLIC_URL}/media/%2e%2e/package.json`,
    `${PUBLIC_URL}/content/pages/hero/`,
    `${PUBLIC_URL}/media/clase-yoga.webp?x=1`,
    'file:///etc/passwd',
    'javascript:alert(1)',
    'no es una url',
  ])('refuses %s with 400, fetching nothing', async (url) => {
    const response = await inject({
      method: 'POST',
      url: '/content/general/descargar_imagen',
      payload: { url },
    });
    expect(response.statusCode).toBe(400);
    // Not a URL at all fails the contract's `format: uri`; the rest fail the own-media rule.
    expect(['INVALID_IMAGE_URL', 'VALIDATION_ERROR']).toContain(response.json().code);
  });

  it("downloads the contract's own example (content.yaml DownloadImageRequest)", async () => {
    const schemas = loadContract('content').components.schemas as Record<
      string,
      { properties: { url: { examples: string[] } } }
    >;
    const [example] = schemas.DownloadImageRequest!.properties.url.examples;
    const response = await inject({
      method: 'POST',
      url: '/content/general/descargar_imagen',
      payload: { url: example },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });

  it('answers the image bytes with its type', async () => {
    const response = await inject({
      method: 'POST',
      url: '/content/general/descargar_imagen',
      payload: { url: `${PUBLIC_URL}/media/clase-yoga.webp` },
    });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});

const submissions = async (form: string) =>
  (
    await service.database.db
      .select({ n: count() })
      .from(t.formSubmissions)
      .where(eq(t.formSubmissions.form, form))
  )[0]!.n;

describe('forms', () => {
  it('stores a valid form and answers 201 with a receipt', async () => {
    const before = await submissions('qualification');
    const response = await inject({
      method: 'POST',
      url: '/content/forms/qualification/',
      payload: {
        page_path: '/vive-sanamente',
        useful: false,
        comment: 'Faltó información sobre niños.',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^CAL-\d{6}$/),
      message: 'Gracias por tu opinión.',
    });
    expect(await submissions('qualification')).toBe(before + 1);
  });

  it('refuses a document number longer than its type allows (DNI 8)', async () => {
    const response = await inject({
      method: 'POST',
      url: '/content/forms/request-appointment/',
      payload: {
        program: 1,
        names: 'Ana Torres',
        document_type: 'DNI',
        document_number: '123456789',
        phone: '+51 987654321',
        email: 'ana@correo.pe',
        preferred_date: '2026-12-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().errors.some((e: { field: string }) => e.field === 'document_number'),
    ).toBe(true);
  });

  it('refuses an option that is not in the list', async () => {
    const response = await inject({
      method: 'POST',
      url: '/content/forms/nutrition/',
      payload: {
        full_name: 'Ana Torres',
        document_type: 'CE',
        document_number: '001234567',
        email: 'ana@correo.pe',
        phone: '+51 987654321',
        birth_date: '1990-01-01',
        supplementary_id: 999,
        consent: true,
        consent_version: 'datos-salud-2026-11',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('supplementary_id');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/content/forms/comments/',
      payload: {
        name: 'A',
        email: 'a@b.pe',
        comment: 'x'.repeat(100_000),
        page_slug: 'comentarios',
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: true, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses JSON that does not parse, in Spanish', async () => {
    const response = await inject({
      method: 'POST',
      url: '/content/forms/comments/',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: 'INVALID_JSON' });
  });
});

describe('strong-as-iron multipart form', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200),
  ]);
  const post = (body: ReturnType<typeof multipartBody>) =>
    inject({ method: 'POST', url: '/content/forms/strong-as-iron/', ...body });

  it('stores the fields and the attachment', async () => {
    const response = await post(
      multipartBody(STRONG_AS_IRON_FIELDS, {
        name: 'hemoglobina.png',
        type: 'image/png',
        data: png,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [attachment] = await service.database.db
      .select()
      .from(t.formAttachments)
      .where(eq(t.formAttachments.submissionId, id));
    expect(attachment).toMatchObject({
      filename: 'hemoglobina.png',
      mimeType: 'image/png',
      size: png.length,
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await post(
      multipartBody(STRONG_AS_IRON_FIELDS, { name: 'grande.png', type: 'image/png', data: big }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('refuses a type other than JPG, PNG or PDF with 415', async () => {
    const response = await post(
      multipartBody(STRONG_AS_IRON_FIELDS, {
        name: 'x.html',
        type: 'text/html',
        data: Buffer.from('<script>'),
      }),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file whose bytes do not match its declared type', async () => {
    const response = await post(
      multipartBody(STRONG_AS_IRON_FIELDS, {
        name: 'falso.pdf',
        type: 'application/pdf',
        data: Buffer.from('MZ not a pdf'),
      }),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses missing consent with 400 naming the field, and stores nothing', async () => {
    const before = await submissions('strong-as-iron');
    const response = await post(multipartBody({ ...STRONG_AS_IRON_FIELDS, consent: 'false' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('consent');
    expect(await submissions('strong-as-iron')).toBe(before);
  });

  it('refuses JSON with 415', async () => {
    const response = await inject({
      method: 'POST',
      url: '/content/forms/strong-as-iron/',
      payload: { consent: true },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('terms acceptance with the bearer of a session (spec §6)', () => {
  it('records the additional clauses for the signed-in user', async () => {
    const login = await inject({
      method: 'POST',
      url: '/identity/auth/login',
      payload: {
        documentType: 'DNI',
        document: '70000001',
        password: 'VivaSalud2025!',
        device: 'equipo-prueba',
        channel: 'mail',
      },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    const headers = { authorization: `Bearer ${token}` };

    const accepted = await inject({
      method: 'POST',
      url: '/content/users/accept-terms-and-additional-clauses/',
      headers,
      payload: { is_terms_conditions_accepted: true, is_additional_clauses_accepted: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, is_additional_clauses_accepted: true });

    const session = await inject({ method: 'GET', url: '/identity/auth/session', headers });
    expect(session.json().user.isAdditionalClausesAccepted).toBe(true);
  });

  it('refuses a missing or unknown bearer with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer desconocido' }]) {
      const response = await inject({
        method: 'POST',
        url: '/content/users/accept-terms-and-additional-clauses/',
        headers,
        payload: { is_terms_conditions_accepted: true, is_additional_clauses_accepted: true },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the data behind the same-site routes (beyond spec §7)', () => {
  let standard: string;
  let pro: string;
  beforeAll(async () => {
    standard = await signIn(service.app, '70000001');
    pro = await signIn(service.app, '70000003');
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('keeps telemedicine for pro members: 401 without a session, 403 for standard, 200 for pro', async () => {
    expect((await inject({ url: '/content/telemedicine/content/' })).statusCode).toBe(401);
    const standardAnswer = await inject({
      url: '/content/telemedicine/content/',
      headers: bearer(standard),
    });
    expect(standardAnswer.statusCode).toBe(403);
    expect(standardAnswer.json()).toMatchObject({ code: 'NOT_PRO' });
    const proAnswer = await inject({ url: '/content/telemedicine/content/', headers: bearer(pro) });
    expect(proAnswer.statusCode).toBe(200);
    expect(proAnswer.headers['cache-control']).toContain('no-store');
  });

  it('queues a telemedicine call only for a known specialty', async () => {
    const unknown = await inject({
      method: 'POST',
      url: '/content/telemedicine/calls/',
      headers: { ...bearer(pro), 'idempotency-key': '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' },
      payload: { specialty: 'astrologia', phone: '+51987654321', consent: true },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps the highest recorded-class progress whatever order parallel saves arrive in', async () => {
    const catalog = (await inject({ url: '/content/wellness/recorded-classes/catalog/' })).json();
    const slug = catalog.results[1].slug as string;
    await Promise.all(
      [10, 80, 35, 60].map((progress) =>
        inject({
          method: 'POST',
          url: '/content/wellness/recorded-classes/progress/',
          headers: bearer(standard),
          payload: { slug, progress },
        }),
      ),
    );
    const last = await inject({
      method: 'POST',
      url: '/content/wellness/recorded-classes/progress/',
      headers: bearer(standard),
      payload: { slug, progress: 20 },
    });
    expect(last.json()).toMatchObject({
      slug,
      progress: 80,
      position_seconds: 0,
      completed: false,
    });
    const missing = await inject({
      method: 'POST',
      url: '/content/wellness/recorded-classes/progress/',
      headers: bearer(standard),
      payload: { slug: 'no-existe', progress: 5 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages the in-person classes and filters them by discipline', async () => {
    const all = (await inject({ url: '/content/wellness/inperson-classes/catalog/' })).json();
    expect(all.results.length).toBeLessThanOrEqual(12);
    const yoga = (
      await inject({ url: '/content/wellness/inperson-classes/catalog/?discipline=yoga' })
    ).json();
    expect(yoga.results.every((c: { discipline: string }) => c.discipline === 'yoga')).toBe(true);
    const bad = await inject({
      url: '/content/wellness/inperson-classes/catalog/?discipline=yoga!',
    });
    expect(bad.json().message).toBe('Invalid discipline format');
  });

  it('says "discipline is undefined" for prices without a discipline', async () => {
    const response = await inject({ url: '/content/wellness/disciplines/undefined/prices/' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('discipline is undefined');
  });

  it('lists expert sessions of a specialty by date', async () => {
    const sessions = (
      await inject({ url: '/content/backoffice/session-experts/sessions/?specialty=2' })
    ).json();
    const dates = sessions.map((s: { starts_at: string }) => Date.parse(s.starts_at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(
      (await inject({ url: '/content/backoffice/session-experts/sessions/no-existe/' })).statusCode,
    ).toBe(404);
  });
});

describe('the answer cache', () => {
  it('reuses an answer for the same route and declared parameters, whatever else the URL says', async () => {
    const first = await inject({ url: '/content/wellness/recorded-classes/catalog/?page=2' });
    const busted = await inject({
      url: `/content/wellness/recorded-classes/catalog/?cache_buster=${Math.random()}&page=2`,
    });
    expect(busted.headers['x-cache']).toBe('hit');
    expect(busted.body).toBe(first.body);
    expect(busted.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('builds paging links from declared parameters only: a poisoned request cannot poison the clean one', async () => {
    // A cached catalog (the live classes' carries seats left and is not kept: issue #28).
    const catalog = '/content/wellness/recorded-classes/catalog/';
    // Declared: category, page, page_size. The rest is not part of the cache key.
    const poisoned = await inject({
      url: `${catalog}?category=yoga&page_size=2&page=2&redirect=https://evil.example&next=%2F%2Fevil.example`,
    });
    expect(poisoned.statusCode).toBe(200);
    const clean = await inject({ url: `${catalog}?category=yoga&page_size=2&page=2` });
    expect(clean.headers['x-cache']).toBe('hit'); // the answer stored by the poisoned request
    const { next, previous } = clean.json() as { next: string | null; previous: string };
    for (const link of [previous, next]) {
      if (link === null) continue;
      const url = new URL(link);
      expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}${catalog}`);
      expect([...url.searchParams.keys()].sort()).toEqual(['category', 'page', 'page_size']);
      expect(url.searchParams.get('category')).toBe('yoga');
    }
    expect(previous).toBe(`${PUBLIC_URL}${catalog}?category=yoga&page_size=2&page=1`);
  });

  it('never serves a request that carries credentials from the cache', async () => {
    await inject({ url: '/content/pages/hero/' });
    const withToken = await inject({
      url: '/content/pages/hero/',
      headers: { authorization: 'Bearer x' },
    });
    expect(withToken.headers['x-cache']).toBeUndefined();
  });
});

describe('record status and ranges', () => {
  it('hides annulled (ANU) search tags', async () => {
    const tags = (await inject({ url: '/content/Busqueda/etiquetaDataBusquedaListar' })).json();
    expect(tags.every((tag: { estado: string }) => tag.estado === 'ACT')).toBe(true);
    expect(
      (await inject({ url: '/content/Busqueda/etiquetaDataResultado/ah1n1/' })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ url: '/content/Busqueda/etiquetaIncrementarMasBuscado/ah1n1/' })).statusCode,
    ).toBe(404);
  });

  it('names each tag as people read it, with its accents (issue #31), in the list and its results', async () => {
    const tags = (await inject({ url: '/content/Busqueda/etiquetaDataBusquedaListar' })).json() as {
      etiqueta: string;
      nombre: string;
    }[];
    expect(tags.find((tag) => tag.etiqueta === 'hipertension')?.nombre).toBe('Hipertensión');
    expect(tags.find((tag) => tag.etiqueta === 'estres')?.nombre).toBe('Estrés');
    expect(tags.every((tag) => tag.nombre.trim() !== '')).toBe(true);
    const results = (
      await inject({ url: '/content/Busqueda/etiquetaDataResultado/migrana/' })
    ).json() as { etiqueta: string; nombre: string };
    expect(results).toMatchObject({ etiqueta: 'migrana', nombre: 'Migraña' });
  });

  it.each([
    '/content/home/vive-sanamente/listLiveHealthyDetailPublications/2147483647/',
    '/content/wellness/resources/catalog/?page=99999999999',
  ])('answers %s with 404, not a database error', async (url) => {
    const response = await inject({ url });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an id beyond the contract range with 400', async () => {
    const response = await inject({
      url: '/content/home/vive-sanamente/listLiveHealthyDetailPublications/2147483648/',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('slugs up to the contract length (content.yaml: Slug, maxLength 200)', () => {
  it('routes a 200-character slug to its handler (404 from the handler, not from the router)', async () => {
    const slug = 'a'.repeat(200);
    const response = await inject({ url: `/content/pages/${slug}/` });
    expect(response.statusCode).toBe(404);
    // The handler's answer: the contract's ErrorBody with the resource message; the router's
    // not-found answer (a path it cannot match) says the route is unknown instead.
    expect(response.json()).toEqual({
      error: true,
      code: 'NOT_FOUND',
      message: 'Recurso no encontrado',
    });
  });

  it('refuses a slug past 200 characters with the contract 400', async () => {
    const response = await inject({ url: `/content/pages/${'a'.repeat(201)}/` });
    expect(response.statusCode).toBe(400);
  });
});
