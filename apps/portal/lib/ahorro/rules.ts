/**
 * next.config's part of «Ahorro de datos» (lib/ahorro/ahorro.ts). Imported by next.config.ts
 * with a relative path: nothing here may use the `@/` alias or a server-only module.
 */
import { PAGE_SOURCE } from '@vivasalud/config/page-headers';
import { IMAGE_QUALITY } from '../imageKinds';
import { AHORRO_COOKIE, AHORRO_ON, AHORRO_ROUTE, SAVE_DATA_COOKIE } from './ahorro';

/** The optimizer's path (next/image's default loader) and where a saving request goes instead. */
export const OPTIMIZER_PATH = '/_next/image';
export const AHORRO_IMAGE_ROUTE = `${AHORRO_ROUTE}/imagen`;
/** Where a router prefetch of a browser that saves data goes instead of the page (a 204). */
export const AHORRO_NO_PREFETCH_ROUTE = `${AHORRO_ROUTE}/sin-precarga`;
/** The header Next.js's router sends on a prefetch (and only then). */
export const ROUTER_PREFETCH_HEADER = 'next-router-prefetch';

/** `Save-Data: on`, as next.config matches a header value (a whole-value regular expression). */
const SAVE_DATA_ON = { type: 'header', key: 'save-data', value: '\\s*[Oo][Nn]\\s*' } as const;

type Condition =
  | { type: 'header' | 'cookie' | 'query'; key: string; value?: string }
  | { type: 'host'; value: string };

export interface AhorroRewrite {
  source: string;
  destination: string;
  has: Condition[];
  missing?: Condition[];
}

export interface AhorroHeaderRule {
  source: string;
  has?: Condition[];
  missing?: Condition[];
  headers: { key: string; value: string }[];
}

/**
 * The two rules that send a request of a browser that saves data to `destination`: one with
 * `vs_ahorro=1`, one with `Save-Data: on` and no choice of the person's (an explicit `0` wins).
 */
function whileSaving(source: string, also: Condition, destination: string): AhorroRewrite[] {
  return [
    { source, has: [{ type: 'cookie', key: AHORRO_COOKIE, value: AHORRO_ON }, also], destination },
    {
      source,
      has: [SAVE_DATA_ON, also],
      missing: [{ type: 'cookie', key: AHORRO_COOKIE }],
      destination,
    },
  ];
}

/**
 * `rewrites().beforeFiles`, for a browser that saves data (`whileSaving`):
 * - a router prefetch of a page (`Next-Router-Prefetch`) goes to the route that answers nothing
 *   (app/api/ahorro-de-datos/sin-precarga): the links in view cost no data until followed;
 * - an optimizer request at the pages' quality (75) goes to the route that sends it to the
 *   lighter copy (app/api/ahorro-de-datos/imagen); the lighter copy (quality 50) matches no rule,
 *   so nothing loops.
 * Both requests carry the cookie and the header themselves, so the cached pages' HTML stays the
 * same for everyone.
 */
export function ahorroRewrites(): AhorroRewrite[] {
  return [
    ...whileSaving(
      PAGE_SOURCE,
      { type: 'header', key: ROUTER_PREFETCH_HEADER },
      AHORRO_NO_PREFETCH_ROUTE,
    ),
    ...whileSaving(
      OPTIMIZER_PATH,
      { type: 'query', key: 'q', value: String(IMAGE_QUALITY) },
      AHORRO_IMAGE_ROUTE,
    ),
  ];
}

/**
 * `headers()`: a page request with `Save-Data: on` and no choice of the person's sets the session
 * cookie `vs_save_data=1` (the inline script reads it before the first paint: a cached page's
 * HTML cannot say it), and one without the header clears it — the browser's setting is followed
 * page by page. Next.js adds each `Set-Cookie` to the others (the locale cookie's too).
 */
export function ahorroHeaderRules(https: boolean): AhorroHeaderRule[] {
  const secure = https ? '; Secure' : '';
  return [
    {
      source: PAGE_SOURCE,
      has: [SAVE_DATA_ON],
      missing: [
        { type: 'cookie', key: AHORRO_COOKIE },
        { type: 'cookie', key: SAVE_DATA_COOKIE },
      ],
      headers: [
        { key: 'Set-Cookie', value: `${SAVE_DATA_COOKIE}=1; Path=/; SameSite=Lax${secure}` },
      ],
    },
    {
      source: PAGE_SOURCE,
      has: [{ type: 'cookie', key: SAVE_DATA_COOKIE }],
      missing: [SAVE_DATA_ON],
      headers: [
        {
          key: 'Set-Cookie',
          value: `${SAVE_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
        },
      ],
    },
  ];
}
