/**
 * What the seed files hold and which schema of content.yaml each entry must satisfy.
 *
 * - `seed/documents/<collection>.yaml` is a map `key: body`. A collection either names one schema
 *   for every key (`each`, the key is a slug / id / type) or one schema per fixed key (`keys`).
 * - `seed/tables/<table>.yaml` is a list of rows, each valid against `row`. The rows of a
 *   `categorized` table name a category of `tables/categories.yaml` (its `category`); the service
 *   adds that category's `category_label`, so a row is checked with it, as it is served.
 *
 * A schema written `[Name]` is an array of `Name`. Image and media paths in the seed are written
 * `/media/<file>` and served by the service; it turns them into absolute URLs when it answers.
 */
export type SchemaRef = string;

export type DocumentCollection =
  { each: SchemaRef; key: string } | { keys: Record<string, SchemaRef> };

export const DOCUMENT_COLLECTIONS = {
  /** GET /pages/{slug}/ and /pages/aprende-consigue-vida-saludable/ — key: page slug. */
  pages: { each: 'Page', key: 'page slug' },
  /** GET /pages/hero/, /pages/sections/, /pages/mentors/, /pages/qs_services/. */
  'page-blocks': {
    keys: { hero: 'Banner', sections: '[Section]', mentors: '[Mentor]', qs_services: '[Resource]' },
  },
  /** GET /footer/*. */
  footer: {
    keys: {
      network: '[FooterLink]',
      contact: 'FooterPhone',
      channel: '[FooterLink]',
      'social-network': '[SocialNetwork]',
      'emergency-number': 'FooterPhone',
    },
  },
  /** GET /general/category-menu/. */
  navigation: { keys: { 'category-menu': 'NavigationContent' } },
  /** GET /general/terms-conditions/list_by_type/{type}/ — key: type. */
  terms: { each: '[TermsDocument]', key: 'terms type' },
  /** GET /home/*. */
  home: {
    keys: {
      'menu-qs': 'HomeMenu',
      slider: '[Banner]',
      ventajas: 'Promo',
      pilares: 'Promo',
      'live-healthy-home-slider': '[LiveHealthySlide]',
      'live-healthy-home-slider-not-found': '[LiveHealthySlide]',
    },
  },
  /** POST /configuracion-seo/list_ConfigurationSeo?paramItem= — key: paramItem. */
  seo: { each: 'SeoConfiguration', key: 'paramItem' },
  /** GET /home/parametros-sistema/listParametros/{param}/ — key: param. */
  'system-parameters': { each: 'SystemParameter', key: 'param' },
  /** GET /wellness/disciplines/{discipline}/locations/ — key: discipline slug. */
  locations: { each: '[Location]', key: 'discipline slug' },
  /** GET /backoffice/session-experts/specialties/ and /wellness/sections/home_live_resources/. */
  wellness: {
    keys: {
      'expert-specialties': '[ExpertSpecialty]',
      'home-live-resources': 'LiveResourcesSection',
    },
  },
  /** GET /forms/{form}/list_supplementary — key: strong-as-iron | nutrition | maternity | always-healthy. */
  supplementary: { each: '[Supplementary]', key: 'form' },
  /** GET /forms/health-data-consent/ (issue #32): the consent text in force. */
  'health-data-consent': { keys: { current: 'HealthDataConsent' } },
  /** GET /home/vive-sanamente/listLiveHealthyDetailFilter. */
  'live-healthy': { keys: { 'filter-catalog': 'PublicationFilterCatalog' } },
  /** GET .../listLiveHealthyDetailPublicationSections/{id} — key: publication id. */
  'publication-sections': { each: '[PublicationSection]', key: 'publication id' },
  /** GET /home/programa-bienestar/listProgramaBienestarHeader. */
  'programa-bienestar': { keys: { header: 'ProgramaBienestarHeader' } },
  /** GET .../listProgramaBienestarDetail/{id}/ — key: program id. */
  'programa-bienestar-detalle': { each: 'ProgramaBienestarDetalle', key: 'program id' },
  /** GET .../listProgramaBienestarDetailSection/{id}/ — key: program id. */
  'programa-bienestar-secciones': { each: '[ProgramaBienestarSeccion]', key: 'program id' },
  /** GET /campania/listCampania/{id}/ — key: id. */
  campania: { each: 'Campania', key: 'campania id' },
  /** GET /mini-manual/listMiniManual/{id}/ — key: id. */
  'mini-manual': { each: 'MiniManual', key: 'mini-manual id' },
  /** GET /home/herramienta-salud/*. */
  'herramienta-salud': { keys: { header: 'HerramientaSaludHeader', list: '[HerramientaSalud]' } },
  /** GET .../listarHerramientaCallAction/{id}/ — key: tool id. */
  'herramienta-call-action': { each: 'HerramientaCallAction', key: 'tool id' },
  /** GET /wellness/disciplines/{discipline}/prices/ — key: discipline slug (upstream). */
  prices: { each: '[PricePlan]', key: 'discipline slug' },
  /** GET /telemedicine/content/ (upstream). */
  telemedicine: { keys: { content: 'TelemedicineContent' } },
  /**
   * GET /wellness/resources-contents/catalog/{slug}/: the body, review and dates of each guide or
   * tip of `tables/contents.yaml` — key: its slug (its `reading_minutes` is computed from it).
   */
  'content-bodies': { each: 'SeedContentBody', key: 'content slug' },
} as const satisfies Record<string, DocumentCollection>;

export const TABLES = {
  /**
   * The category taxonomy of the three wellness catalogs, in the order of the filter: slug and
   * Spanish label (es-PE, with accents). Every `category` of those catalogs must be one of them.
   */
  categories: { row: 'Category' },
  /**
   * GET /wellness/resources/catalog/ (paged by 12, filter by category; at least 30 rows) and
   * …/catalog/{slug}/: the card, and the `description` (HTML) its detail adds.
   */
  'live-classes': { row: 'SeedLiveClass', categorized: true },
  /**
   * GET /wellness/recorded-classes/catalog/ and …/catalog/{slug}/: the card, the `description`
   * (HTML) of its detail and the id of its clip (`media`, an entry of
   * `tables/recorded-class-media.yaml`, whose length gives `duration_minutes`: see `./derived`).
   * Checked as stored, with the clip resolved.
   */
  'recorded-classes': { row: 'SeedRecordedClass', categorized: true },
  /**
   * GET /wellness/resources-contents/catalog/ (guides and tips; filter by category,
   * publication_type). Checked as stored, with `reading_minutes` computed from the body.
   */
  contents: { row: 'ContentItem', categorized: true },
  /**
   * Vive sanamente publications: filters, search, detail, related contents, header slider. A
   * video or podcast names its recording (`media`, an entry of `tables/publication-media.yaml`,
   * which gives its `media_url` and `duration`: see `./derived`). Checked as stored, with the
   * recording resolved.
   */
  publications: { row: 'Publication' },
  /** GET /Busqueda/etiquetaDataBusquedaListar and the most-searched counter. */
  'search-tags': { row: 'EtiquetaBusqueda' },
  /**
   * Symptoms and diseases: list, filter by `filtro` (initial letter), detail (with when to get
   * help, its review and its mini-manuals, named by slug: issue #31), counter.
   */
  symptoms: { row: 'SeedSymptom' },
  /**
   * The symptoms search's words (issue #31): for each condition of `tables/symptoms.yaml` (by
   * slug), the lay and Peruvian terms people type. Every active condition has its list; a term
   * (accents and case folded) belongs to one condition and is no other condition's name.
   */
  'symptom-synonyms': { row: 'SeedSymptomSynonyms' },
  /** GET /forms/always-healthy/list_ubigeo/{id}/: 2-digit departamento, 4-digit provincia, 6-digit distrito ids. */
  ubigeo: { row: 'Ubigeo' },
  /**
   * GET /forms/comments/?page_slug= (issue #32): demo comments with their moderation status
   * (only `aprobado` ones are listed), stored as the comment form's submissions.
   */
  comments: { row: 'SeedComment' },
  /** GET /wellness/inperson-classes/catalog/ (upstream; paged, filter by discipline). */
  'inperson-classes': { row: 'InPersonClass' },
  /** GET /backoffice/session-experts/sessions/ and …/{slug}/ (upstream). */
  'expert-sessions': { row: 'ExpertSession' },
  /**
   * GET /campaigns/active/: campaigns with an `active` flag (exactly one active); GET /campaigns/
   * and /campaigns/{slug}/ (issue #17): those with a `landing` (the `Campaign` answer without its
   * slug and title, which the row holds).
   */
  campaigns: { row: 'SeedCampaign' },
} as const;

const detail = '#/components/schemas/ContentItemDetail/allOf/1/properties';
const symptom = '#/components/schemas/SintomaEnfermedadDetalle/allOf/1/properties';

/** Seed-only shapes (not answers of the API). */
export const SEED_SCHEMAS = {
  /** A comment as the form sent it, with its moderation status and when it was sent. */
  SeedComment: {
    allOf: [
      { $ref: '#/components/schemas/CommentForm' },
      {
        type: 'object',
        required: ['status', 'created_at'],
        properties: {
          status: { enum: ['pendiente', 'aprobado', 'rechazado'] },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
    ],
  },
  /**
   * A condition as written (`tables/symptoms.yaml`): its detail, with the mini-manuals that go
   * with it named by slug (`miniManuales`: slugs of `documents/mini-manual.yaml`; absent: none).
   */
  SeedSymptom: {
    allOf: [
      { $ref: '#/components/schemas/SintomaEnfermedad' },
      {
        type: 'object',
        required: ['descripcion', 'secciones', 'cuandoBuscarAyuda', 'revision'],
        properties: {
          descripcion: { $ref: `${symptom}/descripcion` },
          secciones: { $ref: `${symptom}/secciones` },
          cuandoBuscarAyuda: { $ref: '#/components/schemas/SintomaCuandoBuscarAyuda' },
          revision: { $ref: '#/components/schemas/SintomaRevision' },
          miniManuales: {
            type: 'array',
            uniqueItems: true,
            items: { $ref: '#/components/schemas/MiniManualSlug' },
          },
        },
      },
    ],
  },
  /** One condition's search words (`tables/symptom-synonyms.yaml`). */
  SeedSymptomSynonyms: {
    type: 'object',
    additionalProperties: false,
    required: ['slug', 'sinonimos'],
    properties: {
      slug: { $ref: '#/components/schemas/SintomaEnfermedad/properties/slug' },
      sinonimos: {
        type: 'array',
        minItems: 5,
        uniqueItems: true,
        items: { type: 'string', minLength: 2, maxLength: 60, pattern: '^\\S(.*\\S)?$' },
      },
    },
  },
  /** A recorded class as stored: its card, the description and the media of its detail. */
  SeedRecordedClass: {
    allOf: [
      { $ref: '#/components/schemas/RecordedClass' },
      {
        type: 'object',
        required: ['description', 'media'],
        properties: {
          description: { type: 'string', minLength: 1 },
          media: { $ref: '#/components/schemas/RecordedClassDetail/allOf/1/properties/media' },
        },
      },
    ],
  },
  /** One clip of `tables/recorded-class-media.yaml`: its id and the media a class answers. */
  SeedClassMedia: {
    allOf: [
      { $ref: '#/components/schemas/RecordedClassMedia' },
      {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string', pattern: '^[a-z0-9-]+$' } },
      },
    ],
  },
  /** One recording of `tables/publication-media.yaml`: its id and the media a publication answers. */
  SeedPublicationMedia: {
    allOf: [
      { $ref: '#/components/schemas/PublicationMedia' },
      {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string', pattern: '^[a-z0-9-]+$' } },
      },
    ],
  },
  /** What `getContent` adds to the card of a guide or tip (without the related resources). */
  SeedContentBody: {
    type: 'object',
    additionalProperties: false,
    required: ['body', 'published_at', 'reviewed_at', 'next_review_at', 'reviewer'],
    properties: {
      body: { $ref: `${detail}/body` },
      published_at: { $ref: `${detail}/published_at` },
      reviewed_at: { $ref: `${detail}/reviewed_at` },
      next_review_at: { $ref: `${detail}/next_review_at` },
      reviewer: { $ref: '#/components/schemas/ContentReviewer' },
    },
  },
  /** A live class as stored: its card and the description of its detail (the rest is computed). */
  SeedLiveClass: {
    allOf: [
      { $ref: '#/components/schemas/LiveClass' },
      {
        type: 'object',
        required: ['description'],
        properties: { description: { type: 'string', minLength: 1 } },
      },
    ],
  },
  SeedCampaign: {
    allOf: [
      { $ref: '#/components/schemas/ActiveCampaign' },
      {
        type: 'object',
        required: ['active', 'title'],
        properties: {
          active: { type: 'boolean' },
          title: { type: 'string' },
          landing: {
            type: 'object',
            required: [
              'kind',
              'summary',
              'available_from',
              'available_until',
              'image',
              'body',
              'prize',
              'terms',
            ],
            properties: {
              kind: { $ref: '#/components/schemas/CampaignCard/properties/kind' },
              summary: { type: 'string', minLength: 1 },
              available_from: { type: 'string', format: 'date-time' },
              available_until: { type: 'string', format: 'date-time' },
              image: { $ref: '#/components/schemas/CampaignCard/properties/image' },
              body: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
              prize: { type: ['string', 'null'] },
              terms: {
                oneOf: [{ $ref: '#/components/schemas/CampaignTerms' }, { type: 'null' }],
              },
              result: {
                oneOf: [{ $ref: '#/components/schemas/CampaignResult' }, { type: 'null' }],
              },
            },
          },
        },
      },
    ],
  },
} as const;
