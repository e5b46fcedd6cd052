import { describe, expect, it } from 'vitest';
import { isLoopback } from './plugin';

describe('isLoopback (who may read /dev/outbox)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['1270.0.0.1', false],
    [undefined, false],
  ] as const)('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
