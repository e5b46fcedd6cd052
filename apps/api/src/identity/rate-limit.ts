import { and, eq, gt, inArray, isNotNull, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures, rateLimits } from '../db/identity-schema';
import { addSeconds, secondsUntil, ts, type Clock } from '../clock';
import { rateLimited } from './errors';
import { likePrefix, limitKeys } from './keys';

export interface WindowRule {
  /** Hits allowed in a window. */
  max: number;
  windowSeconds: number;
}

/** Keys to delete: exact ones and key prefixes. */
export interface KeySelection {
  exact: string[];
  prefixes: string[];
}

/** Rows whose key is one of `exact` or starts with one of `prefixes`. */
function keyIn(
  column: typeof rateLimits.key | typeof loginFailures.documentKey,
  keys: KeySelection,
) {
  return or(
    keys.exact.length ? inArray(column, keys.exact) : undefined,
    ...keys.prefixes.map((prefix) => like(column, likePrefix(prefix))),
  );
}

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

  /**
   * Counts a hit; `hits` is the count of the window including this one, `retryAfter` (seconds)
   * is set when the hit is over the limit.
   */
  async hit(
    key: string,
    rule: WindowRule,
  ): Promise<{ allowed: boolean; retryAfter: number; hits: number }> {
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
    return { allowed, retryAfter: allowed ? 0 : secondsUntil(row!.resetAt, now), hits: row!.hits };
  }

  /** Counts a hit and throws 429 (with `Retry-After`) when it is over the limit. */
  async enforce(key: string, rule: WindowRule): Promise<void> {
    const { allowed, retryAfter } = await this.hit(key, rule);
    if (!allowed) throw rateLimited(retryAfter);
  }

  /** Seconds until the current window of `key` ends (0 when it has none): no hit is counted. */
  async windowLeft(key: string): Promise<number> {
    const now = this.clock.now();
    const [row] = await this.db
      .select({ resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)))
      .limit(1);
    return row ? secondsUntil(row.resetAt, now) : 0;
  }

  /** Forgets counters (restore-password clears an account's). */
  async clear(keys: KeySelection): Promise<void> {
    await this.db.delete(rateLimits).where(keyIn(rateLimits.key, keys));
  }

  /** Drops long-finished windows now and then, so the table stays small. */
  private async cleanup(now: Date) {
    if (++this.sinceCleanup < 500) return;
    this.sinceCleanup = 0;
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, addSeconds(now, -3600)));
  }
}

export interface LockoutRule {
  /** Failures that lock. */
  maxFailures: number;
  lockSeconds: number;
  /** Failures older than this (with no lock) are forgotten. */
  windowSeconds: number;
}

export interface LoginLockoutRules {
  /** Consecutive failed logins of one document from one client address. */
  perAddress: LockoutRule;
  /**
   * Consecutive failed logins of one document from all addresses: a ceiling high enough that a
   * few addresses cannot lock the owner out, low enough to cap guessing from many addresses.
   */
  perDocument: LockoutRule;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Login lockout, the same for existing and unknown documents, at two levels: document + client
 * address (tight: someone who knows a DNI locks only their own address out) and document alone
 * (a higher ceiling across addresses). `reserve` counts the attempt BEFORE the password is
 * checked, in one upsert per level, so parallel attempts cannot exceed the limits; an attempt
 * refused by a lock is not counted. A fully successful sign-in clears the counts.
 */
export class LoginLockout {
  private sinceCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rules: LoginLockoutRules,
    /** Reservations between two prunings of finished rows. */
    private readonly cleanupEvery = 500,
  ) {}

  /** Seconds until the document is open again for this address (0: not locked). */
  async lockedFor(document: string, address: string): Promise<number> {
    const now = this.clock.now();
    const t = loginFailures;
    const rows = await this.db
      .select({ lockedUntil: t.lockedUntil })
      .from(t)
      .where(
        and(
          inArray(t.documentKey, [
            limitKeys.loginLockout(document, address),
            limitKeys.loginDocumentLockout(document),
          ]),
          gt(t.lockedUntil, now),
        ),
      );
    return rows.reduce((longest, row) => Math.max(longest, secondsUntil(row.lockedUntil!, now)), 0);
  }

  async reserve(document: string, address: string): Promise<Reservation> {
    const locked = await this.lockedFor(document, address);
    if (locked) return { allowed: false, retryAfter: locked };
    const own = await this.count(limitKeys.loginLockout(document, address), this.rules.perAddress);
    if (!own.allowed) return own;
    const all = await this.count(limitKeys.loginDocumentLockout(document), this.rules.perDocument);
    await this.cleanup();
    return all;
  }

  /** A successful sign-in from `address`: both counts start again. */
  async clear(document: string, address: string): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(
        inArray(loginFailures.documentKey, [
          limitKeys.loginLockout(document, address),
          limitKeys.loginDocumentLockout(document),
        ]),
      );
  }

  /** Forgets every count and lock of a document, from every address (password restored). */
  async clearAll(keys: KeySelection): Promise<void> {
    await this.db.delete(loginFailures).where(keyIn(loginFailures.documentKey, keys));
  }

  private async count(key: string, rule: LockoutRule): Promise<Reservation> {
    const now = this.clock.now();
    const { maxFailures, lockSeconds, windowSeconds } = rule;
    const lockUntil = addSeconds(now, lockSeconds);
    const t = loginFailures;
    // A finished lock, or old failures without a lock, start a new count.
    const fresh = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(now)})
      or (${t.lockedUntil} is null and ${t.updatedAt} <= ${ts(addSeconds(now, -windowSeconds))}))`;
    const [row] = await this.db
      .insert(t)
      .values({
        documentKey: key,
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
    if (row!.failures <= maxFailures) return { allowed: true };
    return { allowed: false, retryAfter: secondsUntil(row!.lockedUntil ?? lockUntil, now) };
  }

  /**
   * Drops, now and then, the rows that no longer decide anything: a lock that has ended, or
   * failures older than the longest window with no lock (the next attempt would start afresh).
   */
  private async cleanup() {
    if (++this.sinceCleanup < this.cleanupEvery) return;
    this.sinceCleanup = 0;
    const now = this.clock.now();
    const window = Math.max(
      this.rules.perAddress.windowSeconds,
      this.rules.perDocument.windowSeconds,
    );
    const t = loginFailures;
    await this.db
      .delete(t)
      .where(
        or(
          and(isNotNull(t.lockedUntil), lte(t.lockedUntil, now)),
          and(isNull(t.lockedUntil), lte(t.updatedAt, addSeconds(now, -window))),
        ),
      );
  }
}
