import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { fertileResult } from './fertile';
import { fertileIcs, icsDataUrl, ICS_EVENT_TITLE } from './ics';

describe('regular cycles: ovulation = next period − 14 days, window ovulation −5 … +1', () => {
  it('last period 2026-01-01, 28 days → ovulation 01-15, window 01-10 to 01-16, next period 01-29', () => {
    const [first] = fertileResult({ lastPeriod: '2026-01-01', cycle: 28 }).cycles;
    expect(first).toEqual({
      start: '2026-01-01',
      ovulation: '2026-01-15',
      fertile: { from: '2026-01-10', to: '2026-01-16' },
      nextPeriod: { from: '2026-01-29', to: '2026-01-29' },
    });
  });

  it('shows the next three cycles, each starting on the previous next period', () => {
    const { cycles } = fertileResult({ lastPeriod: '2026-01-01', cycle: 28 });
    expect(cycles.map((cycle) => [cycle.start, cycle.ovulation, cycle.nextPeriod.from])).toEqual([
      ['2026-01-01', '2026-01-15', '2026-01-29'],
      ['2026-01-29', '2026-02-12', '2026-02-26'],
      ['2026-02-26', '2026-03-12', '2026-03-26'],
    ]);
  });

  it.each([
    // [last period, cycle, ovulation, window from, window to, next period]
    ['2026-02-20', 21, '2026-02-27', '2026-02-22', '2026-02-28', '2026-03-13'],
    ['2026-02-20', 35, '2026-03-13', '2026-03-08', '2026-03-14', '2026-03-27'],
    ['2026-12-20', 45, '2027-01-20', '2027-01-15', '2027-01-21', '2027-02-03'],
    ['2028-02-01', 30, '2028-02-17', '2028-02-12', '2028-02-18', '2028-03-02'], // leap year
  ])(
    '%s, %s days → ovulation %s, window %s–%s, next %s',
    (lastPeriod, cycle, ovulation, from, to, next) => {
      const [first] = fertileResult({ lastPeriod, cycle }).cycles;
      expect(first).toMatchObject({ ovulation, fertile: { from, to }, nextPeriod: { from: next } });
    },
  );
});

describe('irregular cycles: WHO calendar method (first = shortest − 18, last = longest − 11)', () => {
  it('cycles of 26 to 32 days from 2026-01-01 → cycle days 8 to 21: 01-08 to 01-21', () => {
    expect(fertileResult({ lastPeriod: '2026-01-01', shortest: 26, longest: 32 })).toEqual({
      method: 'calendar',
      cycles: [
        {
          start: '2026-01-01',
          fertile: { from: '2026-01-08', to: '2026-01-21' },
          nextPeriod: { from: '2026-01-27', to: '2026-02-02' },
        },
      ],
    });
  });

  it('the same shortest and longest (28) → cycle days 10 to 17', () => {
    const [cycle] = fertileResult({ lastPeriod: '2026-01-01', shortest: 28, longest: 28 }).cycles;
    expect(cycle?.fertile).toEqual({ from: '2026-01-10', to: '2026-01-17' });
  });
});

describe('the .ics file (RFC 5545)', () => {
  const result = fertileResult({ lastPeriod: '2026-01-01', cycle: 28 });
  const ics = fertileIcs(result);

  it('parses as iCalendar with one all-day event per window, neutrally titled', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(
      events.map((event) => [event.summary, event.startDate.toString(), event.endDate.toString()]),
    ).toEqual([
      [ICS_EVENT_TITLE, '2026-01-10', '2026-01-17'],
      [ICS_EVENT_TITLE, '2026-02-07', '2026-02-14'],
      [ICS_EVENT_TITLE, '2026-03-07', '2026-03-14'],
    ]);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
  });

  it('says nothing about fertility or cycles, and uses CRLF line ends', () => {
    expect(ics).not.toMatch(/f[eé]rtil|ovula|regla|menstrua|ciclo|period/i);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('is the same file each time (server and browser render the same link)', () => {
    expect(fertileIcs(fertileResult({ lastPeriod: '2026-01-01', cycle: 28 }))).toBe(ics);
    expect(decodeURIComponent(icsDataUrl(ics).split(',')[1]!)).toBe(ics);
  });
});
