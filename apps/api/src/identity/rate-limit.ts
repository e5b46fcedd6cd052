import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures, rateLimits } from '../db/identity-schema';
import { addSeconds, secondsUntil, type Clock } from './clock';
import { rateLimited } from './errors';

export interface WindowRule {
  /** Hits allowed in a window. */
  max: number;
  windowSeconds: number;
}

/** A timestamp parameter for hand-written SQL (the same text for PGlite and node-postgres). */
export const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window counters in the database, shared by every instance of the service. One atomic
 * upsert per hit: the window starts at the first hit of a key and lasts `windowSeconds`.
 */
export class RateLimiter {
  private sinceCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit; `retryAfter` (seconds) is set when the hit is over the limit. */
  async hit(key: string, rule: WindowRule): Promise<{ allowed: boolean; retryAfter: number }> {
    const now = this.clock.now();
    const expired = sql`${rateLimits.resetAt} <= ${ts(now)}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: addSeconds(now, rule.windowSeconds) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    await this.cleanup(now);
    const allowed = row!.hits <= rule.max;
    return { allowed, retryAfter: allowed ? 0 : secondsUntil(row!.resetAt, now) };
  }

  /** Counts a hit and throws 429 (with `Retry-After`) when it is over the limit. */
  async enforce(key: string, rule: WindowRule): Promise<void> {
    const { allowed, retryAfter } = await this.hit(key, rule);
    if (!allowed) throw rateLimited(retryAfter);
  }

  /** Drops long-finished windows now and then, so the table stays small. */
  private async cleanup(now: Date) {
    if (++this.sinceCleanup < 500) return;
    this.sinceCleanup = 0;
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, addSeconds(now, -3600)));
  }
}

export interface LockoutRule {
  /** Consecutive failures that lock the document. */
  maxFailures: number;
  lockSeconds: number;
  /** Failures older than this (with no lock) are forgotten. */
  windowSeconds: number;
}

/**
 * Account lockout by document (type + number), the same for existing and unknown documents.
 * `reserve` counts the attempt BEFORE the password is checked, in one upsert, so parallel
 * attempts cannot exceed the limit; a successful login clears the row.
 */
export class Lockout {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rule: LockoutRule,
  ) {}

  async reserve(documentKey: string): Promise<{ allowed: boolean; retryAfter: number }> {
    const now = this.clock.now();
    const { maxFailures, lockSeconds, windowSeconds } = this.rule;
    const lockUntil = addSeconds(now, lockSeconds);
    const t = loginFailures;
    // A finished lock, or old failures without a lock, start a new count.
    const fresh = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(now)})
      or (${t.lockedUntil} is null and ${t.updatedAt} <= ${ts(addSeconds(now, -windowSeconds))}))`;
    const [row] = await this.db
      .insert(t)
      .values({
        documentKey,
        failures: 1,
        lockedUntil: maxFailures <= 1 ? lockUntil : null,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: t.documentKey,
        set: {
          failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
          lockedUntil: sql`case
            when ${fresh} then ${maxFailures <= 1 ? ts(lockUntil) : sql`null`}
            when ${t.failures} + 1 >= ${maxFailures} then coalesce(${t.lockedUntil}, ${ts(lockUntil)})
            else null end`,
          updatedAt: now,
        },
      })
      .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
    const allowed = row!.failures <= maxFailures;
    return { allowed, retryAfter: allowed ? 0 : secondsUntil(row!.lockedUntil ?? lockUntil, now) };
  }

  /** A successful login: the count starts again. */
  async clear(documentKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.documentKey, documentKey));
  }
}
