import { describe, expect, it } from 'vitest';
import { COUNTED_MAX, countedItem, countOnce, isAutomated, itemKey } from './counter';

const DAY = '2026-11-29';
const sintoma = (id: number) => ({ kind: 'sintoma' as const, id });

describe('countOnce: once per visitor and item per day', () => {
  it.each([
    ['no cookie: counts', undefined, sintoma(3), true, `${DAY}|s3`],
    ['another item today: counts', `${DAY}|s3`, sintoma(4), true, `${DAY}|s3|s4`],
    ['the same item today: does not', `${DAY}|s3|s4`, sintoma(3), false, `${DAY}|s3|s4`],
    [
      'the same item yesterday: counts, the day starts over',
      '2026-11-28|s3',
      sintoma(3),
      true,
      `${DAY}|s3`,
    ],
    [
      'a tag and a condition are different items',
      `${DAY}|s3`,
      { kind: 'etiqueta' as const, tag: 'dengue' },
      true,
      `${DAY}|s3|t:dengue`,
    ],
    [
      'the same tag today: does not',
      `${DAY}|t:dengue`,
      { kind: 'etiqueta' as const, tag: 'dengue' },
      false,
      `${DAY}|t:dengue`,
    ],
    ['a malformed cookie is a new day', 'garbage', sintoma(1), true, `${DAY}|s1`],
    ['an empty cookie is a new day', '', sintoma(1), true, `${DAY}|s1`],
  ])('%s', (_, cookie, item, count, next) => {
    expect(countOnce(cookie, item, DAY)).toEqual({ count, cookie: next });
  });

  it(`counts at most ${COUNTED_MAX} items a day (the cookie stays small)`, () => {
    let cookie: string | undefined;
    let counted = 0;
    for (let id = 1; id <= COUNTED_MAX + 5; id += 1) {
      const answer = countOnce(cookie, sintoma(id), DAY);
      if (answer.count) counted += 1;
      cookie = answer.cookie;
    }
    expect(counted).toBe(COUNTED_MAX);
    expect(cookie!.split('|')).toHaveLength(COUNTED_MAX + 1);
  });

  it('keys name the kind and the item, nothing else', () => {
    expect(itemKey(sintoma(12))).toBe('s12');
    expect(itemKey({ kind: 'etiqueta', tag: 'ah1n1' })).toBe('t:ah1n1');
  });
});

describe('isAutomated: crawlers and prefetches never count', () => {
  const CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  it.each([
    ['a person’s browser', { 'user-agent': CHROME }, false],
    [
      'Googlebot',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      true,
    ],
    [
      'Bingbot',
      { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
      true,
    ],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/142.0.0.0' }, true],
    ['curl', { 'user-agent': 'curl/8.5.0' }, true],
    ['no user agent', {}, true],
    ['a speculative prefetch', { 'user-agent': CHROME, 'sec-purpose': 'prefetch' }, true],
    ['a prerender', { 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' }, true],
    ['an old prefetch header', { 'user-agent': CHROME, purpose: 'prefetch' }, true],
    ['Next’s router prefetch', { 'user-agent': CHROME, 'next-router-prefetch': '1' }, true],
  ])('%s → %s', (_, headers, automated) => {
    expect(isAutomated(new Headers(headers))).toBe(automated);
  });
});

describe('countedItem: what a report may carry', () => {
  it.each([
    [{ sintoma: 12 }, { kind: 'sintoma', id: 12 }],
    [{ etiqueta: 'diabetes' }, { kind: 'etiqueta', tag: 'diabetes' }],
    [{ etiqueta: 'ah1n1' }, { kind: 'etiqueta', tag: 'ah1n1' }],
    [{ sintoma: '12' }, null],
    [{ sintoma: 0 }, null],
    [{ sintoma: -1 }, null],
    [{ sintoma: 1.5 }, null],
    [{ sintoma: 2 ** 60 }, null],
    [{ etiqueta: 'Diabetes' }, null],
    [{ etiqueta: 'presión' }, null],
    [{ etiqueta: '../x' }, null],
    [{ etiqueta: 'a'.repeat(41) }, null],
    [{ sintoma: 1, etiqueta: 'dengue' }, null],
    [{}, null],
  ])('%j → %j', (body, item) => {
    expect(countedItem(body)).toEqual(item);
  });
});
