import { describe, expect, it, vi } from 'vitest';
import { seatsVersionSource } from './live-classes';

/** A source over a counter of reads, on a clock the test moves. */
function source(maxAgeMs = 1_000) {
  let clock = 0;
  let reads = 0;
  const read = vi.fn(async () => `v${++reads}`);
  const seats = seatsVersionSource(read, { maxAgeMs, now: () => clock });
  return { seats, read, move: (ms: number) => (clock += ms) };
}

describe('the seats’ version of the answer cache (issue #28)', () => {
  it('reads the database once for every request of the same second', async () => {
    const { seats, read, move } = source();
    const versions = await Promise.all(Array.from({ length: 50 }, () => seats.version()));
    move(999);
    versions.push(await seats.version());
    expect(new Set(versions)).toEqual(new Set(['v1']));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads it again once the second has passed (another instance’s reservation)', async () => {
    const { seats, read, move } = source();
    await seats.version();
    move(1_000);
    expect(await seats.version()).toBe('v2');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads it again at once after this instance commits a reservation or a cancellation', async () => {
    const { seats, move } = source();
    expect(await seats.version()).toBe('v1');
    move(10);
    seats.changed();
    expect(await seats.version()).toBe('v2');
  });

  it('does not keep a failed read: the next request asks again', async () => {
    let fail = true;
    const read = vi.fn(async () => {
      if (fail) throw new Error('database unavailable');
      return 'v-ok';
    });
    const seats = seatsVersionSource(read, { now: () => 0 });
    await expect(seats.version()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await seats.version()).toBe('v-ok');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
