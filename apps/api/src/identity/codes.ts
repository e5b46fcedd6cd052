import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mfaReferences, otpChallenges, users } from '../db/identity-schema';
import { addSeconds, secondsUntil, ts, type Clock } from '../clock';
import { codeRecentlySent, rateLimited } from './errors';
import { limitKeys } from './keys';
import type { Outbox, OutboxChannel } from './outbox';
import { type LockoutRule, type RateLimiter, type WindowRule } from './rate-limit';
import { digest, randomSalt, randomToken, sixDigitCode } from './secrets';
import type { UserRow } from './sessions';
import { maskEmail, maskPhone } from './users';

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
  /**
   * How long after its last code a pending step (its reference) stays alive: it may still ask
   * for a resend, or check a code, until then.
   */
  pendingSeconds: number;
}

export type CheckResult =
  | { outcome: 'accepted' | 'rejected' }
  /** The code had its tries (`exhausted`) or the user's second step is locked (`locked`). */
  | { outcome: 'exhausted' | 'locked'; retryAfter: number };

type Purpose = 'login' | 'signup' | 'resend';

/**
 * What a login or sign-up answer that needs a code carries (identity.yaml `MfaChallenge`): the
 * opaque reference of the pending step and where the code went, masked. Never the profile.
 */
export interface Challenge {
  reference: string;
  channel: OutboxChannel;
  destination: string;
  /** Seconds since the awaited code was sent: more than 0 when a live code was reused. */
  sentSecondsAgo: number;
  /** Seconds until another code can be sent (what is left of the cooldown). */
  resendInSeconds: number;
}

type ReferenceRow = typeof mfaReferences.$inferSelect;

/**
 * A live pending step found by its reference and device: its user, or null for a decoy (the
 * sign-up of a document or email that already had an account).
 */
export type PendingStep = ReferenceRow & { user: UserRow | null };

/** The masked destinations of a contact, one per channel. */
export function maskedDestinations(contact: { email: string; phone: string }) {
  return { mailDestination: maskEmail(contact.email), smsDestination: maskPhone(contact.phone) };
}

type Destinations = ReturnType<typeof maskedDestinations>;

const destinationOf = (destinations: Destinations, channel: OutboxChannel) =>
  channel === 'mail' ? destinations.mailDestination : destinations.smsDestination;

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

  /**
   * The user's live code, whatever the device: the newest neither used nor replaced (a new code
   * replaces every other of the user, so there is at most one).
   */
  private async live(userId: string) {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.userId, userId),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.invalidatedAt),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row;
  }

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
   * A login or sign-up that needs the second step. The user's live code sent less than the
   * cooldown ago is reused, whatever the device it was sent for (issue #25: a person signing in
   * on the laptop a minute after the phone): nothing is sent, the code now goes with this device
   * (the sign-in that proved the password last) and the answer says how long ago it went. A live
   * code already spent on its tries is not handed over: the cooldown's 429 stays a lockout.
   * Otherwise a new code is sent within the same caps as a resend: the cooldown and the per-user
   * send limit. Over a cap: 429 with `Retry-After`.
   */
  async start(
    user: UserRow,
    deviceId: string,
    channel: OutboxChannel,
    purpose: 'login' | 'signup',
  ): Promise<Challenge> {
    const now = this.clock.now();
    const current = await this.live(user.id);
    if (
      current &&
      current.expiresAt > now &&
      addSeconds(current.createdAt, this.rules.resendCooldownSeconds) > now
    ) {
      if (current.attempts >= this.rules.maxAttempts) {
        throw rateLimited(
          secondsUntil(addSeconds(current.createdAt, this.rules.resendCooldownSeconds), now),
        );
      }
      if (current.deviceId !== deviceId) {
        await this.db
          .update(otpChallenges)
          .set({ deviceId })
          .where(
            and(
              eq(otpChallenges.id, current.id),
              isNull(otpChallenges.consumedAt),
              isNull(otpChallenges.invalidatedAt),
            ),
          );
      }
      const destinations = maskedDestinations(user);
      return this.open(
        user.id,
        deviceId,
        destinations,
        current.channel as OutboxChannel,
        current.createdAt,
      );
    }
    await this.enforceSendCaps(user.id);
    await this.issue(user, deviceId, channel, purpose);
    return this.open(user.id, deviceId, maskedDestinations(user), channel, now);
  }

  /**
   * The code step of a sign-up whose document or email already has an account: the same answer
   * and the same counters as `start` for a new account (the cooldown and the send cap are hit
   * under the decoy's own id), but no code is sent and none will ever be accepted. `contact` is
   * what the person typed, so the masked destination is what a new account would show.
   */
  async startDecoy(
    contact: { email: string; phone: string },
    deviceId: string,
    channel: OutboxChannel,
  ): Promise<Challenge> {
    const id = randomUUID();
    await this.enforceSendCaps(id);
    return this.open(null, deviceId, maskedDestinations(contact), channel, this.clock.now(), id);
  }

  /** Records a new reference for a pending step and answers its challenge. */
  private async open(
    userId: string | null,
    deviceId: string,
    destinations: Destinations,
    channel: OutboxChannel,
    lastSentAt: Date,
    id: string = randomUUID(),
  ): Promise<Challenge> {
    const reference = randomToken();
    const now = this.clock.now();
    await this.db.insert(mfaReferences).values({
      id,
      referenceHash: digest(reference),
      userId,
      deviceId,
      ...destinations,
      lastSentAt,
      createdAt: now,
      expiresAt: addSeconds(lastSentAt, this.rules.pendingSeconds),
    });
    await this.pruneReferences(now);
    const cooldownEnds = addSeconds(lastSentAt, this.rules.resendCooldownSeconds);
    return {
      reference,
      channel,
      destination: destinationOf(destinations, channel),
      sentSecondsAgo: Math.max(0, Math.floor((now.getTime() - lastSentAt.getTime()) / 1000)),
      resendInSeconds: cooldownEnds > now ? secondsUntil(cooldownEnds, now) : 0,
    };
  }

  private sinceReferencePrune = 0;

  /** Drops references ended or expired more than a day ago, now and then. */
  private async pruneReferences(now: Date) {
    if (++this.sinceReferencePrune < 500) return;
    this.sinceReferencePrune = 0;
    await this.db.delete(mfaReferences).where(lt(mfaReferences.expiresAt, addSeconds(now, -86400)));
  }

  /**
   * The live pending step of `reference` on `deviceId` (not ended, not expired), with its user
   * (null for a decoy); undefined when there is none: unknown, ended, expired or another device.
   */
  async find(reference: string, deviceId: string): Promise<PendingStep | undefined> {
    const [row] = await this.db
      .select({ step: mfaReferences, user: users })
      .from(mfaReferences)
      .leftJoin(users, eq(users.id, mfaReferences.userId))
      .where(
        and(
          eq(mfaReferences.referenceHash, digest(reference)),
          eq(mfaReferences.deviceId, deviceId),
          isNull(mfaReferences.endedAt),
          gt(mfaReferences.expiresAt, this.clock.now()),
        ),
      )
      .limit(1);
    return row ? { ...row.step, user: row.user } : undefined;
  }

  /**
   * send-mfa: a new code for a pending step, within the caps, to the user's stored address or
   * phone; the step lives `pendingSeconds` from this code on. A decoy hits the same caps and
   * answers the same, and sends nothing. Answers the masked destination of `channel`.
   */
  async resend(step: PendingStep, channel: OutboxChannel): Promise<string> {
    const now = this.clock.now();
    if (step.user) {
      await this.enforceSendCaps(step.user.id, this.rules.resendsPerUser);
      await this.issue(step.user, step.deviceId, channel, 'resend');
    } else {
      await this.enforceSendCaps(step.id, this.rules.resendsPerUser);
    }
    await this.db
      .update(mfaReferences)
      .set({
        lastSentAt: now,
        expiresAt: addSeconds(now, this.rules.pendingSeconds),
        ...(step.user ? {} : { attempts: 0 }),
      })
      .where(eq(mfaReferences.id, step.id));
    return destinationOf(step, channel);
  }

  /**
   * Checks a code for a pending step (see `check`); an accepted code ends every pending step of
   * the user on that device. A decoy's codes are counted like a real code's (5 tries, then 429
   * until a resend; wrong codes toward the lock) and never accepted.
   */
  async checkStep(step: PendingStep, code: string): Promise<CheckResult> {
    if (!step.user) return this.checkDecoy(step);
    const result = await this.check(step.user.id, step.deviceId, code);
    if (result.outcome === 'accepted') {
      await this.db
        .update(mfaReferences)
        .set({ endedAt: this.clock.now() })
        .where(
          and(
            eq(mfaReferences.userId, step.user.id),
            eq(mfaReferences.deviceId, step.deviceId),
            isNull(mfaReferences.endedAt),
          ),
        );
    }
    return result;
  }

  private async checkDecoy(step: PendingStep): Promise<CheckResult> {
    const locked = await this.limiter.windowLeft(limitKeys.secondStepLock(step.id));
    if (locked) return { outcome: 'locked', retryAfter: locked };
    const t = mfaReferences;
    const [row] = await this.db
      .update(t)
      .set({ attempts: sql`${t.attempts} + 1` })
      .where(and(eq(t.id, step.id), lt(t.attempts, this.rules.maxAttempts)))
      .returning({ attempts: t.attempts });
    if (row) {
      await this.countWrongCode(step.id);
      return { outcome: 'rejected' };
    }
    return {
      outcome: 'exhausted',
      retryAfter: secondsUntil(
        addSeconds(step.lastSentAt, this.rules.resendCooldownSeconds),
        this.clock.now(),
      ),
    };
  }

  /**
   * The cooldown, then the resend cap (send-mfa only), then the cap on every code sent. Within
   * the cooldown a code was just sent: the 429 says so (`CODE_RECENTLY_SENT`), it is no lockout.
   */
  private async enforceSendCaps(userId: string, resends?: WindowRule) {
    const cooldown = this.rules.resendCooldownSeconds;
    const { allowed, retryAfter } = await this.limiter.hit(limitKeys.codeCooldown(userId), {
      max: 1,
      windowSeconds: cooldown,
    });
    if (!allowed) throw codeRecentlySent(Math.max(0, cooldown - retryAfter), retryAfter);
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

  /**
   * One more wrong code: from the `maxFailures`th in the window on, each locks the second step.
   * `userId` is the user's id, or a decoy step's own id.
   */
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
