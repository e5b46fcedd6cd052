import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText, parseAsDeclared } from './validation';

describe('isUnsafeText (what Postgres cannot store)', () => {
  it.each([
    ['', false],
    ['Nutrición y ñandú', false],
    ['🙂 a pair of surrogates', false],
    ['\u0001\u001f\u007f control characters Postgres stores', false],
    ['\u0000', true],
    ['a\u0000b', true],
    ['\ud800', true],
    ['x\udfffy', true],
    ['🙂'.slice(0, 1), true],
    ['\ude00\ud83d (a pair in the wrong order)', true],
  ])('%j → %s', (text, expected) => {
    expect(isUnsafeText(text)).toBe(expected);
  });
});

describe('findUnsafeText', () => {
  it('names the first bad string by its path, at any depth', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] })).toBe('b.2.c');
    expect(findUnsafeText('\ud800')).toBe('');
    expect(findUnsafeText({ a: 'ok', n: 1, t: true, z: null })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('checks keys too, and names a bad key by its parent (never echoing it)', () => {
    expect(findUnsafeText({ form: { 'x\u0000': 1 } })).toBe('form');
    expect(findUnsafeText({ '\ud800': 1 })).toBe('');
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'fondo\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('parseAsDeclared (query and path parameters)', () => {
  const integer = { type: 'integer' as const };
  it.each([
    ['12', 12],
    ['007', 7],
    ['-2', -2],
    ['0x10', '0x10'],
    ['1e3', '1e3'],
    [' 1', ' 1'],
    ['1 ', '1 '],
    ['+1', '+1'],
    ['1.0', '1.0'],
    ['', ''],
    ['Infinity', 'Infinity'],
  ])('integer %j → %j', (text, expected) => {
    expect(parseAsDeclared(text, integer)).toBe(expected);
  });

  it('reads numbers, booleans and arrays strictly, and leaves strings alone', () => {
    expect(parseAsDeclared('1.5', { type: 'number' })).toBe(1.5);
    expect(parseAsDeclared('.5', { type: 'number' })).toBe('.5');
    expect(parseAsDeclared('true', { type: 'boolean' })).toBe(true);
    expect(parseAsDeclared('1', { type: 'boolean' })).toBe('1');
    expect(parseAsDeclared('12', { type: 'string' })).toBe('12');
    expect(parseAsDeclared('12', { type: ['string', 'integer'] })).toBe('12');
    expect(parseAsDeclared('12', { type: 'array', items: integer })).toEqual([12]);
    expect(parseAsDeclared('12', undefined)).toBe('12');
  });
});
