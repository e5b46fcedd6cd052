import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_CALLS, SITE_CALLS } from './spec-calls';

const DOCUMENTS = ['content', 'identity', 'site'] as const;
type Document = (typeof DOCUMENTS)[number];

const path = (name: Document) => fileURLToPath(new URL(`../openapi/${name}.yaml`, import.meta.url));
const source = (name: Document) => readFileSync(path(name), 'utf8');

interface Operation {
  operationId?: string;
  parameters?: { $ref?: string; name?: string; in?: string }[];
}
type OpenApi = {
  paths: Record<string, Record<string, Operation> & { parameters?: Operation['parameters'] }>;
  components?: { parameters?: Record<string, { name: string; in: string }> };
};
const spec = (name: Document) => parse(source(name)) as OpenApi;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function operations(doc: OpenApi) {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      method,
      template,
      operation: item[method]!,
      parameters: [...(item.parameters ?? []), ...(item[method]!.parameters ?? [])].map((p) =>
        p.$ref ? doc.components!.parameters![p.$ref.split('/').pop()!]! : p,
      ),
    })),
  );
}

const trim = (p: string) => `/${p.replace(/^\/+|\/+$/g, '')}`;
/** A path template as a pattern: `{param}` stands for one segment; trailing slashes do not count. */
const templatePattern = (template: string) =>
  new RegExp(
    `^${trim(template)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{[^/}]+\}/g, '[^/]+')}$`,
  );

function findOperation(doc: OpenApi, call: string) {
  const [method, target] = call.split(' ') as [string, string];
  const [pathPart, query = ''] = target.split('?') as [string, string?];
  const concrete = trim(pathPart.replace(/\{[^}]+\}/g, 'x1'));
  const match = operations(doc).find(
    (op) => op.method === method.toLowerCase() && templatePattern(op.template).test(concrete),
  );
  return { match, queryNames: query ? query.split('&') : [] };
}

describe('the contract covers every call of spec §7', () => {
  it('lists 83 calls: 18 same-site routes and 65 content calls', () => {
    expect(SITE_CALLS).toHaveLength(18);
    expect(CONTENT_CALLS).toHaveLength(65);
    expect(new Set([...SITE_CALLS, ...CONTENT_CALLS]).size).toBe(83);
  });

  describe.each([
    ['site', SITE_CALLS],
    ['content', CONTENT_CALLS],
  ] as const)('%s.yaml', (name, calls) => {
    const doc = spec(name);
    it.each(calls)('%s', (call) => {
      const { match, queryNames } = findOperation(doc, call);
      expect(match, `no operation in ${name}.yaml for "${call}"`).toBeDefined();
      expect(match!.operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      const declared = match!.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      expect(declared).toEqual(expect.arrayContaining(queryNames));
    });
  });

  it('the matcher tells a missing call apart', () => {
    expect(findOperation(spec('content'), 'GET /pages/no/such/path/').match).toBeUndefined();
    expect(findOperation(spec('site'), 'DELETE /api/auth/login').match).toBeUndefined();
  });

  it('keeps the bearer security on the terms acceptance', () => {
    const { match } = findOperation(
      spec('content'),
      'POST users/accept-terms-and-additional-clauses/',
    );
    const security = (match!.operation as { security?: Record<string, unknown>[] }).security;
    expect(security?.some((s) => 'bearerAuth' in s)).toBe(true);
  });

  it('answers descargar_imagen with a binary image and takes strong-as-iron as multipart', () => {
    type Raw = { requestBody: { content: object }; responses: Record<string, { content: object }> };
    const paths = parse(source('content')).paths as Record<string, Record<string, Raw>>;
    const descargar = Object.entries(paths).find(([p]) => p.includes('descargar_imagen'))![1].post!;
    const types = Object.keys(descargar.responses['200']!.content);
    expect(types.every((t) => t.startsWith('image/'))).toBe(true);
    const strong = Object.entries(paths).find(([p]) => trim(p) === '/forms/strong-as-iron')![1]
      .post!;
    expect(Object.keys(strong.requestBody.content)).toContain('multipart/form-data');
  });
});

describe('the wellness catalogs label their categories', () => {
  type Schema = { required?: string[]; allOf?: { $ref?: string }[] };
  const schemas = (parse(source('content')) as { components: { schemas: Record<string, Schema> } })
    .components.schemas;

  it.each([
    ['PagedLiveClasses', 'LiveClass'],
    ['PagedRecordedClasses', 'RecordedClass'],
    ['PagedContents', 'ContentItem'],
  ])('%s carries the category facet; each %s its category label', (paged, item) => {
    const parts = schemas[paged]!.allOf!.map((part) => part.$ref);
    expect(parts).toContain('#/components/schemas/CategoryFacets');
    expect(schemas[item]!.required).toEqual(expect.arrayContaining(['category', 'category_label']));
  });

  it('gives a category a slug and a label, and a facet entry its count', () => {
    expect(schemas.Category!.required).toEqual(['slug', 'label']);
    expect(schemas.CategoryFacet!.allOf!.map((part) => part.$ref)).toContain(
      '#/components/schemas/Category',
    );
  });
});

describe('Vive sanamente (issue #30)', () => {
  type Schema = {
    required?: string[];
    properties?: Record<string, Schema & { $ref?: string; anyOf?: { $ref?: string }[] }>;
    items?: { $ref?: string };
  };
  const doc = parse(source('content')) as OpenApi & {
    components: { schemas: Record<string, Schema> };
  };
  const schemas = doc.components.schemas;
  const refs = (schema: Schema | undefined) =>
    JSON.stringify(schema).match(/#\/components\/schemas\/\w+/g) ?? [];

  it('gives a publication its review, downloadable and media, all required', () => {
    expect(schemas.Publication!.required).toEqual(
      expect.arrayContaining([
        'reviewer',
        'reviewed_at',
        'next_review_at',
        'downloadable',
        'media',
      ]),
    );
    expect(refs(schemas.Publication!.properties!.reviewer)).toEqual([
      '#/components/schemas/ContentReviewer',
    ]);
    expect(refs(schemas.Publication!.properties!.media)).toEqual([
      '#/components/schemas/PublicationMedia',
    ]);
  });

  it('shares the media pieces of recorded classes by reference, not by copy', () => {
    for (const name of ['RecordedClassMedia', 'PublicationMedia']) {
      expect(refs(schemas[name]), name).toEqual(
        expect.arrayContaining([
          '#/components/schemas/MediaFile',
          '#/components/schemas/MediaCaptions',
          '#/components/schemas/MediaChapter',
          '#/components/schemas/TranscriptPart',
        ]),
      );
    }
    expect(schemas.PublicationMedia!.properties!.transcript).toMatchObject({ minItems: 1 });
  });

  it.each([
    ['GET home/vive-sanamente/listLiveHealthyDetailPublications/?slug', '^[A-Za-z0-9_-]+$'],
    ['POST home/vive-sanamente/listLiveHealthyDetailPublicationsFilters?paramBusqueda', '\\S'],
  ])('declares %s (optional, with its rule)', (call, pattern) => {
    const { match, queryNames } = findOperation(doc, call);
    const parameter = match!.parameters.find((p) => p.name === queryNames[0]) as {
      required?: boolean;
      schema?: { pattern?: string };
    };
    expect(parameter).toBeDefined();
    expect(parameter.required).toBe(false);
    expect(parameter.schema?.pattern).toBe(pattern);
  });
});

describe('the symptoms search (issue #31, ours)', () => {
  type Schema = {
    type?: string | string[];
    required?: string[];
    maxItems?: number;
    minimum?: number;
    maximum?: number;
    enum?: string[];
    properties?: Record<string, Schema>;
  };
  type Parameter = { name: string; required?: boolean; schema?: Schema & Record<string, unknown> };
  const doc = parse(source('content')) as OpenApi & {
    components: { schemas: Record<string, Schema> };
  };
  const schemas = doc.components.schemas;
  const { match } = findOperation(doc, 'GET home/sintomas-enfermedades/buscarSintomasEnfermedades');
  const parameter = (name: string) =>
    match!.parameters.find((p) => p.name === name) as Parameter | undefined;

  it('is an operation of its own, beside the spec §7 calls (which stay 65)', () => {
    expect(match?.operation.operationId).toBe('searchSintomasEnfermedades');
    expect(CONTENT_CALLS.some((call) => call.includes('buscarSintomasEnfermedades'))).toBe(false);
    expect((match!.operation as { description?: string }).description).toMatch(/Our addition/);
  });

  it('takes q (required, 1–100 characters, not only spaces) and limite (1–20, 10)', () => {
    expect(parameter('q')).toMatchObject({
      required: true,
      schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    });
    expect(parameter('limite')).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 20, default: 10 },
    });
  });

  it('answers ranked results, what matched, a score and a nullable suggestion', () => {
    const answer = schemas.BusquedaSintomas!;
    expect(answer.required).toEqual(['consulta', 'total', 'resultados', 'sugerencia']);
    expect(answer.properties!.sugerencia!.type).toEqual(['string', 'null']);
    expect(answer.properties!.resultados!.maxItems).toBe(20);
    const result = schemas.BusquedaSintomaResultado!;
    expect(result.required).toEqual(
      expect.arrayContaining(['id', 'slug', 'nombre', 'resumen', 'url', 'coincidencia', 'puntaje']),
    );
    expect(result.properties!.puntaje).toMatchObject({ minimum: 0, maximum: 1 });
    expect(result.properties!.coincidencia!.properties!.campo!.enum).toEqual([
      'nombre',
      'sinonimo',
      'etiqueta',
      'resumen',
    ]);
  });
});

describe('mini-manuals and a condition’s detail (issue #31, ours)', () => {
  type Schema = {
    required?: string[];
    minItems?: number;
    maxItems?: number;
    pattern?: string;
    properties?: Record<string, Schema & { $ref?: string; items?: { $ref?: string } }>;
    allOf?: Schema[];
  };
  const doc = parse(source('content')) as OpenApi & {
    components: { schemas: Record<string, Schema> };
  };
  const schemas = doc.components.schemas;
  const { match, queryNames } = findOperation(doc, 'GET mini-manual/listMiniManuales/?slug');

  it('lists the active mini-manuals (listMiniManuales), beside the spec §7 calls', () => {
    expect(match?.operation.operationId).toBe('listMiniManuales');
    expect(CONTENT_CALLS.some((call) => call.includes('listMiniManuales'))).toBe(false);
    expect((match!.operation as { description?: string }).description).toMatch(/Our addition/);
    const slug = match!.parameters.find((p) => p.name === queryNames[0]) as {
      required?: boolean;
      schema?: { pattern?: string };
    };
    expect(slug).toMatchObject({ required: false, schema: { pattern: '^[A-Za-z0-9_-]+$' } });
  });

  it('gives every mini-manual a slug, and the list its summaries', () => {
    expect(schemas.MiniManual!.required).toContain('slug');
    expect(schemas.MiniManualSlug!.pattern).toBe('^[a-z0-9]+(-[a-z0-9]+)*$');
    expect(schemas.MiniManualResumen!.required).toEqual([
      'id',
      'slug',
      'titulo',
      'resumen',
      'imagen',
      'archivoUrl',
    ]);
    expect(schemas.MiniManualRelacionado!.required).toEqual(['id', 'slug', 'titulo']);
  });

  it('gives a condition’s detail when to get help, its review and its mini-manuals', () => {
    const detail = schemas.SintomaEnfermedadDetalle!.allOf![1]!;
    expect(detail.required).toEqual(
      expect.arrayContaining(['cuandoBuscarAyuda', 'revision', 'miniManuales']),
    );
    expect(detail.properties!.miniManuales!.items!.$ref).toBe(
      '#/components/schemas/MiniManualRelacionado',
    );
    const help = schemas.SintomaCuandoBuscarAyuda!;
    expect(help.required).toEqual(['urgente', 'emergencia']);
    expect(help.properties!.emergencia).toMatchObject({ minItems: 1, maxItems: 6 });
    expect(schemas.SintomaRevision!.required).toEqual([
      'revisadoPor',
      'revisadoEl',
      'proximaRevision',
    ]);
    expect(schemas.SintomaRevision!.properties!.revisadoPor!.required).toEqual(['nombre', 'cargo']);
  });
});

describe.each(DOCUMENTS)('%s.yaml is a valid OpenAPI 3.1 document', (name) => {
  it('passes the OpenAPI schema validator (@seriousme/openapi-schema-validator)', async () => {
    const result = await new Validator().validate(path(name));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('passes the Redocly linter with no errors (redocly.yaml)', async () => {
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('../redocly.yaml', import.meta.url)),
    });
    const problems = await lint({ ref: path(name), config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations(spec(name)).map((op) => op.operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the wellness-program forms (issue #32)', () => {
  type Schema = {
    required?: string[];
    allOf?: { anyOf?: { required?: string[] }[] }[];
    properties?: Record<string, { $ref?: string; enum?: string[]; const?: unknown }>;
  };
  const doc = parse(source('content')) as OpenApi & {
    components: { schemas: Record<string, Schema> };
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const schemas = doc.components.schemas;
  const posts = [
    'POST forms/comments/',
    'POST forms/qualification/',
    'POST forms/request-appointment/',
    'POST forms/nutrition/',
    'POST forms/maternity/',
    'POST forms/always-healthy/',
    'POST forms/strong-as-iron/',
  ];

  it.each(posts)(
    '%s takes an optional Idempotency-Key and answers 200 on a replay, 409 on reuse',
    (call) => {
      const { match } = findOperation(doc, call);
      const key = match!.parameters.find((p) => p.name === 'Idempotency-Key') as unknown as {
        in: string;
        required?: boolean;
        schema: { minLength: number; maxLength: number; pattern: string };
      };
      expect(key).toMatchObject({
        in: 'header',
        required: false,
        schema: { minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
      });
      const responses = (match!.operation as { responses: Record<string, { $ref?: string }> })
        .responses;
      expect(responses['201']?.$ref).toBe('#/components/responses/FormCreated');
      expect(responses['200']?.$ref).toBe('#/components/responses/FormReplayed');
      expect(responses['409']?.$ref).toBe('#/components/responses/IdempotencyKeyReused');
    },
  );

  it('gives every receipt its reference', () => {
    expect(schemas.FormReceipt!.required).toEqual(['id', 'reference', 'message']);
  });

  it.each([
    'AppointmentRequest',
    'NutritionForm',
    'MaternityForm',
    'AlwaysHealthyForm',
    'StrongAsIronForm',
  ])('%s requires the health-data consent and its version', (name) => {
    const schema = schemas[name]!;
    expect(schema.required).toEqual(expect.arrayContaining(['consent', 'consent_version']));
    expect(schema.required).not.toContain('marketing_consent');
    expect(schema.properties!.consent!.const).toBe(true);
    expect(schema.properties!.consent_version!.$ref).toBe('#/components/schemas/ConsentVersion');
  });

  it('asks an appointment for a centre and a time window, a pregnancy for a date or weeks', () => {
    expect(schemas.AppointmentRequest!.required).toEqual(
      expect.arrayContaining(['centre_id', 'time_window', 'preferred_date']),
    );
    expect(schemas.AppointmentTimeWindow).toMatchObject({ enum: ['manana', 'tarde'] });
    expect(schemas.MaternityForm!.required).not.toContain('due_date');
    expect(schemas.MaternityForm!.required).toContain('prenatal_checkups');
    const either = schemas.MaternityForm!.allOf!.find((part) => part.anyOf)!;
    expect(either.anyOf).toEqual([{ required: ['due_date'] }, { required: ['weeks_pregnant'] }]);
  });

  it.each([
    ['GET forms/health-data-consent/', 'getHealthDataConsent'],
    ['GET forms/comments/?page_slug&page', 'listComments'],
    ['GET forms/always-healthy/list_ubigeo_districts/', 'listUbigeoDistricts'],
  ])('declares %s (%s)', (call, operationId) => {
    const { match, queryNames } = findOperation(doc, call);
    expect(match!.operation.operationId).toBe(operationId);
    const declared = match!.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(declared).toEqual(queryNames);
  });
});
