import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INPERSON_CAPACITY,
  nextOccurrencesJob,
  occurrencesOf,
} from './inperson-occurrences';

const monWed = [
  { weekday: 1, start_time: '07:00', end_time: '08:00' },
  { weekday: 3, start_time: '07:00', end_time: '08:00' },
];

describe('occurrencesOf: a weekly schedule → its dates in Lima (issue #29)', () => {
  it.each([
    [
      'Mon + Wed from a Thursday, across the month boundary',
      monWed,
      '2026-11-26T15:00:00Z', // Thursday 26, 10:00 in Lima
      1,
      ['2026-11-30T07:00:00-05:00', '2026-12-02T07:00:00-05:00'],
    ],
    [
      'the day is Lima’s, not UTC’s: Monday 22:00 in Lima is Tuesday in UTC',
      monWed,
      '2026-12-01T03:00:00Z', // Monday 30 November, 22:00 in Lima
      1,
      ['2026-11-30T07:00:00-05:00', '2026-12-02T07:00:00-05:00'],
    ],
    [
      'two weeks, and the year boundary',
      [{ weekday: 4, start_time: '19:00', end_time: '20:15' }],
      '2026-12-28T12:00:00Z', // Monday 28 December
      2,
      ['2026-12-31T19:00:00-05:00', '2027-01-07T19:00:00-05:00'],
    ],
    [
      'Sunday is 7; no daylight saving time (the week the US and Chile change clocks)',
      [{ weekday: 7, start_time: '09:00', end_time: '10:15' }],
      '2027-03-08T12:00:00Z',
      1,
      ['2027-03-14T09:00:00-05:00'],
    ],
    [
      'two slots on one day, in order',
      [
        { weekday: 6, start_time: '11:00', end_time: '12:00' },
        { weekday: 6, start_time: '09:00', end_time: '10:00' },
      ],
      '2026-11-26T15:00:00Z',
      1,
      ['2026-11-28T09:00:00-05:00', '2026-11-28T11:00:00-05:00'],
    ],
    ['no slot, no occurrence', [], '2026-11-26T15:00:00Z', 4, []],
  ])('%s', (_name, schedule, now, weeks, starts) => {
    const occurrences = occurrencesOf({ slug: 'clase', schedule }, new Date(now), weeks);
    expect(occurrences.map((item) => item.starts_at)).toEqual(starts);
  });

  it('each occurrence: its slug, end, duration and the default places', () => {
    const [first] = occurrencesOf(
      {
        slug: 'vinyasa',
        schedule: [{ weekday: 2, start_time: '19:00', end_time: '20:15' }],
      },
      new Date('2026-11-26T15:00:00Z'),
    );
    expect(first).toEqual({
      slug: 'vinyasa--2026-12-01-1900',
      class_slug: 'vinyasa',
      starts_at: '2026-12-01T19:00:00-05:00',
      ends_at: '2026-12-01T20:15:00-05:00',
      duration_minutes: 75,
      capacity: DEFAULT_INPERSON_CAPACITY,
    });
  });

  it('four weeks by default; a class’s own capacity when it has one', () => {
    const occurrences = occurrencesOf(
      { slug: 'c', schedule: monWed, capacity: 8 },
      new Date('2026-11-26T15:00:00Z'),
    );
    expect(occurrences).toHaveLength(8);
    expect(occurrences.at(-1)!.starts_at).toBe('2026-12-23T07:00:00-05:00');
    expect(new Set(occurrences.map((item) => item.capacity))).toEqual(new Set([8]));
  });

  it('the daily fill runs at 00:05 of the next Lima day, one job per day', () => {
    expect(nextOccurrencesJob(new Date('2026-12-01T03:00:00Z'))).toMatchObject({
      uniqueKey: 'inperson-occurrences:2026-12-01',
      runAt: new Date('2026-12-01T05:05:00Z'),
    });
  });
});
