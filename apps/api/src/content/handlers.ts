import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentOperations, ContentSchema } from '@vivasalud/api-client/content';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { MEDIA_DIR } from '../paths';
import { badRequest, HttpError, notFound } from './errors';
import { withMediaUrls } from './media';

type Ok<Op extends keyof ContentOperations> = ContentOperations[Op]['responses'] extends infer R
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : unknown
  : never;

type Handler<Op extends keyof ContentOperations> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Ok<Op> | Buffer>;

/** One handler per operation of content.yaml: the compiler fails if one is missing. */
export type ContentHandlers = { [Op in keyof ContentOperations]: Handler<Op> };

export interface ContentContext {
  db: Database;
  /** Public base URL of this service (media URLs and paging links are absolute). */
  publicUrl: string;
  /** Resolves a bearer token to the signed-in user, or null. */
  verifyBearer: (token: string) => Promise<{ id: string; membership: string } | null>;
  /** Records a user's acceptance of the terms and additional clauses (identity's consents). */
  acceptTerms: (userId: string, body: ContentSchema<'TermsAcceptance'>) => Promise<void>;
}

const PAGE_SIZE = 12;
/** Record status of the legacy directories: only active records are shown (ANU = annulled). */
const ACTIVE = 'ACT';

type CatalogTable =
  typeof t.liveClasses | typeof t.recordedClasses | typeof t.contents | typeof t.inPersonClasses;

export function createContentHandlers({
  db,
  publicUrl,
  verifyBearer,
  acceptTerms,
}: ContentContext): ContentHandlers {
  const media = <T>(value: T) => withMediaUrls(value, publicUrl);

  async function document<T>(collection: string, key: string | number): Promise<T> {
    const [row] = await db
      .select({ body: t.documents.body })
      .from(t.documents)
      .where(and(eq(t.documents.collection, collection), eq(t.documents.key, String(key))))
      .limit(1);
    if (!row) throw notFound();
    return media(row.body as T);
  }

  /** Paged catalog answer of spec §3: count, next, previous (absolute URLs), results. */
  async function catalogPage<Body>(table: CatalogTable, request: FastifyRequest, filters: SQL[]) {
    const query = request.query as { page?: number; page_size?: number };
    const page = query.page ?? 1;
    const size = query.page_size ?? PAGE_SIZE;
    // Any integer ≥ 1 is a valid page (spec §5); one past the last is simply not found.
    if (!Number.isSafeInteger((page - 1) * size)) throw notFound('Página fuera de rango');
    const where = filters.length ? and(...filters) : undefined;
    const [total] = await db.select({ n: count() }).from(table).where(where);
    const rows = await db
      .select({ body: table.body })
      .from(table)
      .where(where)
      .orderBy(asc(table.position))
      .limit(size)
      .offset((page - 1) * size);
    const n = total?.n ?? 0;
    if (page > 1 && rows.length === 0) throw notFound('Página fuera de rango');
    const link = (target: number) => {
      const url = new URL(request.url, publicUrl);
      url.searchParams.set('page', String(target));
      url.searchParams.set('page_size', String(size));
      return url.href;
    };
    return {
      count: n,
      next: page * size < n ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: rows.map((row) => media(row.body as Body)),
    };
  }

  const categoryFilter = (table: CatalogTable, request: FastifyRequest): SQL[] => {
    const { category } = request.query as { category?: string };
    return category ? [eq(table.category, category)] : [];
  };

  const publicationBodies = (rows: { body: unknown }[]) =>
    rows.map((row) => media(row.body as ContentSchema<'Publication'>));

  async function saveForm(form: string, payload: unknown): Promise<number> {
    const [row] = await db
      .insert(t.formSubmissions)
      .values({ form, payload })
      .returning({ id: t.formSubmissions.id });
    return row!.id;
  }

  /** Cross-checks of a form against the catalogs it points at (the schema checks the shape). */
  async function checkForm(form: string, body: Record<string, unknown>) {
    if ('supplementary_id' in body) {
      const options = await document<{ id: number }[]>('supplementary', form).catch(() => []);
      if (!options.some((option) => option.id === body.supplementary_id)) {
        throw badRequest('El dato "supplementary_id" no es una opción de la lista.');
      }
    }
    if (typeof body.ubigeo === 'string') {
      const [district] = await db
        .select()
        .from(t.ubigeo)
        .where(eq(t.ubigeo.id, body.ubigeo))
        .limit(1);
      if (!district) throw badRequest('El dato "ubigeo" no es un distrito conocido.');
    }
    if (typeof body.program === 'number') {
      await document('programa-bienestar-detalle', body.program).catch(() => {
        throw badRequest('El dato "program" no es un programa conocido.');
      });
    }
  }

  async function submit(
    form: string,
    request: FastifyRequest,
    reply: FastifyReply,
    message: string,
  ) {
    const body = request.body as Record<string, unknown>;
    await checkForm(form, body);
    return receipt(reply, await saveForm(form, body), message);
  }

  /** The user of the request's bearer token; 401 without a live session. */
  async function signedIn(request: FastifyRequest) {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const user = token ? await verifyBearer(token) : null;
    if (!user) throw new HttpError(401, 'Sesión no válida o vencida', 'UNAUTHORIZED');
    return user;
  }

  /** Pro members only (spec §1: membership equals pro, ignoring case). */
  async function signedInPro(request: FastifyRequest) {
    const user = await signedIn(request);
    if (user.membership.toLowerCase() !== 'pro') {
      throw new HttpError(403, 'Este servicio es exclusivo para miembros Pro.', 'NOT_PRO');
    }
    return user;
  }

  const receipt = (reply: FastifyReply, id: number, message: string) => {
    reply.code(201);
    return { id, message };
  };

  const symptomSummary = (row: { body: unknown; mostSearched: number }) => {
    const {
      descripcion: _d,
      secciones: _s,
      ...summary
    } = row.body as ContentSchema<'SintomaEnfermedadDetalle'>;
    return media({ ...summary, masBuscado: row.mostSearched });
  };

  return {
    // Pages
    getHealthyLifePage: () => document('pages', 'aprende-consigue-vida-saludable'),
    getPageBySlug: async (request) => {
      const page = await document<ContentSchema<'Page'>>(
        'pages',
        (request.params as { slug: string }).slug,
      );
      // A page outside its publication window is not published (content.yaml: 404).
      const now = Date.now();
      if (
        (page.available_from && Date.parse(page.available_from) > now) ||
        (page.available_until && Date.parse(page.available_until) < now)
      ) {
        throw notFound('Página no publicada');
      }
      return page;
    },
    getQsServices: () => document('page-blocks', 'qs_services'),
    listPageSections: () => document('page-blocks', 'sections'),
    listMentors: () => document('page-blocks', 'mentors'),
    getHero: () => document('page-blocks', 'hero'),

    // Wellness catalogs
    listLiveClasses: (request) =>
      catalogPage<ContentSchema<'LiveClass'>>(
        t.liveClasses,
        request,
        categoryFilter(t.liveClasses, request),
      ),
    listRecordedClasses: (request) =>
      catalogPage<ContentSchema<'RecordedClass'>>(
        t.recordedClasses,
        request,
        categoryFilter(t.recordedClasses, request),
      ),
    listContents: (request) => {
      const { publication_type } = request.query as { publication_type?: string };
      const filters = categoryFilter(t.contents, request);
      if (publication_type) filters.push(eq(t.contents.publicationType, publication_type));
      return catalogPage<ContentSchema<'ContentItem'>>(t.contents, request, filters);
    },
    listDisciplineLocations: async (request) => {
      const { discipline } = request.params as { discipline: string };
      // Spec §5: an undefined discipline (a client that lost it sends the literal "undefined").
      if (discipline === 'undefined') throw badRequest('discipline is undefined');
      return document('locations', discipline);
    },
    listExpertSpecialties: () => document('wellness', 'expert-specialties'),
    getHomeLiveResources: () => document('wellness', 'home-live-resources'),

    // Footer
    listFooterNetwork: () => document('footer', 'network'),
    getFooterContact: () => document('footer', 'contact'),
    listFooterChannels: () => document('footer', 'channel'),
    listFooterSocialNetworks: () => document('footer', 'social-network'),
    getFooterEmergencyNumber: () => document('footer', 'emergency-number'),

    // General
    validateService: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await db.execute(sql`select 1`);
      return { available: true, message: null };
    },
    getCategoryMenu: () => document('navigation', 'category-menu'),
    listTermsByType: (request) => document('terms', (request.params as { type: string }).type),
    downloadImage: async (request, reply) => {
      const file = ownMediaFile((request.body as { url: string }).url, publicUrl);
      const bytes = await readFile(join(MEDIA_DIR, file)).catch(() => {
        throw badRequest('La imagen no existe en este servicio', 'INVALID_IMAGE_URL');
      });
      reply
        .type(MEDIA_TYPES[file.split('.').pop()!]!)
        .header('Content-Disposition', `attachment; filename="${file}"`);
      return bytes;
    },
    acceptTermsAndAdditionalClauses: async (request) => {
      const user = await signedIn(request);
      const body = request.body as ContentSchema<'TermsAcceptance'>;
      const acceptedAt = new Date().toISOString();
      await acceptTerms(user.id, body);
      return { success: true, ...body, accepted_at: acceptedAt };
    },

    // Forms
    submitComment: (request, reply) =>
      submit('comments', request, reply, 'Gracias por tu comentario.'),
    submitQualification: (request, reply) =>
      submit('qualification', request, reply, 'Gracias por tu opinión.'),
    requestAppointment: (request, reply) =>
      submit(
        'request-appointment',
        request,
        reply,
        'Recibimos tu solicitud de cita. Te contactaremos para confirmarla.',
      ),
    submitNutritionForm: (request, reply) =>
      submit('nutrition', request, reply, 'Recibimos tu inscripción al programa de nutrición.'),
    submitMaternityForm: (request, reply) =>
      submit('maternity', request, reply, 'Recibimos tu inscripción al programa de maternidad.'),
    submitAlwaysHealthyForm: (request, reply) =>
      submit('always-healthy', request, reply, 'Recibimos tu inscripción a Siempre saludable.'),
    submitStrongAsIronForm: async () => {
      throw new Error('submitStrongAsIronForm is served by the multipart route');
    },
    listStrongAsIronSupplementary: () => document('supplementary', 'strong-as-iron'),
    listNutritionSupplementary: () => document('supplementary', 'nutrition'),
    listMaternitySupplementary: () => document('supplementary', 'maternity'),
    listAlwaysHealthySupplementary: () => document('supplementary', 'always-healthy'),
    listAlwaysHealthyUbigeo: async (request) => {
      const { id } = request.params as { id: string };
      const rows = await db
        .select()
        .from(t.ubigeo)
        .where(eq(t.ubigeo.parent, id))
        .orderBy(asc(t.ubigeo.id));
      if (rows.length === 0 && id !== '0') {
        const [known] = await db
          .select({ id: t.ubigeo.id })
          .from(t.ubigeo)
          .where(eq(t.ubigeo.id, id))
          .limit(1);
        if (!known) throw notFound('Ubigeo no encontrado');
      }
      return rows.map((row) => ({
        id: row.id,
        nombre: row.name,
        nivel: row.level,
      })) as Ok<'listAlwaysHealthyUbigeo'>;
    },

    // Home
    getHomeMenu: () => document('home', 'menu-qs'),
    listHomeSlider: () => document('home', 'slider'),
    getHomeVentajas: () => document('home', 'ventajas'),
    getHomePilares: () => document('home', 'pilares'),
    listLiveHealthyHomeSlider: () => document('home', 'live-healthy-home-slider'),
    listLiveHealthyHomeSliderNotFound: () => document('home', 'live-healthy-home-slider-not-found'),
    getSeoConfiguration: (request) =>
      document('seo', (request.query as { paramItem: string }).paramItem),
    getSystemParameter: (request) =>
      document('system-parameters', (request.params as { param: string }).param),

    // Vive sanamente
    listLiveHealthyHeaderSlider: async (request) => {
      const { count: limit } = request.params as { count: number };
      const rows = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .orderBy(desc(t.publications.publishedAt))
        .limit(limit);
      return publicationBodies(rows);
    },
    getLiveHealthyFilterCatalog: () => document('live-healthy', 'filter-catalog'),
    filterLiveHealthyPublications: async (request) => {
      const filter = request.query as ContentSchema<'PublicationFilter'>;
      const conditions: SQL[] = [];
      if (filter.paramCategoria)
        conditions.push(eq(t.publications.categoryId, filter.paramCategoria));
      if (filter.paramPilares) {
        conditions.push(sql`${t.publications.pillarId} = any(${ids(filter.paramPilares)})`);
      }
      if (filter.paramTemas)
        conditions.push(sql`${t.publications.topicIds} && ${ids(filter.paramTemas)}`);
      if (filter.paramTipoPublicacion)
        conditions.push(eq(t.publications.type, filter.paramTipoPublicacion));
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(t.publications).where(where);
      const rows = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .where(where)
        .orderBy(desc(t.publications.publishedAt), asc(t.publications.id))
        .offset(filter.paramdesde ?? 0)
        .limit(filter.paramcantidad ?? PAGE_SIZE);
      return { filter, total: total?.n ?? 0, results: publicationBodies(rows) };
    },
    listLiveHealthyPublications: async () =>
      publicationBodies(
        await db
          .select({ body: t.publications.body })
          .from(t.publications)
          .orderBy(desc(t.publications.publishedAt)),
      ),
    getLiveHealthyPublication: async (request) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .where(eq(t.publications.id, id));
      if (!row) throw notFound('Publicación no encontrada');
      return publicationBodies([row])[0]!;
    },
    listLiveHealthyRelatedContents: async (request) => {
      const { id } = request.params as { id: number };
      const [base] = await db.select().from(t.publications).where(eq(t.publications.id, id));
      if (!base) throw notFound('Publicación no encontrada');
      // Related: shares a topic or the category, newest first, never itself.
      const rows = await db
        .select({ body: t.publications.body })
        .from(t.publications)
        .where(
          and(
            sql`${t.publications.id} <> ${id}`,
            sql`(${t.publications.topicIds} && ${ids(base.topicIds.join(','))} or ${t.publications.categoryId} = ${base.categoryId})`,
          ),
        )
        .orderBy(desc(t.publications.publishedAt))
        .limit(4);
      return publicationBodies(rows);
    },
    listLiveHealthyPublicationSections: async (request) => {
      const { id } = request.params as { id: number };
      const [exists] = await db
        .select({ id: t.publications.id })
        .from(t.publications)
        .where(eq(t.publications.id, id));
      if (!exists) throw notFound('Publicación no encontrada');
      return document<Ok<'listLiveHealthyPublicationSections'>>('publication-sections', id).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return [];
          throw error;
        },
      );
    },

    // Wellness programs, campaigns, mini-manuals
    getProgramaBienestarHeader: () => document('programa-bienestar', 'header'),
    getProgramaBienestarDetail: (request) =>
      document('programa-bienestar-detalle', (request.params as { id: number }).id),
    listProgramaBienestarDetailSections: (request) =>
      document('programa-bienestar-secciones', (request.params as { id: number }).id),
    getCampania: (request) => document('campania', (request.params as { id: number }).id),
    getMiniManual: (request) => document('mini-manual', (request.params as { id: number }).id),

    // Search
    listSearchTags: async () => {
      const rows = await db
        .select()
        .from(t.searchTags)
        .where(eq(t.searchTags.status, ACTIVE))
        .orderBy(desc(t.searchTags.total), asc(t.searchTags.tag));
      return rows.map((row) => ({
        id: row.id,
        etiqueta: row.tag,
        totalMasBuscado: row.total,
        estado: row.status as ContentSchema<'RecordStatus'>,
      }));
    },
    getSearchResultsByTag: async (request) => {
      const { tag } = request.params as { tag: string };
      const [known] = await db
        .select()
        .from(t.searchTags)
        .where(and(eq(t.searchTags.tag, tag), eq(t.searchTags.status, ACTIVE)));
      if (!known) throw notFound('Etiqueta no encontrada');
      const found = await db
        .select()
        .from(t.symptoms)
        .where(and(sql`${tag} = any(${t.symptoms.tags})`, eq(t.symptoms.status, ACTIVE)))
        .orderBy(desc(t.symptoms.mostSearched));
      const resultados = found.map((row) => {
        const body = media(row.body as ContentSchema<'SintomaEnfermedadDetalle'>);
        return {
          tipo: 'sintoma' as const,
          id: row.id,
          titulo: row.name,
          resumen: body.resumen,
          imagen: body.imagen,
          url: `/sintomas-y-enfermedades/${row.slug}`,
        };
      });
      return { etiqueta: tag, total: resultados.length, resultados };
    },
    incrementSearchTagCounter: async (request, reply) => {
      const { tag } = request.params as { tag: string };
      // One UPDATE … RETURNING: concurrent increments never lose a count.
      const [row] = await db
        .update(t.searchTags)
        .set({ total: sql`${t.searchTags.total} + 1` })
        .where(and(eq(t.searchTags.tag, tag), eq(t.searchTags.status, ACTIVE)))
        .returning({ etiqueta: t.searchTags.tag, totalMasBuscado: t.searchTags.total });
      if (!row) throw notFound('Etiqueta no encontrada');
      reply.header('Cache-Control', 'no-store');
      return row;
    },

    // Health tools
    getHerramientaSaludHeader: () => document('herramienta-salud', 'header'),
    listHerramientasSalud: () => document('herramienta-salud', 'list'),
    getHerramientaCallAction: (request) =>
      document('herramienta-call-action', (request.params as { id: number }).id),

    // Symptoms and diseases
    listSintomasEnfermedades: async () => {
      const rows = await db
        .select()
        .from(t.symptoms)
        .where(eq(t.symptoms.status, ACTIVE))
        .orderBy(asc(t.symptoms.name));
      return rows.map(symptomSummary) as Ok<'listSintomasEnfermedades'>;
    },
    listSintomasFilters: async () => {
      const rows = await db
        .select({ filtro: t.symptoms.initial, total: count() })
        .from(t.symptoms)
        .where(eq(t.symptoms.status, ACTIVE))
        .groupBy(t.symptoms.initial)
        .orderBy(asc(t.symptoms.initial));
      return rows.map((row) => ({ filtro: row.filtro, nombre: row.filtro, total: row.total }));
    },
    listSintomasByFilter: async (request) => {
      const { filter } = request.params as { filter: string };
      const rows = await db
        .select()
        .from(t.symptoms)
        .where(and(eq(t.symptoms.initial, filter.toUpperCase()), eq(t.symptoms.status, ACTIVE)))
        .orderBy(asc(t.symptoms.name));
      return rows.map(symptomSummary) as Ok<'listSintomasByFilter'>;
    },
    getSintomaEnfermedadDetail: async (request) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .select()
        .from(t.symptoms)
        .where(and(eq(t.symptoms.id, id), eq(t.symptoms.status, ACTIVE)));
      if (!row) throw notFound('No encontramos ese síntoma o enfermedad');
      return media({
        ...(row.body as ContentSchema<'SintomaEnfermedadDetalle'>),
        masBuscado: row.mostSearched,
      });
    },
    incrementSintomaCounter: async (request, reply) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .update(t.symptoms)
        .set({ mostSearched: sql`${t.symptoms.mostSearched} + 1` })
        .where(and(eq(t.symptoms.id, id), eq(t.symptoms.status, ACTIVE)))
        .returning({ id: t.symptoms.id, masBuscado: t.symptoms.mostSearched });
      if (!row) throw notFound('No encontramos ese síntoma o enfermedad');
      reply.header('Cache-Control', 'no-store');
      return row;
    },

    // Beyond spec §7: the data behind the portal's same-site routes
    listInPersonClasses: (request) => {
      const { discipline } = request.query as { discipline?: string };
      return catalogPage<ContentSchema<'InPersonClass'>>(
        t.inPersonClasses,
        request,
        discipline ? [eq(t.inPersonClasses.category, discipline)] : [],
      );
    },
    listDisciplinePrices: async (request) => {
      const { discipline } = request.params as { discipline: string };
      if (discipline === 'undefined') throw badRequest('discipline is undefined');
      return document('prices', discipline);
    },
    listExpertSessions: async (request) => {
      const { specialty } = request.query as { specialty: number };
      const rows = await db
        .select({ body: t.expertSessions.body })
        .from(t.expertSessions)
        .where(eq(t.expertSessions.specialtyId, specialty))
        .orderBy(asc(t.expertSessions.startsAt));
      return rows.map((row) => media(row.body as ContentSchema<'ExpertSession'>));
    },
    getExpertSession: async (request) => {
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select({ body: t.expertSessions.body })
        .from(t.expertSessions)
        .where(eq(t.expertSessions.slug, slug));
      if (!row) throw notFound('No encontramos esa sesión');
      return media(row.body as ContentSchema<'ExpertSession'>);
    },
    getTelemedicineContent: async (request, reply) => {
      await signedInPro(request);
      reply.header('Cache-Control', 'private, no-store');
      return document('telemedicine', 'content');
    },
    requestTelemedicineCall: async (request, reply) => {
      const user = await signedInPro(request);
      const { specialty } = request.body as ContentSchema<'TelemedicineCallRequest'>;
      const content = await document<ContentSchema<'TelemedicineContent'>>(
        'telemedicine',
        'content',
      );
      if (!content.specialties.some((item) => item.id === specialty)) {
        throw badRequest('El dato "specialty" no es una especialidad de telemedicina.');
      }
      const [call] = await db
        .insert(t.telemedicineCalls)
        .values({ userId: user.id, specialty, status: 'queued' })
        .returning({ callId: t.telemedicineCalls.id, status: t.telemedicineCalls.status });
      reply.code(201);
      return { callId: call!.callId, status: 'queued' as const };
    },
    updateRecordedClassProgress: async (request) => {
      const user = await signedIn(request);
      const { slug, progress } = request.body as ContentSchema<'ProgressUpdate'>;
      const [known] = await db
        .select({ slug: t.recordedClasses.slug })
        .from(t.recordedClasses)
        .where(eq(t.recordedClasses.slug, slug));
      if (!known) throw notFound('No encontramos esa clase grabada');
      // One upsert keeps the highest progress, whatever order parallel saves arrive in.
      const [row] = await db
        .insert(t.recordedClassProgress)
        .values({ userId: user.id, slug, progress })
        .onConflictDoUpdate({
          target: [t.recordedClassProgress.userId, t.recordedClassProgress.slug],
          set: {
            progress: sql`greatest(${t.recordedClassProgress.progress}, excluded.progress)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({
          slug: t.recordedClassProgress.slug,
          progress: t.recordedClassProgress.progress,
        });
      return row!;
    },

    // Campaigns
    getActiveCampaign: async () => {
      const [row] = await db
        .select({ body: t.campaigns.body })
        .from(t.campaigns)
        .where(eq(t.campaigns.active, true))
        .limit(1);
      if (!row) throw notFound('No hay una campaña activa');
      return media(row.body as ContentSchema<'ActiveCampaign'>);
    },
  };
}

/** `"1,2,3"` (already checked by the contract's pattern) → a Postgres integer array. */
function ids(list: string): SQL {
  const numbers = list ? list.split(',').map(Number) : [];
  return sql`${`{${numbers.join(',')}}`}::int[]`;
}

const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * `descargar_imagen` serves only images this service itself serves: the URL must point at our
 * own `/media/<file>` (absolute on our public origin, or relative). Nothing else is fetched —
 * there is no server-side request to any host named by a client.
 */
export function ownMediaFile(url: string, publicUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, publicUrl);
  } catch {
    throw badRequest('La URL de la imagen no es válida', 'INVALID_IMAGE_URL');
  }
  const origin = new URL(publicUrl).origin;
  const match = /^\/media\/([A-Za-z0-9_-]+\.(webp|png|jpe?g))$/.exec(parsed.pathname);
  if (parsed.origin !== origin || !match || parsed.search || parsed.username) {
    throw badRequest('Solo se pueden descargar imágenes de VivaSalud', 'INVALID_IMAGE_URL');
  }
  return match[1]!;
}
