import { describe, expect, it } from 'vitest';
import { hasEnded } from '@/lib/live-classes/dates';
import { orderLiveClasses, pageOfLiveClasses, selectLiveClasses } from './order';

const NOW = new Date('2026-11-26T15:00:00Z'); // 10:00 a. m. in Lima

const at = (slug: string, starts_at: string, duration_minutes = 45) => ({
  slug,
  starts_at,
  duration_minutes,
});

describe('hasEnded', () => {
  it.each([
    ['ended an hour ago', at('a', '2026-11-26T13:15:00Z'), true],
    ['ends right now', at('a', '2026-11-26T14:15:00Z'), true],
    ['under way (started 30 min ago, 45 min long)', at('a', '2026-11-26T14:30:00Z'), false],
    ['starts in a minute', at('a', '2026-11-26T15:01:00Z'), false],
    [
      'in Lima time: 9:30 a. m. for 60 min, still on',
      at('a', '2026-11-26T09:30:00-05:00', 60),
      false,
    ],
  ])('%s → %s', (_, liveClass, ended) => {
    expect(hasEnded(liveClass, NOW)).toBe(ended);
  });
});

describe('orderLiveClasses: the ones to join first, soonest first; then the ended, newest first', () => {
  it.each([
    {
      name: 'the service’s order (by start), five ended first: they go last, newest first',
      classes: [
        at('lun', '2026-11-23T19:00:00-05:00'),
        at('mar', '2026-11-24T07:00:00-05:00'),
        at('mie', '2026-11-25T19:00:00-05:00'),
        at('jue-temprano', '2026-11-26T07:00:00-05:00'),
        at('jue-ahora', '2026-11-26T09:30:00-05:00'),
        at('vie', '2026-11-27T20:00:00-05:00'),
        at('sab', '2026-11-28T10:00:00-05:00'),
      ],
      expected: ['jue-ahora', 'vie', 'sab', 'jue-temprano', 'mie', 'mar', 'lun'],
    },
    {
      name: 'any order in, the same order out',
      classes: [
        at('sab', '2026-11-28T10:00:00-05:00'),
        at('mar', '2026-11-24T07:00:00-05:00'),
        at('vie', '2026-11-27T20:00:00-05:00'),
        at('lun', '2026-11-23T19:00:00-05:00'),
      ],
      expected: ['vie', 'sab', 'mar', 'lun'],
    },
    {
      name: 'offsets are instants: 8 p. m. in Lima is after 11 p. m. in UTC the same evening',
      classes: [at('lima-20h', '2026-11-27T20:00:00-05:00'), at('utc-23h', '2026-11-27T23:00:00Z')],
      expected: ['utc-23h', 'lima-20h'],
    },
    {
      name: 'equal starts keep the service’s order',
      classes: [
        at('b', '2026-11-27T20:00:00-05:00'),
        at('a', '2026-11-27T20:00:00-05:00'),
        at('d', '2026-11-20T20:00:00-05:00'),
        at('c', '2026-11-20T20:00:00-05:00'),
      ],
      expected: ['b', 'a', 'd', 'c'],
    },
    {
      name: 'only ended ones',
      classes: [at('x', '2026-11-01T10:00:00Z'), at('y', '2026-11-02T10:00:00Z')],
      expected: ['y', 'x'],
    },
    { name: 'nothing', classes: [], expected: [] },
  ])('$name', ({ classes, expected }) => {
    const before = classes.map((item) => item.slug);
    expect(orderLiveClasses(classes, NOW).map((item) => item.slug)).toEqual(expected);
    // The service's answer is left as it was.
    expect(classes.map((item) => item.slug)).toEqual(before);
  });
});

describe('pageOfLiveClasses: 12 a page, in that order across every page', () => {
  // 5 ended (23–25 Nov and two on 26 Nov before 10 a. m.) and 25 to come, as the service lists
  // them: by start.
  const ended = ['2026-11-23', '2026-11-24', '2026-11-25'].map((day, index) =>
    at(`fin-${index}`, `${day}T19:00:00-05:00`),
  );
  ended.push(at('fin-3', '2026-11-26T07:00:00-05:00'), at('fin-4', '2026-11-26T08:00:00-05:00'));
  const upcoming = Array.from({ length: 25 }, (_, index) =>
    at(`prox-${index}`, new Date(Date.UTC(2026, 10, 27, 12) + index * 86_400_000).toISOString()),
  );
  const all = {
    results: [...ended, ...upcoming],
    categories: [{ slug: 'yoga', label: 'Yoga', count: 30 }],
  };

  it('opens with the next class; the ended ones close the last page, newest first', () => {
    const first = pageOfLiveClasses(all, 1, NOW)!;
    expect(first.count).toBe(30);
    expect(first.categories).toEqual(all.categories);
    expect(first.results.map((item) => item.slug)).toEqual(
      upcoming.slice(0, 12).map((item) => item.slug),
    );
    expect(pageOfLiveClasses(all, 2, NOW)!.results.map((item) => item.slug)).toEqual(
      upcoming.slice(12, 24).map((item) => item.slug),
    );
    expect(pageOfLiveClasses(all, 3, NOW)!.results.map((item) => item.slug)).toEqual([
      'prox-24',
      'fin-4',
      'fin-3',
      'fin-2',
      'fin-1',
      'fin-0',
    ]);
  });

  it('has no page past the last (null, as the service’s 404), and page 1 even when empty', () => {
    expect(pageOfLiveClasses(all, 4, NOW)).toBeNull();
    expect(pageOfLiveClasses({ results: [] }, 1, NOW)).toEqual({ count: 0, results: [] });
    expect(pageOfLiveClasses({ results: [] }, 2, NOW)).toBeNull();
  });
});

describe('selectLiveClasses: by category and by the person who teaches', () => {
  const taught = (slug: string, category: string, mentor: string | null) => ({
    ...at(slug, '2026-12-01T10:00:00Z'),
    category,
    mentor: mentor ? { slug: mentor } : null,
  });
  const all = {
    results: [
      taught('y1', 'yoga', 'rosa'),
      taught('p1', 'pilates', 'carla'),
      taught('y2', 'yoga', 'rosa'),
      taught('m1', 'meditacion', 'rosa'),
      taught('n1', 'nutricion', null),
    ],
    categories: [
      { slug: 'yoga', label: 'Yoga', count: 2 },
      { slug: 'pilates', label: 'Pilates', count: 1 },
      { slug: 'meditacion', label: 'Meditación', count: 1 },
      { slug: 'nutricion', label: 'Nutrición', count: 1 },
    ],
  };
  const slugs = (selection: { results: { slug: string }[] }) =>
    selection.results.map((item) => item.slug);

  it.each([
    [null, null, ['y1', 'p1', 'y2', 'm1', 'n1']],
    ['yoga', null, ['y1', 'y2']],
    [null, 'rosa', ['y1', 'y2', 'm1']],
    ['yoga', 'rosa', ['y1', 'y2']],
    ['pilates', 'rosa', []],
    [null, 'nadie', []],
  ])('category %s, taught by %s → %j', (category, mentor, expected) => {
    expect(slugs(selectLiveClasses(all, { category, mentor }))).toEqual(expected);
  });

  it('counts the categories of the person chosen, in the service’s order, none empty', () => {
    expect(selectLiveClasses(all, { category: null, mentor: 'rosa' }).categories).toEqual([
      { slug: 'yoga', label: 'Yoga', count: 2 },
      { slug: 'meditacion', label: 'Meditación', count: 1 },
    ]);
    expect(selectLiveClasses(all, { category: 'yoga', mentor: null }).categories).toEqual(
      all.categories,
    );
  });
});
