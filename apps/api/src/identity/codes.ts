import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { otpChallenges } from '../db/identity-schema';
import { addSeconds, secondsUntil, type Clock } from './clock';
import { noPendingMfa } from './errors';
import type { Outbox, OutboxChannel } from './outbox';
import { ts, type RateLimiter, type WindowRule } from './rate-limit';
import { digest, randomSalt, sixDigitCode } from './secrets';
import type { UserRow } from './sessions';

export const CODE_MINUTES = 5;

export interface CodeRules {
  /** Evaluated submissions per code (wrong or right); then the code is dead. */
  maxAttempts: number;
  /** Least time between two codes sent to a user. */
  resendCooldownSeconds: number;
  /** Resends per user (send-mfa calls that send). */
  resendsPerUser: WindowRule;
  /** How long after its last code a login attempt may still ask for a resend. */
  pendingSeconds: number;
}

export type CheckResult =
  { outcome: 'accepted' | 'rejected' } | { outcome: 'exhausted'; retryAfter: number };

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

  private cooldownKey = (userId: string) => `mfa-cooldown:${userId}`;

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
   * otherwise a new code is sent.
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
    await this.limiter.hit(this.cooldownKey(user.id), {
      max: 1,
      windowSeconds: this.rules.resendCooldownSeconds,
    });
    await this.issue(user, deviceId, channel, purpose);
  }

  /** send-mfa: a new code for a pending login of this user and device, within the caps. */
  async resend(user: UserRow | undefined, deviceId: string, channel: OutboxChannel): Promise<void> {
    const current = user ? await this.pending(user.id, deviceId) : undefined;
    const now = this.clock.now();
    if (!user || !current || addSeconds(current.createdAt, this.rules.pendingSeconds) <= now)
      throw noPendingMfa();
    await this.limiter.enforce(this.cooldownKey(user.id), {
      max: 1,
      windowSeconds: this.rules.resendCooldownSeconds,
    });
    await this.limiter.enforce(`mfa-resend:${user.id}`, this.rules.resendsPerUser);
    await this.issue(user, deviceId, channel, 'resend');
  }

  private async issue(user: UserRow, deviceId: string, channel: OutboxChannel, purpose: Purpose) {
    const now = this.clock.now();
    const code = sixDigitCode();
    const salt = randomSalt();
    await this.db.transaction(async (tx) => {
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
   */
  async check(userId: string, deviceId: string, code: string): Promise<CheckResult> {
    const now = this.clock.now();
    const current = await this.pending(userId, deviceId);
    if (!current) return { outcome: 'rejected' };
    const t = otpChallenges;
    const [row] = await this.db
      .update(t)
      .set({
        attempts: sql`${t.attempts} + 1`,
        consumedAt: sql`case when ${t.codeHash} = ${digest(current.salt, code)} and ${t.expiresAt} > ${ts(now)}
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
    if (row) return { outcome: row.consumedAt ? 'accepted' : 'rejected' };
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
}
