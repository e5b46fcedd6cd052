import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  LOCAL_KEY,
  percentAt,
  readLocalPosition,
  resumeFrom,
  SaveSchedule,
  writeLocalPosition,
} from './progress';

describe('percentAt', () => {
  it.each([
    [0, 100, 0],
    [30, 120, 25],
    [84.52, 84.52, 100],
    [200, 100, 100],
    [-5, 100, 0],
    [1, 3, 33.3],
    [Number.NaN, 100, 0],
    [10, 0, 0],
  ])('%d s of %d s → %d %%', (position, duration, percent) => {
    expect(percentAt(position, duration)).toBe(percent);
  });
});

describe('clampPosition', () => {
  it.each([
    [30.4567, 90, 30.46],
    [95, 90, 90],
    [-1, 90, 0],
    [Number.POSITIVE_INFINITY, 90, 0],
  ])('%d in a %d s class → %d', (position, duration, kept) => {
    expect(clampPosition(position, duration)).toBe(kept);
  });
});

describe('resumeFrom: when to offer «Continuar desde…»', () => {
  const at = (position: number, savedAt: number) => ({ position, savedAt });
  it.each([
    ['nothing saved', [], null],
    ['the service’s position', [at(30, 1)], 30],
    ['the newest of the service and this browser', [at(30, 1), at(50, 2)], 50],
    ['the service when it is newer (another device)', [at(70, 9), at(20, 2)], 70],
    ['too near the start', [at(4, 1)], null],
    ['too near the end: finished, start over', [at(85, 1)], null],
    ['just before the margin', [at(79, 1)], 79],
    ['empty entries are ignored', [null, undefined, at(40, 1)], 40],
  ] as const)('%s', (_, saved, expected) => {
    expect(resumeFrom(saved, 90)).toBe(expected);
  });
});

describe('SaveSchedule: the save throttle', () => {
  it('saves on the first tick, then every 15 s while playing', () => {
    const schedule = new SaveSchedule();
    expect(schedule.due(1_000)).toBe(true);
    schedule.sent(1_000);
    expect(schedule.due(15_999)).toBe(false);
    expect(schedule.due(16_000)).toBe(true);
  });

  it('saves at once on pause, end or leaving, even between ticks', () => {
    const schedule = new SaveSchedule();
    schedule.sent(1_000);
    expect(schedule.flushable(2_000)).toBe(true);
  });

  it('retries a failed save at the next tick', () => {
    const schedule = new SaveSchedule();
    schedule.sent(1_000);
    schedule.failed();
    expect(schedule.due(1_250)).toBe(true);
  });

  it('waits as long as the service asks (429 Retry-After), then saves again', () => {
    const schedule = new SaveSchedule();
    schedule.sent(0);
    schedule.wait(20_000, 30);
    expect(schedule.due(40_000)).toBe(false);
    expect(schedule.flushable(49_999)).toBe(false);
    expect(schedule.due(50_000)).toBe(true);
  });
});

describe('the position kept in this browser', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  };

  it('reads back what it keeps, per class', () => {
    const storage = memory();
    writeLocalPosition(storage, 'yoga', { position: 30, savedAt: 1 });
    writeLocalPosition(storage, 'pilates', { position: 12, savedAt: 2 });
    expect(readLocalPosition(storage, 'yoga')).toEqual({ position: 30, savedAt: 1 });
    expect(readLocalPosition(storage, 'baile')).toBeNull();
  });

  it('keeps the 20 latest classes only', () => {
    const storage = memory();
    for (let index = 0; index < 25; index += 1) {
      writeLocalPosition(storage, `clase-${index}`, { position: 10, savedAt: index });
    }
    const kept = Object.keys(JSON.parse(storage.items.get(LOCAL_KEY)!) as object);
    expect(kept).toHaveLength(20);
    expect(kept).not.toContain('clase-0');
  });

  it.each(['{', '[]', '"x"', '{"yoga":{"position":"30"}}'])(
    'survives what another script left there: %s',
    (stored) => {
      const storage = memory();
      storage.items.set(LOCAL_KEY, stored);
      expect(readLocalPosition(storage, 'yoga')).toBeNull();
      writeLocalPosition(storage, 'yoga', { position: 5, savedAt: 1 });
      expect(readLocalPosition(storage, 'yoga')).toEqual({ position: 5, savedAt: 1 });
    },
  );

  it('does not fail when the browser refuses to store', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeLocalPosition(storage, 'yoga', { position: 5, savedAt: 1 })).not.toThrow();
  });
});
