/**
 * The slugs of the catalog routes, as the proxy knows them (issue #26): a slug that no catalog
 * has is answered with the shared not-found page before any page renders. Without this, every
 * unknown `/clases-grabadas/<slug>` rendered its page, asked the service and logged an error
 * (~100 requests/s where a cached page serves thousands: a crawler or a fuzzer fills the CPU).
 *
 * The lists come from the content service, the same catalogs the pages read, kept in memory and
 * read again after `maxAgeMs` (the pages' revalidation period) while the old list keeps
 * answering. A slug missing from a list older than `recheckMs` makes the list be read again
 * first (new content appears at once; at most one reading at a time, at most one per
 * `recheckMs`, so random slugs cannot turn into a flood of readings). When no list could be
 * read, nothing is decided (`unsure`): the page renders and asks the service itself, as before.
 *
 * The same readings tell the proxy what the five catalogs' own addresses may hold (issue #33,
 * `CatalogIndex`): their categories and filters' values, and how many items they list. It serves
 * an address from the cached copy of its page only when the service has what it names
 * (`vouch`), so the copies are bounded by the catalogs, never by what a visitor types.
 *
 * Relative imports only: proxy.ts loads this file.
 */
import { resolveHosts } from '@vivasalud/config/hosts';
import { PAGE_SIZE } from './catalog/catalog';
import {
  DISCIPLINE_PARAM,
  DISTRICT_PARAM,
  GUIDE_TYPE_PARAM,
  MENTOR_PARAM,
  SPECIALTY_PARAM,
} from './catalog/filters';
import { CATEGORY_PARAM, pageCountOf } from './catalog/params';

/** What a list says of a slug (or of the values of an address). */
export type SlugAnswer = 'known' | 'unknown' | 'unsure';

/** What the proxy knows of an area from the service. */
export interface CatalogIndex {
  slugs: ReadonlySet<string>;
  /**
   * The values each parameter of the catalog's own address can take (`categoria` → its
   * categories, `imparte` → who teaches): none for an area without such an address.
   */
  values: Readonly<Record<string, ReadonlySet<string>>>;
  /** How many items it lists: the pages of its address (`PAGE_SIZE` each) end there. */
  count: number;
}

/** The index of an area known by its slugs only. */
const indexOfSlugs = (slugs: ReadonlySet<string>): CatalogIndex => ({
  slugs,
  values: {},
  count: slugs.size,
});

/** The catalog routes whose slugs the proxy checks, by their path prefix. */
export const SLUG_AREAS = [
  '/clases-grabadas',
  '/clases-en-vivo',
  '/guias-y-consejos',
  '/sintomas-y-enfermedades',
  '/experiencias-presenciales',
  '/sesiones-con-expertos',
  // The library's types (issue #30): `/vive-sanamente/lecturas/<slug>`…
  '/vive-sanamente/lecturas',
  '/vive-sanamente/videos',
  '/vive-sanamente/podcasts',
  '/vive-sanamente/infografias',
  // The mini-manuals (issue #31): `/mini-manuales/<slug>`.
  '/mini-manuales',
  // The wellness programs (issue #32): `/programas-bienestar/<slug>`.
  '/programas-bienestar',
] as const;

export type SlugArea = (typeof SLUG_AREAS)[number];

/** The library's areas, by the publication type each lists. */
const LIBRARY_TYPES: Partial<Record<SlugArea, string>> = {
  '/vive-sanamente/lecturas': 'lectura',
  '/vive-sanamente/videos': 'video',
  '/vive-sanamente/podcasts': 'podcast',
  '/vive-sanamente/infografias': 'infografia',
};

/**
 * Routes of their own one segment below an area, which are no slug (the library's
 * `…/detail?id=`: the manifest's static routes below a `SLUG_AREAS` entry, `proxy.test.ts` checks).
 */
export const STATIC_BELOW_SLUG_AREAS: readonly string[] = ['detail', 'citas', 'solicita-cita'];

/**
 * The area and slug of a requested path (`/clases-grabadas/yoga-expres`, a trailing slash
 * allowed), or `undefined` when the path is not one slug below a catalog route.
 */
export function slugRouteOf(pathname: string): { area: SlugArea; slug: string } | undefined {
  for (const area of SLUG_AREAS) {
    if (!pathname.startsWith(`${area}/`)) continue;
    const match = /^([^/]+)\/?$/.exec(pathname.slice(area.length + 1));
    const slug = match?.[1];
    return slug && !STATIC_BELOW_SLUG_AREAS.includes(slug) ? { area, slug } : undefined;
  }
  return undefined;
}

export interface ServiceListOptions<T> {
  /** Reads the list from the service; a failure keeps the last list. */
  load: () => Promise<T>;
  /** After this, a known slug is answered from the list while it is read again (ms). */
  maxAgeMs?: number;
  /** A missing slug makes a list older than this be read again first; also the retry delay (ms). */
  recheckMs?: number;
  now?: () => number;
}

export type SlugListOptions = ServiceListOptions<ReadonlySet<string>>;

/** A list read from the service, kept and read again as `createSlugList` says. */
export interface ServiceList<T> {
  /**
   * Whether the list passes `test`: `known`, `unknown` (after reading a list older than
   * `recheckMs` again), or `unsure` (no list could be read).
   */
  find(test: (list: T) => boolean): Promise<SlugAnswer>;
}

export interface SlugList {
  check(slug: string): Promise<SlugAnswer>;
}

export function createSlugList(options: SlugListOptions): SlugList {
  const list = createServiceList(options);
  return { check: (slug) => list.find((slugs) => slugs.has(slug)) };
}

/** The list behind `createSlugList`, for any answer of the service. */
export function createServiceList<T>({
  load,
  maxAgeMs = 300_000,
  recheckMs = 30_000,
  now = Date.now,
}: ServiceListOptions<T>): ServiceList<T> {
  let list: T | undefined;
  let loadedAt = 0;
  let attemptedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  /** Reads the list again unless a reading is under way or one started less than `recheckMs` ago. */
  const refresh = (): Promise<void> => {
    if (loading) return loading;
    if (now() - attemptedAt < recheckMs) return Promise.resolve();
    attemptedAt = now();
    loading = load()
      .then(
        (read) => {
          list = read;
          loadedAt = now();
        },
        // The last list keeps answering; with none, the pages decide (`unsure`).
        () => undefined,
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    async find(test) {
      if (list === undefined) await refresh();
      if (list === undefined) return 'unsure';
      if (test(list)) {
        if (now() - loadedAt > maxAgeMs) void refresh();
        return 'known';
      }
      if (now() - loadedAt > recheckMs) {
        await refresh();
        if (test(list)) return 'known';
      }
      return 'unknown';
    },
  };
}

type Fetch = typeof fetch;

/** The most pages of a catalog read for its list (100 a page): 10,000 items. */
const MAX_PAGES = 100;

async function json(fetcher: Fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** A page of a wellness catalog, as far as the proxy reads it. */
export interface CatalogPageAnswer {
  count?: number;
  next?: string | null;
  results?: Record<string, unknown>[];
  categories?: { slug?: unknown }[];
  disciplines?: { slug?: unknown }[];
  districts?: { slug?: unknown }[];
}

/** The values of the catalog's own address that a page of it shows, by parameter. */
export type CatalogValues = (answer: CatalogPageAnswer) => Record<string, readonly unknown[]>;

const slugsOf = (facet: { slug?: unknown }[] | undefined) => (facet ?? []).map((f) => f.slug);

/** The wellness catalogs' values, by the parameters their address takes (issue #33). */
export const CATALOG_VALUES: Readonly<Record<string, CatalogValues>> = {
  // The live classes: their categories, and who teaches them.
  resources: (answer) => ({
    [CATEGORY_PARAM]: slugsOf(answer.categories),
    [MENTOR_PARAM]: (answer.results ?? []).map(
      (item) => (item.mentor as { slug?: unknown } | null | undefined)?.slug,
    ),
  }),
  'recorded-classes': (answer) => ({ [CATEGORY_PARAM]: slugsOf(answer.categories) }),
  // The guides and tips: their categories, and the types of publication.
  'resources-contents': (answer) => ({
    [CATEGORY_PARAM]: slugsOf(answer.categories),
    [GUIDE_TYPE_PARAM]: (answer.results ?? []).map((item) => item.publication_type),
  }),
  'inperson-classes': (answer) => ({
    [DISCIPLINE_PARAM]: slugsOf(answer.disciplines),
    [DISTRICT_PARAM]: slugsOf(answer.districts),
  }),
};

/** Adds the strings of `found` to `values`, by parameter. */
function collect(values: Record<string, Set<string>>, found: Record<string, readonly unknown[]>) {
  for (const [param, list] of Object.entries(found)) {
    const set = (values[param] ??= new Set());
    for (const value of list) if (typeof value === 'string') set.add(value);
  }
}

/**
 * Every slug of a wellness catalog (`GET …/catalog/?page_size=100&page=n`, until the last), its
 * count, and the values of its own address that its pages show (`values`, none by default).
 */
export async function catalogIndex(
  fetcher: Fetch,
  contentApi: string,
  catalog: string,
  valuesOf: CatalogValues = () => ({}),
): Promise<CatalogIndex> {
  const slugs = new Set<string>();
  const values: Record<string, Set<string>> = {};
  let count = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = (await json(
      fetcher,
      `${contentApi}/wellness/${catalog}/catalog/?page_size=100&page=${page}`,
    )) as CatalogPageAnswer;
    if (page === 1 && typeof answer.count === 'number') count = answer.count;
    for (const item of answer.results ?? []) {
      if (typeof item.slug === 'string') slugs.add(item.slug);
    }
    collect(values, valuesOf(answer));
    if (!answer.next) break;
  }
  return { slugs, values, count: Math.max(count, slugs.size) };
}

/** Every slug of a wellness catalog (`catalogIndex`). */
export async function catalogSlugs(
  fetcher: Fetch,
  contentApi: string,
  catalog: string,
): Promise<ReadonlySet<string>> {
  return (await catalogIndex(fetcher, contentApi, catalog)).slugs;
}

/** The slugs of the symptoms directory that the page shows (`estado: 'ACT'`). */
export async function symptomSlugs(
  fetcher: Fetch,
  contentApi: string,
): Promise<ReadonlySet<string>> {
  const entries = (await json(
    fetcher,
    `${contentApi}/home/sintomas-enfermedades/listSintomasEnfermedades`,
  )) as { slug?: unknown; estado?: unknown }[];
  return new Set(
    entries.flatMap((entry) =>
      typeof entry.slug === 'string' && entry.estado === 'ACT' ? [entry.slug] : [],
    ),
  );
}

/**
 * The sessions with experts: the specialties (`GET backoffice/session-experts/specialties/`), then
 * each one's sessions (`…/sessions/?specialty=`), as the catalog reads them: the sessions' slugs,
 * how many there are, and the specialties' slugs (`?especialidad=`). One failed reading fails the
 * list (the last one keeps answering): a partial list would call a real session unknown.
 */
export async function expertSessionIndex(
  fetcher: Fetch,
  contentApi: string,
): Promise<CatalogIndex> {
  const specialties = (await json(
    fetcher,
    `${contentApi}/backoffice/session-experts/specialties/`,
  )) as { id?: unknown; slug?: unknown }[];
  const lists = await Promise.all(
    specialties.flatMap((specialty) =>
      typeof specialty.id === 'number'
        ? [
            json(
              fetcher,
              `${contentApi}/backoffice/session-experts/sessions/?specialty=${specialty.id}`,
            ) as Promise<{ slug?: unknown }[]>,
          ]
        : [],
    ),
  );
  const slugs = new Set(
    lists.flat().flatMap((session) => (typeof session.slug === 'string' ? [session.slug] : [])),
  );
  const values: Record<string, Set<string>> = {};
  collect(values, { [SPECIALTY_PARAM]: specialties.map((specialty) => specialty.slug) });
  return { slugs, values, count: slugs.size };
}

/** The slugs of the sessions with experts (`expertSessionIndex`). */
export async function expertSessionSlugs(
  fetcher: Fetch,
  contentApi: string,
): Promise<ReadonlySet<string>> {
  return (await expertSessionIndex(fetcher, contentApi)).slugs;
}

/**
 * The slugs of the library's publications of a type
 * (`GET home/vive-sanamente/listLiveHealthyDetailPublications/`, every publication).
 */
export async function publicationSlugs(
  fetcher: Fetch,
  contentApi: string,
  type: string,
): Promise<ReadonlySet<string>> {
  const publications = (await json(
    fetcher,
    `${contentApi}/home/vive-sanamente/listLiveHealthyDetailPublications/`,
  )) as { slug?: unknown; type?: unknown }[];
  return new Set(
    publications.flatMap((publication) =>
      typeof publication.slug === 'string' && publication.type === type ? [publication.slug] : [],
    ),
  );
}

/** The slugs of the active mini-manuals (`GET mini-manual/listMiniManuales/`, ACT only). */
export async function miniManualSlugs(
  fetcher: Fetch,
  contentApi: string,
): Promise<ReadonlySet<string>> {
  const manuals = (await json(fetcher, `${contentApi}/mini-manual/listMiniManuales/`)) as {
    slug?: unknown;
  }[];
  return new Set(
    manuals.flatMap((manual) => (typeof manual.slug === 'string' ? [manual.slug] : [])),
  );
}

/** The slugs of the wellness programs (`GET home/programa-bienestar/listProgramaBienestarHeader`). */
export async function programSlugs(
  fetcher: Fetch,
  contentApi: string,
): Promise<ReadonlySet<string>> {
  const header = (await json(
    fetcher,
    `${contentApi}/home/programa-bienestar/listProgramaBienestarHeader`,
  )) as { programas?: { slug?: unknown }[] };
  return new Set(
    (header.programas ?? []).flatMap((program) =>
      typeof program.slug === 'string' ? [program.slug] : [],
    ),
  );
}

/** Where each area's list is read, as the area's pages read it. */
function loaderOf(
  area: SlugArea,
  fetcher: Fetch,
  contentApi: () => string,
): () => Promise<CatalogIndex> {
  const libraryType = LIBRARY_TYPES[area];
  const slugsOnly = (read: () => Promise<ReadonlySet<string>>) => async () =>
    indexOfSlugs(await read());
  const wellness = (catalog: string) => () =>
    catalogIndex(fetcher, contentApi(), catalog, CATALOG_VALUES[catalog]);
  if (libraryType) return slugsOnly(() => publicationSlugs(fetcher, contentApi(), libraryType));
  switch (area) {
    case '/clases-grabadas':
      return wellness('recorded-classes');
    case '/clases-en-vivo':
      return wellness('resources');
    case '/guias-y-consejos':
      return wellness('resources-contents');
    case '/sintomas-y-enfermedades':
      return slugsOnly(() => symptomSlugs(fetcher, contentApi()));
    case '/experiencias-presenciales':
      return wellness('inperson-classes');
    case '/sesiones-con-expertos':
      return () => expertSessionIndex(fetcher, contentApi());
    case '/mini-manuales':
      return slugsOnly(() => miniManualSlugs(fetcher, contentApi()));
    case '/programas-bienestar':
      return slugsOnly(() => programSlugs(fetcher, contentApi()));
    default:
      throw new Error(`No slug list for ${area}`);
  }
}

/**
 * Whether an index has every value of an address (`{ categoria: 'yoga' }`) and reaches its page:
 * what the proxy serves from a cached copy (issue #33).
 */
export function indexHas(
  index: CatalogIndex,
  values: Readonly<Record<string, string>>,
  page: number,
): boolean {
  return (
    page <= pageCountOf(index.count, PAGE_SIZE) &&
    Object.entries(values).every(([param, value]) => index.values[param]?.has(value) === true)
  );
}

/** The content API of the deployment, as the pages read it (lib/content.ts). */
function contentApiOf(env: Readonly<Record<string, string | undefined>>): string {
  const site = env.VIVASALUD_SITE_URL;
  return resolveHosts(site ? new URL(site).hostname : 'localhost', env).contentApi;
}

export interface SlugDirectory {
  /** Whether the area has the slug. */
  check(area: SlugArea, slug: string): Promise<SlugAnswer>;
  /**
   * Whether the area's catalog has every value of an address of it (`{ categoria: 'yoga' }`) and
   * reaches its page (`indexHas`).
   */
  vouch(
    area: SlugArea,
    values: Readonly<Record<string, string>>,
    page: number,
  ): Promise<SlugAnswer>;
}

/** One list per area, read through `fetcher` (the global `fetch` by default). */
export function createSlugDirectory(
  options: {
    fetcher?: Fetch;
    env?: Readonly<Record<string, string | undefined>>;
  } & Omit<ServiceListOptions<CatalogIndex>, 'load'> = {},
): SlugDirectory {
  const { fetcher = (...args) => fetch(...args), env = process.env, ...listOptions } = options;
  const contentApi = () => contentApiOf(env);
  const lists = new Map(
    SLUG_AREAS.map((area) => [
      area,
      createServiceList({ load: loaderOf(area, fetcher, contentApi), ...listOptions }),
    ]),
  );
  return {
    check: (area, slug) => lists.get(area)!.find((index) => index.slugs.has(slug)),
    vouch: (area, values, page) => lists.get(area)!.find((index) => indexHas(index, values, page)),
  };
}
