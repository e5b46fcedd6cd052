import { describe, expect, it } from 'vitest';
import {
  formatLimaDate,
  formatLimaDateTime,
  formatLimaTime,
  limaDateParts,
  limaDay,
  plainSpaces,
} from './lima';

describe('dates in Lima, in Spanish', () => {
  it.each([
    // [instant, date, time, day, weekday]
    ['2027-01-31T23:59:59-05:00', '31 de enero de 2027', '11:59 p. m.', '2027-01-31', 'domingo'],
    // 03:00 UTC on 1 November is still 31 October in Lima.
    ['2026-11-01T03:00:00Z', '31 de octubre de 2026', '10:00 p. m.', '2026-10-31', 'sábado'],
    ['2027-02-05T11:00:00-05:00', '5 de febrero de 2027', '11:00 a. m.', '2027-02-05', 'viernes'],
    // es-PE says «setiembre».
    [
      '2026-09-30T23:59:59-05:00',
      '30 de setiembre de 2026',
      '11:59 p. m.',
      '2026-09-30',
      'miércoles',
    ],
    // Noon and midnight.
    ['2026-12-10T17:00:00Z', '10 de diciembre de 2026', '12:00 p. m.', '2026-12-10', 'jueves'],
    ['2026-12-10T05:00:00Z', '10 de diciembre de 2026', '12:00 a. m.', '2026-12-10', 'jueves'],
    // The US switch to daylight saving time (8 March 2026) and back (1 November 2026) does not
    // move Lima: 13:00 UTC is 8:00 in Lima on each side of both.
    ['2026-03-07T13:00:00Z', '7 de marzo de 2026', '8:00 a. m.', '2026-03-07', 'sábado'],
    ['2026-03-09T13:00:00Z', '9 de marzo de 2026', '8:00 a. m.', '2026-03-09', 'lunes'],
    ['2026-10-31T13:00:00Z', '31 de octubre de 2026', '8:00 a. m.', '2026-10-31', 'sábado'],
    ['2026-11-02T13:00:00Z', '2 de noviembre de 2026', '8:00 a. m.', '2026-11-02', 'lunes'],
    // New Year's Eve in Lima while it is already 2027 in UTC.
    ['2027-01-01T02:00:00Z', '31 de diciembre de 2026', '9:00 p. m.', '2026-12-31', 'jueves'],
  ])('%s', (iso, date, time, day, weekday) => {
    expect(formatLimaDate(iso)).toBe(date);
    expect(formatLimaTime(iso)).toBe(time);
    expect(formatLimaDateTime(iso)).toBe(`${date}, ${time}`);
    expect(limaDay(iso)).toBe(day);
    const [dayOfMonth, , month, , year] = date.split(' ');
    expect(limaDateParts(iso)).toEqual({ weekday, day: dayOfMonth, month, year: Number(year) });
  });

  it('takes a Date as well as an ISO string', () => {
    const instant = new Date('2027-01-31T23:59:59-05:00');
    expect(formatLimaDateTime(instant)).toBe('31 de enero de 2027, 11:59 p. m.');
    expect(limaDay(instant)).toBe('2027-01-31');
    expect(limaDateParts(instant).year).toBe(2027);
  });

  it('writes plain spaces (no narrow or no-break space from ICU)', () => {
    expect(formatLimaTime('2026-12-10T13:00:00Z')).not.toMatch(/[\u00a0\u202f]/);
    expect(formatLimaDateTime('2026-12-10T13:00:00Z')).not.toMatch(/[\u00a0\u202f]/);
    expect(plainSpaces('11:59\u202fp.\u00a0m.')).toBe('11:59 p. m.');
  });
});
