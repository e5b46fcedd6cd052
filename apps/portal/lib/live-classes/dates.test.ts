import { describe, expect, it } from 'vitest';
import {
  classEnd,
  formatClassStart,
  formatDuration,
  formatLimaDay,
  formatLimaTime,
  limaYear,
} from './dates';

describe('formatClassStart: Lima time, in Spanish', () => {
  it.each([
    // The example.
    ['2026-12-10T13:00:00Z', 'jueves 10 de diciembre, 8:00 a. m.'],
    ['2026-12-10T08:00:00-05:00', 'jueves 10 de diciembre, 8:00 a. m.'],
    ['2026-12-10T23:30:00Z', 'jueves 10 de diciembre, 6:30 p. m.'],
    // After midnight UTC, still the evening before in Lima.
    ['2026-12-11T03:00:00Z', 'jueves 10 de diciembre, 10:00 p. m.'],
    ['2026-12-10T17:00:00Z', 'jueves 10 de diciembre, 12:00 p. m.'],
    ['2026-12-10T05:00:00Z', 'jueves 10 de diciembre, 12:00 a. m.'],
    // The US switch to daylight saving time (8 March 2026) and back (1 November 2026) does not
    // move Lima: 13:00 UTC is 8:00 in Lima on each side of both.
    ['2026-03-07T13:00:00Z', 'sábado 7 de marzo, 8:00 a. m.'],
    ['2026-03-09T13:00:00Z', 'lunes 9 de marzo, 8:00 a. m.'],
    ['2026-10-31T13:00:00Z', 'sábado 31 de octubre, 8:00 a. m.'],
    ['2026-11-02T13:00:00Z', 'lunes 2 de noviembre, 8:00 a. m.'],
  ])('%s → %s', (iso, expected) => {
    expect(formatClassStart(iso)).toBe(expected);
  });

  it('names the year when it is not the current one', () => {
    expect(formatClassStart('2027-01-05T14:00:00Z', 2026)).toBe(
      'martes 5 de enero de 2027, 9:00 a. m.',
    );
    expect(formatClassStart('2026-12-10T13:00:00Z', 2026)).toBe(
      'jueves 10 de diciembre, 8:00 a. m.',
    );
  });

  it('writes plain spaces (no narrow no-break space from ICU)', () => {
    expect(formatLimaTime('2026-12-10T13:00:00Z')).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('formatLimaDay and limaYear', () => {
  it('reads the day and the year in Lima, not in UTC', () => {
    expect(formatLimaDay('2027-01-01T02:00:00Z')).toBe('jueves 31 de diciembre');
    expect(limaYear(new Date('2027-01-01T02:00:00Z'))).toBe(2026);
  });
});

describe('formatDuration', () => {
  it.each([
    [30, '30 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [120, '2 h'],
  ])('%i → %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe('classEnd', () => {
  it('adds the duration', () => {
    expect(classEnd('2026-12-10T13:00:00Z', 45).toISOString()).toBe('2026-12-10T13:45:00.000Z');
  });
});
