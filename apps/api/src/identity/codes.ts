import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { otpChallenges, users } from '../db/identity-schema';
import { addSeconds, secondsUntil, type Clock } from './clock';
import { noPendingMfa } from './errors';
import { limitKeys } from './keys';
import type { Outbox, OutboxChannel } from './outbox';
import { ts, type LockoutRule, type RateLimiter, type WindowRule } from './rate-limit';
import { digest, randomSalt, sixDigitCode } from './secrets';
import type { UserRow } from './sessions';

export const CODE_MINUTES = 5;

export interface CodeRules {
  /** Evaluated submissions per code (wrong or right); then the code is dead. */
  maxAttempts: number;
  /** Least time between two codes sent to a user, whatever the device or the reason. */
  resendCooldownSeconds: number;
  /** Resends per user (send-mfa calls that send). */
  resendsPerUser: WindowRule;
  /** Every code sent to a user: login, sign-up and resend, whatever the device. */
  sendsPerUser: WindowRule;
  /**
   * Wrong codes per user (only submissions evaluated against a live code of that user and
   * device): `maxFailures` within `windowSeconds` lock the second step for `lockSeconds`, and
   * every further wrong code in the window locks it again.
   */
  wrongCodesPerUser: LockoutRule;
  /** How long after its last code a login attempt may still ask for a resend. */
  pendingSeconds: number;
}

export type CheckResult =
  | { outcome: 'accepted' | 'rejected' }
  /** The code had its tries (`exhausted`) or the user's second step is locked (`locked`). */
  | { outcome: 'exhausted' | 'locked'; retryAfter: number };

type Purpose = 'login' | 'signup' | 'resend';

/** Where a user's code goes: the stored address or phone, never one given in the request. */
export function recipientOf(user: UserRow, channel: OutboxChannel): string {
  if (channel === 'mail') return user.email;
  return user.phone.startsWith('+') ? user.phone : `${user.countryCode ?? ''}${user.phone}`;
}

/**
 * One-time codes of the second step: 6 digits from the CSPRNG, kept as sha-256 with a salt of
 * their own, valid 5 minutes, bound to user and device. Only one code per user is live: a new
 * one invalidates the others.
 */
export class CodeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    private readonly rules: CodeRules,
  ) {}

  /** The newest code of a user on a device that is neither used nor replaced. */
  private async pending(userId: string, deviceId: string) {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.userId, userId),
          eq(otpChallenges.deviceId, deviceId),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.invalidatedAt),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  }

  /**
   * A login or sign-up that needs the second step. A code still live for the same device and
   * sent less than the cooldown ago is reused (a repeated login does not flood the user);
   * otherwise a new code is sent within the same caps as a resend: the cooldown (whatever the
   * device) and the per-user send limit. Over a cap: 429 with `Retry-After`.
   */
  async start(
    user: UserRow,
    deviceId: string,
    channel: OutboxChannel,
    purpose: 'login' | 'signup',
  ): Promise<void> {
    const now = this.clock.now();
    const current = await this.pending(user.id, deviceId);
    if (
      current &&
      current.attempts < this.rules.maxAttempts &&
      current.expiresAt > now &&
      addSeconds(current.createdAt, this.rules.resendCooldownSeconds) > now
    ) {
      return;
    }
    await this.enforceSendCaps(user.id);
    await this.issue(user, deviceId, channel, purpose);
  }

  /** send-mfa: a new code for a pending login of this user and device, within the caps. */
  async resend(user: UserRow | undefined, deviceId: string, channel: OutboxChannel): Promise<void> {
    const current = user ? await this.pending(user.id, deviceId) : undefined;
    const now = this.clock.now();
    if (!user || !current || addSeconds(current.createdAt, this.rules.pendingSeconds) <= now)
      throw noPendingMfa();
    await this.enforceSendCaps(user.id, this.rules.resendsPerUser);
    await this.issue(user, deviceId, channel, 'resend');
  }

  /** The cooldown, then the resend cap (send-mfa only), then the cap on every code sent. */
  private async enforceSendCaps(userId: string, resends?: WindowRule) {
    await this.limiter.enforce(limitKeys.codeCooldown(userId), {
      max: 1,
      windowSeconds: this.rules.resendCooldownSeconds,
    });
    if (resends) await this.limiter.enforce(limitKeys.codeResends(userId), resends);
    await this.limiter.enforce(limitKeys.codeSends(userId), this.rules.sendsPerUser);
  }

  private async issue(user: UserRow, deviceId: string, channel: OutboxChannel, purpose: Purpose) {
    const now = this.clock.now();
    const code = sixDigitCode();
    const salt = randomSalt();
    await this.db.transaction(async (tx) => {
      // One issuer per user at a time: a parallel login waits here, then invalidates this code.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await tx
        .update(otpChallenges)
        .set({ invalidatedAt: now })
        .where(
          and(
            eq(otpChallenges.userId, user.id),
            isNull(otpChallenges.consumedAt),
            isNull(otpChallenges.invalidatedAt),
          ),
        );
      await tx.insert(otpChallenges).values({
        userId: user.id,
        deviceId,
        channel,
        purpose,
        salt,
        codeHash: digest(salt, code),
        createdAt: now,
        expiresAt: addSeconds(now, CODE_MINUTES * 60),
      });
    });
    await this.outbox.send({
      channel,
      to: recipientOf(user, channel),
      subject: 'Tu código de verificación de VivaSalud',
      text: `Tu código de verificación de VivaSalud es ${code}. Vence en ${CODE_MINUTES} minutos. Si no intentaste ingresar, ignora este mensaje.`,
      kind: 'mfa-code',
      userId: user.id,
    });
  }

  /**
   * Checks a code. The check and the consumption are ONE conditional UPDATE: it counts the try
   * and marks the code used only when the digest matches and the code is live, so parallel
   * submissions of the right code succeed once and no more than `maxAttempts` are evaluated.
   * Every wrong code evaluated also counts toward the user's second-step lock.
   */
  async check(userId: string, deviceId: string, code: string): Promise<CheckResult> {
    const locked = await this.limiter.windowLeft(limitKeys.secondStepLock(userId));
    if (locked) return { outcome: 'locked', retryAfter: locked };
    const now = this.clock.now();
    const current = await this.pending(userId, deviceId);
    if (!current) return { outcome: 'rejected' };
    const t = otpChallenges;
    const submitted = digest(current.salt, code);
    const [row] = await this.db
      .update(t)
      .set({
        attempts: sql`${t.attempts} + 1`,
        consumedAt: sql`case when ${t.codeHash} = ${submitted} and ${t.expiresAt} > ${ts(now)}
          then ${ts(now)} else null end`,
      })
      .where(
        and(
          eq(t.id, current.id),
          isNull(t.consumedAt),
          isNull(t.invalidatedAt),
          lt(t.attempts, this.rules.maxAttempts),
        ),
      )
      .returning({ consumedAt: t.consumedAt });
    if (row?.consumedAt) return { outcome: 'accepted' };
    // The right code, only too late, is not a guess.
    if (row && current.codeHash !== submitted) await this.countWrongCode(userId);
    if (row) return { outcome: 'rejected' };
    const [state] = await this.db.select().from(t).where(eq(t.id, current.id)).limit(1);
    if (
      state &&
      !state.consumedAt &&
      !state.invalidatedAt &&
      state.attempts >= this.rules.maxAttempts
    ) {
      return {
        outcome: 'exhausted',
        retryAfter: secondsUntil(
          addSeconds(state.createdAt, this.rules.resendCooldownSeconds),
          now,
        ),
      };
    }
    return { outcome: 'rejected' };
  }

  /** One more wrong code: from the `maxFailures`th in the window on, each locks the second step. */
  private async countWrongCode(userId: string) {
    const rule = this.rules.wrongCodesPerUser;
    const { hits } = await this.limiter.hit(limitKeys.wrongCodes(userId), {
      max: rule.maxFailures,
      windowSeconds: rule.windowSeconds,
    });
    if (hits >= rule.maxFailures) {
      // A lock still running is not extended (the hit only counts); an ended one starts again.
      await this.limiter.hit(limitKeys.secondStepLock(userId), {
        max: 0,
        windowSeconds: rule.lockSeconds,
      });
    }
  }
}
