import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AB_TESTING_ORIGIN,
  AB_TESTING_TOLERANCE_MS,
  TAG_MANAGER_ORIGIN,
  type ThirdPartyIds,
} from '@/lib/shell/thirdParties';
import { acceptCookies } from '@vivasalud/ui/cookie-banner';
import { CookieNotice } from '@/components/banners/CookieNotice';
import { ConsentedScripts } from './ConsentedScripts';
import type * as Navigation from 'next/navigation';
import type * as ThirdPartyScripts from './thirdPartyScripts';

vi.mock('next/link', () => import('@/test/next-link'));

/** The page's path as `usePathname` gives it (null: outside the App Router, as by default). */
const navigation = vi.hoisted(() => ({ pathname: null as string | null }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  usePathname: () => navigation.pathname,
}));

/**
 * The loader, watched: `imports` counts its download (once per file: the module is cached after
 * it, so only the file's first test can see 0), `calls` its runs.
 */
const loader = vi.hoisted(() => ({ imports: 0, calls: 0 }));
vi.mock('./thirdPartyScripts', async (importOriginal) => {
  loader.imports += 1;
  const actual = await importOriginal<typeof ThirdPartyScripts>();
  return {
    ...actual,
    loadThirdPartyScripts: (...args: Parameters<typeof actual.loadThirdPartyScripts>) => {
      loader.calls += 1;
      return actual.loadThirdPartyScripts(...args);
    },
  };
});

const IDS: ThirdPartyIds = { gtmId: 'GTM-TEST123', abAccountId: '654321' };
/** The nonce Next puts on its scripts (from the proxy's policy). */
const NONCE = 'bm9uY2UtZGUtbGEtcGFnaW5h';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer;

const scriptsFrom = (origin: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
    script.src.startsWith(`${origin}/`),
  );
const tagManager = () => scriptsFrom(TAG_MANAGER_ORIGIN);
const abTesting = () => scriptsFrom(AB_TESTING_ORIGIN);

/** Lets the loader's dynamic import finish (it starts in an effect). */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The page as a visitor meets it: the cookie notice and the shell's scripts. */
function Page({ ids = IDS }: { ids?: ThirdPartyIds }) {
  return (
    <>
      <CookieNotice pathname="/" />
      <ConsentedScripts {...ids} />
    </>
  );
}

/** `document.readyState` until the test fires `load`. */
function pageStillLoading() {
  let state: DocumentReadyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
  return () => {
    state = 'complete';
    window.dispatchEvent(new Event('load'));
  };
}

beforeEach(() => {
  navigation.pathname = null;
  loader.calls = 0;
  window.localStorage.clear();
  delete (window as DataLayerWindow).dataLayer;
  const nextScript = document.createElement('script');
  nextScript.setAttribute('nonce', NONCE);
  nextScript.dataset.testNextScript = '';
  document.head.append(nextScript);
});

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.useRealTimers();
});

describe('ConsentedScripts (spec §4, §7; Ley 29733)', () => {
  // First in the file: the loader has not been downloaded by another test yet.
  describe('given a visitor who has not accepted the cookies', () => {
    it('injects nothing, not even after load and the tolerance, and does not load the loader', async () => {
      vi.useFakeTimers();
      (window as DataLayerWindow).dataLayer = [{ event: 'error', message: 'pagina no encontrada' }];
      const load = pageStillLoading();
      render(<Page />);
      await settle();
      load();
      await advance(AB_TESTING_TOLERANCE_MS * 5);
      await settle();

      expect(tagManager()).toEqual([]);
      expect(abTesting()).toEqual([]);
      expect(loader.imports).toBe(0);
      expect(loader.calls).toBe(0);
      // Events pushed before the consent stay in the page, untouched.
      expect(dataLayer()).toEqual([{ event: 'error', message: 'pagina no encontrada' }]);
    });
  });

  describe('on a calculator (issue #7: its address holds health data)', () => {
    it.each([
      '/herramientas-para-tu-salud/calculadora-de-dias-fertiles',
      '/herramientas-para-tu-salud/calculadora-IMC/',
    ])('%s starts no tag even with the cookies accepted; the next page does', async (path) => {
      window.localStorage.setItem('cookiesAccepted', 'true');
      navigation.pathname = path;
      const { rerender } = render(<Page />);
      await settle();
      expect(tagManager()).toEqual([]);
      expect(dataLayer()).toBeUndefined();

      navigation.pathname = '/herramientas-para-tu-salud';
      rerender(<Page />);
      await settle();
      expect(tagManager()).toHaveLength(1);
    });
  });

  describe('when the visitor accepts the cookies on this page', () => {
    it('loads Tag Manager at once with the page’s nonce, after the events already pushed', async () => {
      const user = userEvent.setup();
      (window as DataLayerWindow).dataLayer = [{ event: 'error', message: 'pagina no encontrada' }];
      render(<Page />);
      await settle();
      expect(tagManager()).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Aceptar todas las cookies' }));
      await settle();

      const [script] = tagManager();
      expect(tagManager()).toHaveLength(1);
      expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
      expect(script?.async).toBe(true);
      expect(script?.nonce || script?.getAttribute('nonce')).toBe(NONCE);
      expect(dataLayer()).toEqual([
        { event: 'error', message: 'pagina no encontrada' },
        { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      ]);
      expect(loader.imports).toBe(1);
      expect(loader.calls).toBe(1);
    });

    it('loads the A/B script only after the load event, within the 2000 ms tolerance', async () => {
      vi.useFakeTimers();
      const load = pageStillLoading();
      render(<Page />);
      act(() => acceptCookies());
      await settle();
      expect(tagManager()).toHaveLength(1);

      await advance(AB_TESTING_TOLERANCE_MS * 5);
      expect(abTesting()).toEqual([]); // the page has not loaded yet

      load();
      await advance(AB_TESTING_TOLERANCE_MS - 1);
      expect(abTesting()).toEqual([]);
      await advance(1);
      const [script] = abTesting();
      expect(abTesting()).toHaveLength(1);
      expect(script?.src).toBe(`${AB_TESTING_ORIGIN}/654321.js`);
      expect(script?.async).toBe(true);
      expect(script?.nonce || script?.getAttribute('nonce')).toBe(NONCE);
    });

    it('loads it at the first idle moment after load, when the browser has idle callbacks', async () => {
      const idle: { run: () => void; timeout: number | undefined }[] = [];
      vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) =>
        idle.push({ run, timeout: options?.timeout }),
      );
      vi.stubGlobal('cancelIdleCallback', () => {});
      window.localStorage.setItem('cookiesAccepted', 'true');
      render(<Page />); // the page has loaded already
      await settle();

      expect(idle).toEqual([{ run: expect.any(Function), timeout: AB_TESTING_TOLERANCE_MS }]);
      expect(abTesting()).toEqual([]);
      act(() => idle[0]?.run());
      expect(abTesting()).toHaveLength(1);
    });
  });

  describe('given cookies accepted on an earlier visit', () => {
    it('loads on arrival, once, however often the shell renders or remounts', async () => {
      vi.useFakeTimers();
      window.localStorage.setItem('cookiesAccepted', 'true');
      const { rerender, unmount } = render(
        <StrictMode>
          <Page />
        </StrictMode>,
      );
      await settle();
      rerender(
        <StrictMode>
          <Page />
        </StrictMode>,
      );
      await advance(AB_TESTING_TOLERANCE_MS);
      unmount();
      render(<Page />);
      await settle();
      await advance(AB_TESTING_TOLERANCE_MS);

      expect(tagManager()).toHaveLength(1);
      expect(abTesting()).toHaveLength(1);
      expect(
        dataLayer()?.filter((entry) => (entry as { event?: string }).event === 'gtm.js'),
      ).toHaveLength(1);
    });
  });

  it('loads when the cookies are accepted in another tab', async () => {
    render(<Page ids={{ gtmId: IDS.gtmId, abAccountId: null }} />);
    await settle();
    expect(tagManager()).toEqual([]);

    act(() => {
      window.localStorage.setItem('cookiesAccepted', 'true');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cookiesAccepted', newValue: 'true' }),
      );
    });
    await settle();
    expect(tagManager()).toHaveLength(1);
  });

  it.each<[string, ThirdPartyIds, number, number]>([
    ['no id: nothing, and the loader never runs', { gtmId: null, abAccountId: null }, 0, 0],
    ['Tag Manager only', { gtmId: IDS.gtmId, abAccountId: null }, 1, 0],
    ['A/B testing only', { gtmId: null, abAccountId: IDS.abAccountId }, 0, 1],
  ])('loads only what is configured: %s', async (_, ids, gtm, ab) => {
    vi.useFakeTimers();
    window.localStorage.setItem('cookiesAccepted', 'true');
    render(<Page ids={ids} />);
    await settle();
    await advance(AB_TESTING_TOLERANCE_MS * 5);

    expect(tagManager()).toHaveLength(gtm);
    expect(abTesting()).toHaveLength(ab);
    expect(loader.calls).toBe(gtm + ab > 0 ? 1 : 0);
    if (!gtm) expect(dataLayer()).toBeUndefined();
  });

  it('leaves the nonce out on a page served without one (cached)', async () => {
    document.querySelector('[data-test-next-script]')?.remove();
    window.localStorage.setItem('cookiesAccepted', 'true');
    render(<Page ids={{ gtmId: IDS.gtmId, abAccountId: null }} />);
    await settle();
    const [script] = tagManager();
    expect(script?.hasAttribute('nonce')).toBe(false);
    expect(script?.nonce ?? '').toBe('');
  });
});
