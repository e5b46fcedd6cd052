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
 * Relative imports only: proxy.ts loads this file.
 */
import { resolveHosts } from '@vivasalud/config/hosts';

/** What a list says of a slug. */
export type SlugAnswer = 'known' | 'unknown' | 'unsure';

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

export interface SlugListOptions {
  /** Reads the list from the service; a failure keeps the last list. */
  load: () => Promise<ReadonlySet<string>>;
  /** After this, a known slug is answered from the list while it is read again (ms). */
  maxAgeMs?: number;
  /** A missing slug makes a list older than this be read again first; also the retry delay (ms). */
  recheckMs?: number;
  now?: () => number;
}

export interface SlugList {
  check(slug: string): Promise<SlugAnswer>;
}

export function createSlugList({
  load,
  maxAgeMs = 300_000,
  recheckMs = 30_000,
  now = Date.now,
}: SlugListOptions): SlugList {
  let slugs: ReadonlySet<string> | undefined;
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
        (list) => {
          slugs = list;
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
    async check(slug) {
      if (!slugs) await refresh();
      if (!slugs) return 'unsure';
      if (slugs.has(slug)) {
        if (now() - loadedAt > maxAgeMs) void refresh();
        return 'known';
      }
      if (now() - loadedAt > recheckMs) {
        await refresh();
        if (slugs.has(slug)) return 'known';
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

/** Every slug of a wellness catalog (`GET …/catalog/?page_size=100&page=n`, until the last). */
export async function catalogSlugs(
  fetcher: Fetch,
  contentApi: string,
  catalog: string,
): Promise<ReadonlySet<string>> {
  const slugs = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = (await json(
      fetcher,
      `${contentApi}/wellness/${catalog}/catalog/?page_size=100&page=${page}`,
    )) as { next?: string | null; results?: { slug?: unknown }[] };
    for (const item of answer.results ?? []) {
      if (typeof item.slug === 'string') slugs.add(item.slug);
    }
    if (!answer.next) return slugs;
  }
  return slugs;
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
 * The slugs of the sessions with experts: the specialties
 * (`GET backoffice/session-experts/specialties/`), then each one's sessions
 * (`…/sessions/?specialty=`), as the catalog reads them. One failed reading fails the list (the
 * last one keeps answering): a partial list would call a real session unknown.
 */
export async function expertSessionSlugs(
  fetcher: Fetch,
  contentApi: string,
): Promise<ReadonlySet<string>> {
  const specialties = (await json(
    fetcher,
    `${contentApi}/backoffice/session-experts/specialties/`,
  )) as { id?: unknown }[];
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
  return new Set(
    lists.flat().flatMap((session) => (typeof session.slug === 'string' ? [session.slug] : [])),
  );
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
function loaderOf(area: SlugArea, fetcher: Fetch, contentApi: () => string) {
  const libraryType = LIBRARY_TYPES[area];
  if (libraryType) return () => publicationSlugs(fetcher, contentApi(), libraryType);
  switch (area) {
    case '/clases-grabadas':
      return () => catalogSlugs(fetcher, contentApi(), 'recorded-classes');
    case '/clases-en-vivo':
      return () => catalogSlugs(fetcher, contentApi(), 'resources');
    case '/guias-y-consejos':
      return () => catalogSlugs(fetcher, contentApi(), 'resources-contents');
    case '/sintomas-y-enfermedades':
      return () => symptomSlugs(fetcher, contentApi());
    case '/experiencias-presenciales':
      return () => catalogSlugs(fetcher, contentApi(), 'inperson-classes');
    case '/sesiones-con-expertos':
      return () => expertSessionSlugs(fetcher, contentApi());
    case '/mini-manuales':
      return () => miniManualSlugs(fetcher, contentApi());
    case '/programas-bienestar':
      return () => programSlugs(fetcher, contentApi());
    default:
      throw new Error(`No slug list for ${area}`);
  }
}

/** The content API of the deployment, as the pages read it (lib/content.ts). */
function contentApiOf(env: Readonly<Record<string, string | undefined>>): string {
  const site = env.VIVASALUD_SITE_URL;
  return resolveHosts(site ? new URL(site).hostname : 'localhost', env).contentApi;
}

/** One list per area, read through `fetcher` (the global `fetch` by default). */
export function createSlugDirectory(
  options: {
    fetcher?: Fetch;
    env?: Readonly<Record<string, string | undefined>>;
  } & Omit<SlugListOptions, 'load'> = {},
): { check(area: SlugArea, slug: string): Promise<SlugAnswer> } {
  const { fetcher = (...args) => fetch(...args), env = process.env, ...listOptions } = options;
  const contentApi = () => contentApiOf(env);
  const lists = new Map(
    SLUG_AREAS.map((area) => [
      area,
      createSlugList({ load: loaderOf(area, fetcher, contentApi), ...listOptions }),
    ]),
  );
  return {
    check: (area, slug) => lists.get(area)!.check(slug),
  };
}
