import { describe, expect, it } from 'vitest';
import { chapterAt, formatClock, spokenClock } from './playerParts';

const CHAPTERS = [
  { start_seconds: 0, title: 'Bienvenida' },
  { start_seconds: 12.5, title: 'Calentamiento' },
  { start_seconds: 40, title: 'Cierre' },
];

describe('chapterAt', () => {
  it.each([
    [0, 'Bienvenida'],
    [12.49, 'Bienvenida'],
    [12.5, 'Calentamiento'],
    [39.9, 'Calentamiento'],
    [40, 'Cierre'],
    [999, 'Cierre'],
  ])('at %d s → %s', (time, title) => {
    expect(chapterAt(CHAPTERS, time)?.title).toBe(title);
  });

  it('has none before the first chapter, or without chapters', () => {
    expect(chapterAt([{ start_seconds: 5, title: 'Inicio' }], 2)).toBeUndefined();
    expect(chapterAt([], 10)).toBeUndefined();
  });
});

describe('formatClock and spokenClock', () => {
  it.each([
    [0, '0:00', '0 segundos'],
    [30, '0:30', '30 segundos'],
    [61, '1:01', '1 minuto y 1 segundo'],
    [754.9, '12:34', '12 minutos y 34 segundos'],
    [120, '2:00', '2 minutos'],
    [3723, '1:02:03', '62 minutos y 3 segundos'],
  ])('%d s → %s / %s', (seconds, clock, spoken) => {
    expect(formatClock(seconds)).toBe(clock);
    expect(spokenClock(seconds)).toBe(spoken);
  });
});
