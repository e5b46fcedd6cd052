import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import {
  AHORRO_IMAGE_ROUTE,
  AHORRO_NO_PREFETCH_ROUTE,
  ahorroHeaderRules,
  ahorroRewrites,
  OPTIMIZER_PATH,
  ROUTER_PREFETCH_HEADER,
} from './rules';

interface Asked {
  headers?: Record<string, string>;
  cookie?: string;
  query?: Record<string, string>;
}

/** Whether a rule's `has`/`missing` match a request, as Next.js decides it (its own `matchHas`). */
function matches(
  rule: { has?: Parameters<typeof matchHas>[2]; missing?: Parameters<typeof matchHas>[3] },
  { headers = {}, cookie, query = {} }: Asked,
): boolean {
  const req = { headers: { ...headers, ...(cookie ? { cookie } : {}) } };
  return matchHas(req as never, query, rule.has, rule.missing) !== false;
}

const pageImage = { url: 'http://localhost:4000/media/a.jpg', w: '828', q: '75' };

describe('ahorroRewrites: which optimizer requests go to the lighter copy', () => {
  const rules = ahorroRewrites();
  const rewritten = (asked: Asked) =>
    rules.some((rule) => rule.source === OPTIMIZER_PATH && matches(rule, asked));

  it('send them to the image route', () => {
    const images = rules.filter((rule) => rule.source === OPTIMIZER_PATH);
    expect(images).toHaveLength(2);
    expect(images.every((rule) => rule.destination === AHORRO_IMAGE_ROUTE)).toBe(true);
  });

  it.each<[string, Asked, boolean]>([
    ['no choice, no Save-Data: the image', { query: pageImage }, false],
    ['vs_ahorro=1: the lighter copy', { cookie: 'vs_ahorro=1', query: pageImage }, true],
    ['Save-Data: on without a choice', { headers: { 'save-data': 'on' }, query: pageImage }, true],
    ['Save-Data: ON', { headers: { 'save-data': 'ON' }, query: pageImage }, true],
    ['Save-Data: off', { headers: { 'save-data': 'off' }, query: pageImage }, false],
    [
      'vs_ahorro=0 beats Save-Data',
      { cookie: 'vs_ahorro=0', headers: { 'save-data': 'on' }, query: pageImage },
      false,
    ],
    ['vs_ahorro=0 alone', { cookie: 'vs_ahorro=0', query: pageImage }, false],
    [
      'the lighter copy itself (q=50): no loop',
      { cookie: 'vs_ahorro=1', query: { ...pageImage, q: '50' } },
      false,
    ],
    [
      'with Save-Data, q=50: no loop',
      { headers: { 'save-data': 'on' }, query: { ...pageImage, q: '50' } },
      false,
    ],
  ])('%s', (_case, asked, expected) => {
    expect(rewritten(asked)).toBe(expected);
  });
});

describe('ahorroRewrites: which router prefetches get nothing (the 204 route)', () => {
  const rules = ahorroRewrites().filter((rule) => rule.destination === AHORRO_NO_PREFETCH_ROUTE);
  const emptied = (asked: Asked) => rules.some((rule) => matches(rule, asked));
  const prefetch = { [ROUTER_PREFETCH_HEADER]: '1', rsc: '1' };

  it('cover every page (not /api, not /_next)', () => {
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      // As Next.js matches a rewrite's source (its own path matcher).
      const source = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true });
      expect(source('/pilares')).not.toBe(false);
      expect(source('/')).not.toBe(false);
      expect(source('/api/ahorro-de-datos/sin-precarga')).toBe(false);
      expect(source('/_next/static/chunks/a.js')).toBe(false);
    }
  });

  it.each<[string, Asked, boolean]>([
    ['a prefetch, no choice, no Save-Data: the page', { headers: prefetch }, false],
    ['a prefetch with vs_ahorro=1: nothing', { headers: prefetch, cookie: 'vs_ahorro=1' }, true],
    [
      'a prefetch with Save-Data: on: nothing',
      { headers: { ...prefetch, 'save-data': 'on' } },
      true,
    ],
    [
      'vs_ahorro=0 beats Save-Data',
      { headers: { ...prefetch, 'save-data': 'on' }, cookie: 'vs_ahorro=0' },
      false,
    ],
    [
      'a navigation (no prefetch header) while saving: the page',
      { headers: { rsc: '1' }, cookie: 'vs_ahorro=1' },
      false,
    ],
    ['a page load while saving: the page', { cookie: 'vs_ahorro=1' }, false],
  ])('%s', (_case, asked, expected) => {
    expect(emptied(asked)).toBe(expected);
  });
});

describe('ahorroHeaderRules: Save-Data mirrored in a session cookie for the first paint', () => {
  const rules = ahorroHeaderRules(false);
  const cookiesSet = (asked: Asked) =>
    rules
      .filter((rule) => matches(rule, asked))
      .flatMap((rule) => rule.headers.filter((h) => h.key === 'Set-Cookie').map((h) => h.value));

  it.each<[string, Asked, string[]]>([
    [
      'Save-Data: on, first page',
      { headers: { 'save-data': 'on' } },
      ['vs_save_data=1; Path=/; SameSite=Lax'],
    ],
    [
      'Save-Data: on, already mirrored: nothing again',
      { headers: { 'save-data': 'on' }, cookie: 'vs_save_data=1' },
      [],
    ],
    [
      'a choice of the person’s: nothing',
      { headers: { 'save-data': 'on' }, cookie: 'vs_ahorro=0' },
      [],
    ],
    [
      'the header gone: the mirror cleared',
      { cookie: 'vs_save_data=1' },
      ['vs_save_data=; Path=/; Max-Age=0; SameSite=Lax'],
    ],
    [
      'Save-Data: off: the mirror cleared',
      { headers: { 'save-data': 'off' }, cookie: 'vs_save_data=1' },
      ['vs_save_data=; Path=/; Max-Age=0; SameSite=Lax'],
    ],
    ['neither: nothing', {}, []],
  ])('%s', (_case, asked, expected) => {
    expect(cookiesSet(asked)).toEqual(expected);
  });

  it('is Secure on an https site', () => {
    for (const rule of ahorroHeaderRules(true)) {
      expect(rule.headers[0]?.value).toMatch(/; Secure$/);
    }
  });
});
