import { describe, expect, it } from 'vitest';
import { chapterAt } from './playerParts';

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
