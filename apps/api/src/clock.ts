import { sql } from 'drizzle-orm';

/**
 * The time both services read (issue #27: `src/`, not either service's): the clock every
 * time-dependent rule reads, and the helpers on instants.
 */

/** Every time-dependent rule reads the time from here, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);

/** Whole seconds from `now` until `until`, at least 1 (the value of a `Retry-After` header). */
export const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** A timestamp parameter for hand-written SQL (the same text for PGlite and node-postgres). */
export const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
