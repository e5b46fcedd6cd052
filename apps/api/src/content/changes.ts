/**
 * Content that updates in seconds (issue #34). A change of a content row is announced by the
 * database (migration 0016: `NOTIFY vivasalud_content` with the table and the row's key), whoever
 * made it — this service, a CMS editor, a script on the same Postgres. The service then:
 *
 * 1. forgets its own cached answers (`content/cache.ts`), so the apps read the new content;
 * 2. tells each app (`VIVASALUD_CONTENT_WEBHOOK_URLS`) which of its answers changed — the API
 *    paths, or `*` where this file does not know them — in one signed message per burst of
 *    changes (`@vivasalud/config/content-changes`); the apps revalidate the pages that read them.
 *
 * A message that cannot be delivered is tried again (1 s, 2 s, 4 s), then given up: the pages'
 * 300-second revalidation is the safety net. Nothing of the content itself is sent.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTENT_CHANGES_ROUTE,
  EVERY_PATH,
  signContentChange,
  type ContentChange,
} from '@vivasalud/config/content-changes';

/** The channel migration 0016's triggers notify on. */
export const CONTENT_CHANNEL = 'vivasalud_content';

/** One notification: the table, the row's key, and a document's collection. */
export interface RowChange {
  table: string;
  key: string | null;
  collection?: string | null;
}

const segment = (key: string | null | undefined) =>
  key && /^[\w.-]{1,200}$/.test(key) ? key : undefined;

/** The answers of a document collection's key (seed/registry.ts says which route reads which). */
const DOCUMENT_PATHS: Record<string, (key: string) => string[]> = {
  pages: (key) => [`/pages/${key}`],
  'page-blocks': (key) => [`/pages/${key}`],
  footer: (key) => [`/footer/${key}`],
  navigation: () => ['/general/category-menu'],
  terms: (key) => [`/general/terms-conditions/list_by_type/${key}`],
  home: (key) =>
    ({
      'menu-qs': ['/home/menu-qs'],
      slider: ['/home/slider'],
      ventajas: ['/home/ventajas'],
      pilares: ['/home/pilares'],
      'live-healthy-home-slider': ['/home/vive-sanamente/listLiveHealthyHomeSlider'],
      'live-healthy-home-slider-not-found': [
        '/home/vive-sanamente/listLiveHealthyHomeSliderNotFound',
      ],
    })[key] ?? [EVERY_PATH],
  'system-parameters': (key) => [`/home/parametros-sistema/listParametros/${key}`],
  locations: (key) => [`/wellness/disciplines/${key}/locations`],
  'programa-bienestar': () => ['/home/programa-bienestar/listProgramaBienestarHeader'],
  'programa-bienestar-detalle': (key) => [
    `/home/programa-bienestar/listProgramaBienestarDetail/${key}`,
  ],
  'programa-bienestar-secciones': (key) => [
    `/home/programa-bienestar/listProgramaBienestarDetailSection/${key}`,
  ],
  campania: (key) => [`/campania/listCampania/${key}`],
  'mini-manual': (key) => [`/mini-manual/listMiniManual/${key}`, '/mini-manual/listMiniManuales'],
};

/** The answers of a catalog row: its catalog (every page and filter) and its own. */
const catalog = (list: string) => (key: string) => [list, `${list}/${key}`];

const TABLE_PATHS: Record<string, (key: string) => string[]> = {
  live_classes: (key) => [
    ...catalog('/wellness/resources/catalog')(key),
    '/wellness/sections/home_live_resources',
  ],
  recorded_classes: catalog('/wellness/recorded-classes/catalog'),
  contents: catalog('/wellness/resources-contents/catalog'),
  campaigns: (key) => ['/campaigns', '/campaigns/active', `/campaigns/${key}`],
  inperson_classes: (key) => [
    '/wellness/inperson-classes/catalog',
    `/wellness/inperson-classes/${key}`,
    `/wellness/inperson-classes/${key}/occurrences`,
  ],
  inperson_occurrences: (key) => [
    `/wellness/inperson-classes/${key}`,
    `/wellness/inperson-classes/${key}/occurrences`,
  ],
  expert_sessions: (key) => [
    '/backoffice/session-experts/sessions',
    `/backoffice/session-experts/sessions/${key}`,
  ],
};

/**
 * The API paths whose answers a row change affects, or `['*']` (every answer) where this file
 * does not know them: never fewer than the real ones, so no page keeps showing old content.
 */
export function pathsOfChange(change: RowChange): string[] {
  const key = segment(change.key);
  if (!key) return [EVERY_PATH];
  const paths =
    change.table === 'documents'
      ? DOCUMENT_PATHS[change.collection ?? '']?.(key)
      : TABLE_PATHS[change.table]?.(key);
  return paths ?? [EVERY_PATH];
}

/** A notification's payload (`null`: the listener reconnected, anything may have changed). */
export function parseRowChange(payload: string | null): RowChange | null {
  if (payload === null) return null;
  try {
    const value = JSON.parse(payload) as Partial<RowChange>;
    if (typeof value.table !== 'string') return null;
    return { table: value.table, key: value.key ?? null, collection: value.collection ?? null };
  } catch {
    return null;
  }
}

export interface NotifierOptions {
  /** Each app's receiver (`…/api/contenido/cambios`). */
  urls: string[];
  /** The secret the apps verify with. */
  secret: string;
  /** Called once per burst, before the apps are told (the service's own cache). */
  beforeAnnounce?: () => void;
  /** Changes closer than this are one message (ms). */
  burstMs?: number;
  /** More paths than this in one burst: `*`. */
  maxPaths?: number;
  /** Waits before each new try (ms). */
  retryDelaysMs?: number[];
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  now?: () => number;
}

export interface ContentChangeNotifier {
  /** A notification's payload (see `parseRowChange`). */
  changed(payload: string | null): void;
  /** Sends what is pending now and waits for every delivery (tests, shutdown). */
  flush(): Promise<void>;
}

export function createContentChangeNotifier({
  urls,
  secret,
  beforeAnnounce = () => undefined,
  burstMs = 200,
  maxPaths = 200,
  retryDelaysMs = [1_000, 2_000, 4_000],
  timeoutMs = 3_000,
  fetch: send = fetch,
  log = (line) => console.log(line),
  now = () => Date.now(),
}: NotifierOptions): ContentChangeNotifier {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const deliveries = new Set<Promise<void>>();

  const deliver = async (url: string, message: ContentChange) => {
    const body = JSON.stringify(message);
    for (let attempt = 0; ; attempt += 1) {
      let outcome: string;
      try {
        const response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'vivasalud-signature': signContentChange(body, secret, now()),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        // 409: an earlier try arrived (its answer did not): delivered.
        if (response.ok || response.status === 409) return;
        outcome = `answered ${response.status}`;
        // A refusal of the message itself will not change by sending it again.
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          log(`[content-changes] ${url} refused ${message.id}: ${outcome}`);
          return;
        }
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      const wait = retryDelaysMs[attempt];
      if (wait === undefined) {
        log(
          `[content-changes] ${url}: ${message.id} not delivered (${outcome}); pages refresh within 300 s`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };

  const announce = () => {
    timer = undefined;
    const paths = pending.has(EVERY_PATH) || pending.size > maxPaths ? [EVERY_PATH] : [...pending];
    pending = new Set();
    if (paths.length === 0) return;
    beforeAnnounce();
    const message: ContentChange = { id: randomUUID(), at: new Date(now()).toISOString(), paths };
    for (const url of urls) {
      const delivery = deliver(url, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    }
  };

  return {
    changed(payload) {
      const change = parseRowChange(payload);
      for (const path of change ? pathsOfChange(change) : [EVERY_PATH]) pending.add(path);
      timer ??= setTimeout(announce, burstMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        announce();
      }
      await Promise.all([...deliveries]);
    },
  };
}

/** The receivers of the apps of this deployment (their `CONTENT_CHANGES_ROUTE`). */
export function receiversOf(siteUrls: string[]): string[] {
  return siteUrls.map((site) => `${site.replace(/\/+$/, '')}${CONTENT_CHANGES_ROUTE}`);
}
