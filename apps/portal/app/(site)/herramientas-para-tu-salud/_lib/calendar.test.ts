import { describe, expect, it } from 'vitest';
import { calendarMonths, dayKinds } from './calendar';
import { fertileResult } from './fertile';

describe('fertile days on month calendars', () => {
  const result = fertileResult({ lastPeriod: '2026-01-01', cycle: 28 });

  it('marks period starts, fertile days and the ovulation (which wins over the fertile day)', () => {
    const kinds = dayKinds(result);
    expect(kinds.get('2026-01-01')).toBe('period');
    expect(kinds.get('2026-01-09')).toBeUndefined();
    expect(kinds.get('2026-01-10')).toBe('fertile');
    expect(kinds.get('2026-01-15')).toBe('ovulation');
    expect(kinds.get('2026-01-16')).toBe('fertile');
    expect(kinds.get('2026-01-17')).toBeUndefined();
    expect(kinds.get('2026-01-29')).toBe('period');
    expect(kinds.get('2026-03-26')).toBe('period');
    // 3 cycles: 4 period starts, 3 × 6 fertile days, 3 ovulations.
    expect([...kinds.values()].filter((kind) => kind === 'fertile')).toHaveLength(18);
  });

  it('covers January to March 2026, weeks from Monday', () => {
    const months = calendarMonths(result);
    expect(months.map((month) => month.first)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    // 2026-01-01 is a Thursday: three empty cells, then the 1st.
    expect(months[0]!.weeks[0]!.map((day) => day?.day ?? null)).toEqual([
      null,
      null,
      null,
      1,
      2,
      3,
      4,
    ]);
    // February 2026 starts on a Sunday and has 28 days: 5 weeks.
    expect(months[1]!.weeks).toHaveLength(5);
    expect(months[1]!.weeks[0]![6]).toEqual({ iso: '2026-02-01', day: 1 });
    expect(months.flatMap((month) => month.weeks.flat()).filter(Boolean)).toHaveLength(
      31 + 28 + 31,
    );
  });

  it('an irregular cycle shows its possible next-period days', () => {
    const months = calendarMonths(
      fertileResult({ lastPeriod: '2026-01-20', shortest: 26, longest: 32 }),
    );
    expect(months.map((month) => month.first)).toEqual(['2026-01-01', '2026-02-01']);
    const days = months.flatMap((month) => month.weeks.flat());
    expect(days.find((day) => day?.iso === '2026-02-15')).toMatchObject({
      kind: 'possible-period',
    });
    expect(days.filter((day) => day?.kind === 'fertile')).toHaveLength(14);
  });

  it('a possible period start never hides a fertile day (cycles of 24 to 40 days)', () => {
    // Fertile cycle days 6–29 (01-06 to 01-29); possible next period 01-25 to 02-10.
    const kinds = dayKinds(fertileResult({ lastPeriod: '2026-01-01', shortest: 24, longest: 40 }));
    expect(kinds.get('2026-01-25')).toBe('fertile');
    expect(kinds.get('2026-01-29')).toBe('fertile');
    expect(kinds.get('2026-01-30')).toBe('possible-period');
    expect(kinds.get('2026-02-10')).toBe('possible-period');
  });
});
