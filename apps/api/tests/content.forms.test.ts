import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/clock';
import { contractValidator } from '../src/contract';
import * as t from '../src/db/schema';
import type { OutboxMessage } from '../src/identity/outbox';
import { CASES, CONSENT_VERSION } from './content-cases';
import { multipartBody, STRONG_AS_IRON_FIELDS } from './multipart';
import { startService } from './support';

/**
 * The wellness-program forms (issue #32) on a clock the tests set: Sunday 29 November 2026,
 * 10:00 in Lima, so «tomorrow» is 2026-11-30 and the dates below are fixed.
 */
const current = Date.parse('2026-11-29T15:00:00.000Z');
const clock: Clock = { now: () => new Date(current) };
const TODAY = '2026-11-29';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService({ identity: { clock } }, { seedClock: clock });
});
afterAll(() => service.stop());

const { answer } = contractValidator('content');
const DEV = { host: 'localhost:4000' };

let keys = 0;
/** A fresh `Idempotency-Key` (16–100 of [A-Za-z0-9_-]). */
const newKey = () => `prueba-clave-${Date.now()}-${++keys}`;

const appointment = {
  ...(CASES.requestAppointment.body as Record<string, unknown>),
  preferred_date: '2026-12-10',
};
const maternity = {
  ...(CASES.submitMaternityForm.body as Record<string, unknown>),
  due_date: '2027-04-10',
};
const nutrition = CASES.submitNutritionForm.body as Record<string, unknown>;
const comment = CASES.submitComment.body as Record<string, unknown>;

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url: `/content/forms/${path}/`, payload, headers });

const rows = async (form: string) =>
  (
    await service.database.db
      .select({ n: count() })
      .from(t.formSubmissions)
      .where(eq(t.formSubmissions.form, form))
  )[0]!.n;

const outbox = async (email: string) =>
  (
    await service.app.inject({
      url: `/dev/outbox?to=${encodeURIComponent(email)}`,
      headers: DEV,
    })
  ).json() as { kind: string; subject: string; text: string }[];

const stored = async (reference: string) =>
  service.app.inject({ url: `/dev/forms/${reference}`, headers: DEV });

describe('Idempotency-Key', () => {
  it.each([
    ['comments', comment, 'COM'],
    ['qualification', { page_path: '/vive-sanamente', useful: true }, 'CAL'],
    ['request-appointment', appointment, 'CITA'],
    ['nutrition', nutrition, 'NUT'],
    ['maternity', maternity, 'MAT'],
    ['always-healthy', CASES.submitAlwaysHealthyForm.body as object, 'PRE'],
  ])(
    '%s: the same key answers the first receipt again (200), storing nothing',
    async (form, body, prefix) => {
      const key = newKey();
      const before = await rows(form);
      const first = await post(form, body, { 'idempotency-key': key });
      expect(first.statusCode, first.body).toBe(201);
      const receipt = first.json();
      expect(receipt.reference).toBe(`${prefix}-${String(receipt.id).padStart(6, '0')}`);
      expect(answer(`/forms/${form}/`, 'post', 201)!(receipt)).toBe(true);

      const again = await post(form, body, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(receipt);
      expect(answer(`/forms/${form}/`, 'post', 200)!(again.json())).toBe(true);
      expect(await rows(form)).toBe(before + 1);
    },
  );

  it('answers 409 IDEMPOTENCY_KEY_REUSED in Spanish for the same key with other data', async () => {
    const key = newKey();
    expect((await post('nutrition', nutrition, { 'idempotency-key': key })).statusCode).toBe(201);
    const before = await rows('nutrition');
    const other = await post(
      'nutrition',
      { ...nutrition, weight_kg: 70 },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: true,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Esta clave de envío ya se usó con otros datos. Vuelve a enviar el formulario.',
    });
    expect(answer('/forms/nutrition/', 'post', 409)!(other.json())).toBe(true);
    expect(await rows('nutrition')).toBe(before);
  });

  it('keeps keys apart by form, and without a key stores every post', async () => {
    const key = newKey();
    const a = await post('comments', comment, { 'idempotency-key': key });
    const b = await post(
      'qualification',
      { page_path: '/', useful: true },
      { 'idempotency-key': key },
    );
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const before = await rows('comments');
    await post('comments', comment);
    await post('comments', comment);
    expect(await rows('comments')).toBe(before + 2);
  });

  it('makes two posts of the same key at once one row, both answered with its receipt', async () => {
    const key = newKey();
    const before = await rows('maternity');
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('maternity', maternity, { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await rows('maternity')).toBe(before + 1);
  });

  it.each(['corta', 'x'.repeat(101), 'con espacios y más texto'])(
    'refuses the key %j with 400',
    async (key) => {
      const response = await post('comments', comment, { 'idempotency-key': key });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    },
  );

  describe('on the multipart form', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const send = (fields: Record<string, string>, key: string, data = png) => {
      const body = multipartBody(fields, { name: 'hemoglobina.png', type: 'image/png', data });
      return service.app.inject({
        method: 'POST',
        url: '/content/forms/strong-as-iron/',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key },
      });
    };

    it('replays, refuses other data or another file, and refuses a bad key', async () => {
      const key = newKey();
      const first = await send(STRONG_AS_IRON_FIELDS, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().reference).toMatch(/^FCH-\d{6}$/);
      const again = await send(STRONG_AS_IRON_FIELDS, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const otherFile = await send(STRONG_AS_IRON_FIELDS, key, Buffer.concat([png, png]));
      expect(otherFile.statusCode).toBe(409);
      const otherData = await send({ ...STRONG_AS_IRON_FIELDS, phone: '+51 900000000' }, key);
      expect(otherData.statusCode).toBe(409);
      expect((await send(STRONG_AS_IRON_FIELDS, 'mala clave')).statusCode).toBe(400);

      const row = (await stored(first.json().reference)).json();
      expect(row).toMatchObject({
        form: 'strong-as-iron',
        idempotency_key: key,
        consent_version: CONSENT_VERSION,
        attachment: { filename: 'hemoglobina.png', mime_type: 'image/png', size: png.length },
      });
      expect(row.payload.marketing_consent).toBe(false);
    });
  });
});

describe('the health-data consent (Ley N.° 29733)', () => {
  it('serves the text in force, in Spanish', async () => {
    const response = await service.app.inject({ url: '/content/forms/health-data-consent/' });
    expect(response.statusCode).toBe(200);
    const consent = response.json();
    expect(consent.version).toBe(CONSENT_VERSION);
    expect(consent.title).toBe('Autorización para el uso de tus datos de salud');
    const text = consent.paragraphs.join(' ');
    for (const words of ['29733', 'acceso', 'rectificación', 'cancelación', 'oposición']) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it.each([
    ['request-appointment', appointment],
    ['nutrition', nutrition],
    ['maternity', maternity],
  ])('%s: refuses an unknown version, or none, naming consent_version', async (form, body) => {
    const before = await rows(form);
    const unknown = await post(form, { ...body, consent_version: 'datos-salud-2020-01' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'consent_version' }],
    });
    const { consent_version: _, ...without } = body;
    const missing = await post(form, without);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toContain(
      'consent_version',
    );
    expect(await rows(form)).toBe(before);
  });

  it('stores the version and the time of the consent by the service clock', async () => {
    const response = await post('request-appointment', appointment);
    expect(response.statusCode, response.body).toBe(201);
    const row = (await stored(response.json().reference)).json();
    expect(row).toMatchObject({
      form: 'request-appointment',
      consent_version: CONSENT_VERSION,
      consented_at: new Date(current).toISOString(),
      created_at: new Date(current).toISOString(),
      status: null,
      idempotency_key: null,
      attachment: null,
    });
    expect(row.payload).toMatchObject({
      centre_id: 3,
      time_window: 'manana',
      marketing_consent: false,
    });
  });
});

describe('the forms’ rules', () => {
  const refused = async (form: string, body: object, field: string) => {
    const response = await post(form, body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json();
    expect(answer.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(answer)).toContain(field);
    return answer as { message: string; errors?: { field: string; message: string }[] };
  };

  it.each([
    [TODAY, false],
    ['2026-11-30', true],
    ['2027-01-28', true],
    ['2027-01-29', false],
    ['2026-01-10', false],
  ])('an appointment on %s is %s', async (date, accepted) => {
    const response = await post('request-appointment', { ...appointment, preferred_date: date });
    expect(response.statusCode, response.body).toBe(accepted ? 201 : 400);
    if (!accepted) {
      expect(response.json().errors).toEqual([
        {
          field: 'preferred_date',
          message: 'La fecha preferida debe estar entre mañana y los próximos 60 días.',
        },
      ]);
    }
  });

  it('refuses a centre out of the list, a program without appointments and an unknown one', async () => {
    await refused('request-appointment', { ...appointment, centre_id: 99 }, 'centre_id');
    const without = await refused('request-appointment', { ...appointment, program: 2 }, 'cita');
    expect(without.message).toBe(
      'El programa elegido no atiende con cita: no es posible solicitarla.',
    );
    await refused('request-appointment', { ...appointment, program: 999 }, 'program');
    await refused('request-appointment', { ...appointment, time_window: 'noche' }, 'time_window');
    await refused('request-appointment', { ...appointment, comment: 'x'.repeat(501) }, 'comment');
  });

  it('asks a pregnancy for a due date or its weeks, within 44 weeks', async () => {
    const { due_date: _, weeks_pregnant: __, ...neither } = maternity;
    await refused('maternity', neither, 'due_date');
    expect((await post('maternity', { ...neither, weeks_pregnant: 12 })).statusCode).toBe(201);
    expect((await post('maternity', { ...neither, due_date: TODAY })).statusCode).toBe(201);
    await refused('maternity', { ...neither, due_date: '2026-11-28' }, 'due_date');
    expect((await post('maternity', { ...neither, due_date: '2027-10-03' })).statusCode).toBe(201);
    await refused('maternity', { ...neither, due_date: '2027-10-04' }, 'due_date');
    await refused('maternity', { ...maternity, weeks_pregnant: 43 }, 'weeks_pregnant');
    const { prenatal_checkups: ___, ...noCheckups } = maternity;
    await refused('maternity', noCheckups, 'prenatal_checkups');
    await refused('maternity', { ...maternity, prenatal_checkups: 21 }, 'prenatal_checkups');
  });

  it('refuses a birth date in the future, and a child of 18 years or more', async () => {
    await refused('nutrition', { ...nutrition, birth_date: '2026-11-30' }, 'birth_date');
    expect((await post('nutrition', { ...nutrition, birth_date: TODAY })).statusCode).toBe(201);
    const send = (child_birth_date: string) => {
      const body = multipartBody({ ...STRONG_AS_IRON_FIELDS, child_birth_date });
      return service.app.inject({ method: 'POST', url: '/content/forms/strong-as-iron/', ...body });
    };
    expect((await send('2026-11-30')).statusCode).toBe(400);
    expect((await send('2008-11-29')).json().errors).toEqual([
      {
        field: 'child_birth_date',
        message: 'El programa es para niñas y niños menores de 18 años.',
      },
    ]);
    expect((await send('2008-11-30')).statusCode).toBe(201);
  });

  it('stores free text as it was written (the portal escapes it)', async () => {
    const text = '<b>Hola</b> & «gracias» <script>alert(1)</script>';
    const response = await post('comments', { ...comment, comment: text });
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().reference)).json().payload.comment).toBe(text);
  });
});

describe('comments', () => {
  const list = (query: string) => service.app.inject({ url: `/content/forms/comments/?${query}` });

  it('lists only the approved comments of a page, newest first, by first name and initial', async () => {
    const response = await list('page_slug=comentarios');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(answer('/forms/comments/', 'get', 200)!(page)).toBe(true);
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results.map((c: { name: string }) => c.name)).toEqual([
      'Lucía M.',
      'Jorge S.',
      'Rosa M.',
    ]);
    expect(JSON.stringify(page)).not.toContain('Carlos');
    expect(JSON.stringify(page)).not.toContain('@');
  });

  it('keeps a new comment pending: it is not listed', async () => {
    const response = await post('comments', { ...comment, page_slug: 'comentarios' });
    expect(response.statusCode).toBe(201);
    expect((await stored(response.json().reference)).json().status).toBe('pendiente');
    expect((await list('page_slug=comentarios')).json().count).toBe(3);
  });

  it('pages by 12, answers an empty first page and 404 past the last', async () => {
    const db = service.database.db;
    await db.insert(t.formSubmissions).values(
      Array.from({ length: 13 }, (_, i) => ({
        form: 'comments',
        status: 'aprobado',
        createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
        payload: { ...comment, page_slug: 'paginado', name: `Persona${i} Apellido` },
      })),
    );
    const first = (await list('page_slug=paginado')).json();
    expect(first.results).toHaveLength(12);
    expect(first.results[0].name).toBe('Persona12 A.');
    expect(first.next).toMatch(/page=2/);
    const second = (await list('page_slug=paginado&page=2')).json();
    expect(second.results).toHaveLength(1);
    expect(second.previous).toMatch(/page=1/);
    expect((await list('page_slug=paginado&page=3')).statusCode).toBe(404);
    expect((await list('page_slug=sin-comentarios')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await list('page_slug=mala%20página')).statusCode).toBe(400);
    expect((await list('')).statusCode).toBe(400);
  });
});

describe('the copy of the receipt by mail', () => {
  it('mails the reference and what comes next, never the health answers; once per key', async () => {
    const email = 'lucia.copia@correo.pe';
    const key = newKey();
    const body = { ...maternity, email, document_number: '47112233' };
    const first = await post('maternity', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect((await post('maternity', body, { 'idempotency-key': key })).statusCode).toBe(200);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const { reference } = first.json();
    expect(mail!.kind).toBe('form-receipt');
    expect(mail!.subject).toBe(`Recibimos tu inscripción al programa de maternidad — ${reference}`);
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain('(01) 615-7300');
    for (const secret of ['47112233', '2027-04-10', 'semana', 'Mendoza']) {
      expect(mail!.text).not.toContain(secret);
    }
  });

  it('says when an appointment will be confirmed, and nothing for a qualification', async () => {
    const email = 'carlos.copia@correo.pe';
    const response = await post('request-appointment', { ...appointment, email });
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe(`Recibimos tu solicitud de cita — ${response.json().reference}`);
    expect(mail!.text).toContain(
      'Te llamaremos en un plazo de 2 días hábiles para confirmar la fecha y hora',
    );
    expect(mail!.text).not.toContain('2026-12-10');
  });

  it('keeps the submission when the mail fails, and logs it', async () => {
    const failing = {
      send: async (_message: OutboxMessage) => {
        throw new Error('SMTP caído');
      },
    };
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const other = await startService(
      { identity: { clock, outbox: failing }, logStream },
      { seedClock: clock },
    );
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/content/forms/comments/',
        payload: comment,
      });
      expect(response.statusCode).toBe(201);
      const [row] = await other.database.db
        .select()
        .from(t.formSubmissions)
        .where(eq(t.formSubmissions.id, response.json().id));
      expect(row?.reference).toBe(response.json().reference);
      const logged = lines.find((line) => line.includes('form receipt mail failed'));
      expect(logged).toContain(response.json().reference);
      expect(logged).not.toContain('maria.quispe');
    } finally {
      await other.stop();
    }
  });
});

describe('/dev/forms/:reference', () => {
  it('answers only on a development host, without cache, and 404 for an unknown reference', async () => {
    const response = await post('qualification', { page_path: '/', useful: false });
    const { reference } = response.json();
    const ok = await stored(reference);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toMatchObject({ reference, form: 'qualification', consent_version: null });
    const foreign = await service.app.inject({
      url: `/dev/forms/${reference}`,
      headers: { host: 'ejemplo.pe' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await stored('CAL-999999')).statusCode).toBe(404);
  });
});

describe('the districts of Peru (INEI ubigeo)', () => {
  it('lists every distrito with its provincia and departamento, in the Spanish order, for a day', async () => {
    const first = await service.app.inject({
      url: '/content/forms/always-healthy/list_ubigeo_districts/',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const districts = first.json() as {
      id: string;
      nombre: string;
      provincia: string;
      departamento: string;
    }[];
    expect(answer('/forms/always-healthy/list_ubigeo_districts/', 'get', 200)!(districts)).toBe(
      true,
    );
    expect(districts.length).toBeGreaterThanOrEqual(1867);
    expect(new Set(districts.map((d) => d.departamento)).size).toBe(25);
    expect(new Set(districts.map((d) => `${d.departamento}/${d.provincia}`)).size).toBe(196);
    expect(districts.find((d) => d.id === '150131')).toEqual({
      id: '150131',
      nombre: 'San Isidro',
      provincia: 'Lima',
      departamento: 'Lima',
    });
    expect(districts.find((d) => d.id === '070101')?.provincia).toBe('Callao');
    // Áncash after Amazonas and before Apurímac: accents do not count.
    const order = [...new Set(districts.map((d) => d.departamento))];
    expect(order.slice(0, 3)).toEqual(['Amazonas', 'Áncash', 'Apurímac']);
    const spanish = new Intl.Collator('es');
    for (let i = 1; i < districts.length; i++) {
      const [a, b] = [districts[i - 1]!, districts[i]!];
      const cmp =
        spanish.compare(a.departamento, b.departamento) ||
        spanish.compare(a.provincia, b.provincia) ||
        spanish.compare(a.nombre, b.nombre);
      expect(cmp, `${a.id} before ${b.id}`).toBeLessThanOrEqual(0);
    }
    const again = await service.app.inject({
      url: '/content/forms/always-healthy/list_ubigeo_districts/',
    });
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the provincias of a departamento beyond Lima', async () => {
    const cusco = (
      await service.app.inject({ url: '/content/forms/always-healthy/list_ubigeo/08/' })
    ).json() as { id: string; nivel: string }[];
    expect(cusco.length).toBe(13);
    expect(cusco.every((p) => p.nivel === 'provincia' && p.id.startsWith('08'))).toBe(true);
  });
});
