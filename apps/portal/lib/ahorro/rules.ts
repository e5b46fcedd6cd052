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
 * `rewrites().beforeFiles`: an optimizer request at the pages' quality (75), from a browser that
 * saves data — `vs_ahorro=1`, or `Save-Data: on` without a choice — goes to the route that sends
 * it to the lighter copy (app/api/ahorro-de-datos/imagen). Image requests carry the cookie and
 * the header themselves, so the cached pages' HTML stays the same for everyone; the lighter copy
 * (quality 50) matches no rule, so nothing loops.
 */
export function ahorroRewrites(): AhorroRewrite[] {
  const pagesQuality = { type: 'query', key: 'q', value: String(IMAGE_QUALITY) } as const;
  const prefetch = { type: 'header', key: ROUTER_PREFETCH_HEADER } as const;
  return [
    {
      source: PAGE_SOURCE,
      has: [{ type: 'cookie', key: AHORRO_COOKIE, value: AHORRO_ON }, prefetch],
      destination: AHORRO_NO_PREFETCH_ROUTE,
    },
    {
      source: PAGE_SOURCE,
      has: [SAVE_DATA_ON, prefetch],
      missing: [{ type: 'cookie', key: AHORRO_COOKIE }],
      destination: AHORRO_NO_PREFETCH_ROUTE,
    },
    {
      source: OPTIMIZER_PATH,
      has: [{ type: 'cookie', key: AHORRO_COOKIE, value: AHORRO_ON }, pagesQuality],
      destination: AHORRO_IMAGE_ROUTE,
    },
    {
      source: OPTIMIZER_PATH,
      has: [SAVE_DATA_ON, pagesQuality],
      missing: [{ type: 'cookie', key: AHORRO_COOKIE }],
      destination: AHORRO_IMAGE_ROUTE,
    },
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
