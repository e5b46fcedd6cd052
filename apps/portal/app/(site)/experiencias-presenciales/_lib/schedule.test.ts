import { describe, expect, it } from 'vitest';
import {
  formatOccurrence,
  formatTimeRange,
  formatWeeklySchedule,
  NO_SCHEDULE,
  type WeeklySlot,
} from './schedule';

const slot = (weekday: number, start_time: string, end_time: string): WeeklySlot => ({
  weekday,
  start_time,
  end_time,
});

describe('formatWeeklySchedule', () => {
  it.each<[string, WeeklySlot[], string]>([
    ['no slot', [], NO_SCHEDULE],
    ['one day', [slot(6, '09:00', '10:15')], 'sábado, de 9:00 a 10:15 a. m.'],
    [
      'two days at the same time',
      [slot(1, '07:00', '08:00'), slot(3, '07:00', '08:00')],
      'lunes y miércoles, de 7:00 a 8:00 a. m.',
    ],
    [
      'three days, given out of order',
      [slot(5, '19:00', '20:15'), slot(1, '19:00', '20:15'), slot(3, '19:00', '20:15')],
      'lunes, miércoles y viernes, de 7:00 a 8:15 p. m.',
    ],
    [
      'two times',
      [slot(2, '19:00', '20:00'), slot(4, '19:00', '20:00'), slot(6, '09:00', '10:00')],
      'martes y jueves, de 7:00 a 8:00 p. m.; sábado, de 9:00 a 10:00 a. m.',
    ],
    ['across noon', [slot(7, '11:30', '12:30')], 'domingo, de 11:30 a. m. a 12:30 p. m.'],
    ['from noon', [slot(2, '12:00', '13:00')], 'martes, de 12:00 a 1:00 p. m.'],
  ])('%s', (_, slots, expected) => {
    expect(formatWeeklySchedule(slots)).toBe(expected);
  });
});

describe('formatTimeRange', () => {
  it.each([
    ['07:00', '08:00', 'de 7:00 a 8:00 a. m.'],
    ['00:30', '01:15', 'de 12:30 a 1:15 a. m.'],
    ['10:45', '13:05', 'de 10:45 a. m. a 1:05 p. m.'],
    ['18:00', '19:30', 'de 6:00 a 7:30 p. m.'],
  ])('%s–%s → %s', (start, end, expected) => {
    expect(formatTimeRange(start, end)).toBe(expected);
  });

  it('says «de … a …» in Latin-1 (no en dash: a page stays a one-byte string; issue #33)', () => {
    expect([...formatTimeRange('11:30', '12:30')].every((char) => char.charCodeAt(0) <= 0xff)).toBe(
      true,
    );
  });
});

describe('formatOccurrence: one date of a class, in Lima (issue #29)', () => {
  it.each<[string, string, string, number, string]>([
    [
      'a morning',
      '2026-11-30T07:00:00-05:00',
      '2026-11-30T08:00:00-05:00',
      2026,
      'lunes 30 de noviembre, de 7:00 a 8:00 a. m.',
    ],
    [
      'an evening given in UTC (the next day there)',
      '2026-12-02T00:00:00Z',
      '2026-12-02T01:15:00Z',
      2026,
      'martes 1 de diciembre, de 7:00 a 8:15 p. m.',
    ],
    [
      'next year: with its year',
      '2027-01-06T11:30:00-05:00',
      '2027-01-06T12:30:00-05:00',
      2026,
      'miércoles 6 de enero de 2027, de 11:30 a. m. a 12:30 p. m.',
    ],
  ])('%s', (_name, starts_at, ends_at, year, expected) => {
    expect(formatOccurrence({ starts_at, ends_at }, year)).toBe(expected);
  });
});
