import { describe, expect, it } from 'vitest';
import { firstErrorField } from './focus';

const ORDER = ['name', 'lastName', 'documentNumber', 'email', 'phone', 'acceptTerms'] as const;

describe('firstErrorField', () => {
  it.each([
    [{}, undefined],
    [{ email: { message: 'x' } }, 'email'],
    [{ email: { message: 'x' }, documentNumber: { message: 'y' } }, 'documentNumber'],
    [{ acceptTerms: { message: 'x' }, phone: { message: 'y' } }, 'phone'],
    [{ other: { message: 'x' } }, undefined],
  ])('%j → %s', (errors, expected) => {
    expect(firstErrorField(errors, ORDER)).toBe(expected);
  });
});
