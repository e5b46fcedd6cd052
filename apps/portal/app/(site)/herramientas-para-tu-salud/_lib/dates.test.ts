import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, formatLongDate, formatMonth, todayInPeru } from './dates';

describe('calendar dates in UTC', () => {
  it.each([
    ['2026-01-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/01/2026', false],
    ['', false],
  ])('%s is a date: %s', (iso, valid) => expect(dayNumber(iso) !== undefined).toBe(valid));

  it.each([
    ['2026-01-01', 14, '2026-01-15'],
    ['2026-01-29', -14, '2026-01-15'],
    ['2026-02-20', 10, '2026-03-02'],
    ['2028-02-20', 10, '2028-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s + %s days = %s', (iso, days, expected) => expect(addDays(iso, days)).toBe(expected));

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-29')).toBe(28);
    expect(daysBetween('2026-01-29', '2026-01-01')).toBe(-28);
  });

  it("today is Peru's date (UTC−5): 03:00 UTC is still yesterday in Lima", () => {
    expect(todayInPeru(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(todayInPeru(new Date('2026-11-25T06:00:00Z'))).toBe('2026-11-25');
  });

  it('formats in Spanish', () => {
    expect(formatLongDate('2026-01-15')).toBe('jueves 15 de enero de 2026');
    expect(formatMonth('2026-01-15')).toBe('enero de 2026');
  });
});
