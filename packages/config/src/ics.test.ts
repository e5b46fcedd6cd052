import { describe, expect, it } from 'vitest';
import { icsCalendar, icsLimaTime, icsUtc, LIMA_VTIMEZONE } from './ics';

describe('Lima times in iCalendar files (a live class, a reservation)', () => {
  it.each([
    ['2026-12-10T13:00:00.000Z', '20261210T080000', '20261210T130000Z'],
    // Before 05:00 UTC it is still the day before in Lima.
    ['2026-12-11T03:30:00.000Z', '20261210T223000', '20261211T033000Z'],
    ['2027-01-01T04:59:59.000Z', '20261231T235959', '20270101T045959Z'],
  ])('%s → Lima %s, UTC %s', (instant, lima, utc) => {
    expect(icsLimaTime(new Date(instant))).toBe(lima);
    expect(icsUtc(new Date(instant))).toBe(utc);
  });

  it('writes the Lima time zone before the events', () => {
    const lines = icsCalendar({
      prodId: '-//VivaSalud//Prueba//ES',
      components: [LIMA_VTIMEZONE],
      events: [['UID:x@vivasalud.pe']],
    }).split('\r\n');
    expect(lines.indexOf('TZID:America/Lima')).toBeGreaterThan(-1);
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('TZOFFSETTO:-0500');
  });
});
