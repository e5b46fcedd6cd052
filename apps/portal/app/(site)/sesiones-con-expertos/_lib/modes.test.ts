import { describe, expect, it } from 'vitest';
import { modeLabel, REGISTRATION_BODIES } from './modes';

describe('modeLabel', () => {
  it.each([
    ['online', 'En línea'],
    ['presencial', 'Presencial'],
  ] as const)('%s → %s', (mode, label) => {
    expect(modeLabel(mode)).toBe(label);
  });
});

describe('REGISTRATION_BODIES', () => {
  it('names every professional body the contract allows', () => {
    expect(Object.keys(REGISTRATION_BODIES).sort()).toEqual(
      ['CMP', 'CNP', 'COP', 'CPsP', 'CTMP'].sort(),
    );
  });
});
