import { describe, expect, it } from 'vitest';
import { proGate } from './proGate';

describe('proGate (spec §6: membership equals pro, ignoring case)', () => {
  it.each([
    [null, 'anonymous'],
    [undefined, 'anonymous'],
    [{ membership: 'pro' }, 'pro'],
    [{ membership: 'PRO' }, 'pro'],
    [{ membership: 'Pro' }, 'pro'],
    [{ membership: ' pro ' }, 'pro'],
    [{ membership: 'standard' }, 'standard'],
    [{ membership: 'pro-trial' }, 'standard'],
    [{ membership: 'professional' }, 'standard'],
    [{ membership: '' }, 'standard'],
    [{ membership: null }, 'standard'],
    [{}, 'standard'],
  ] as const)('%j → %s', (session, expected) => {
    expect(proGate(session)).toBe(expected);
  });
});
