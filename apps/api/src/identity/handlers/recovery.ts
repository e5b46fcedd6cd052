import { and, eq, gt, isNull } from 'drizzle-orm';
import type { IdentitySchema } from '@vivasalud/api-client/identity';
import {
  mfaReferences,
  otpChallenges,
  passwordResets,
  sessions,
  users,
} from '../../db/identity-schema';
import { addSeconds } from '../../clock';
import { accountCounters, limitKeys } from '../keys';
import { afterAnswer } from '../outbox';
import { hashPassword } from '../passwords';
import { digest, randomToken } from '../secrets';
import type { UserRow } from '../sessions';
import { documentKey } from '../users';
import { area, type IdentityKit } from './shared';

export const RESTORE_KEY_MINUTES = 30;

/** The one answer of recover-password, whether the document has an account or not (ASVS 6.3.8). */
export const RECOVERY_ANSWER = {
  message: 'Si el documento está registrado, enviamos un enlace al correo registrado.',
} as const;

/** Password recovery: `/auth/recover-password` (the mailed key) and `/auth/restore-password`. */
export function recoveryHandlers(ctx: IdentityKit) {
  const { db, clock, limits, limiter, lockout, findByDocument } = ctx;

  /**
   * A successful restore-password: the owner proved who they are, so every counter and lock of
   * the account ends (login lockouts from every address, code caps, recovery counters).
   */
  const clearAccount = async (user: UserRow) => {
    const counters = accountCounters({
      document: documentKey(user.documentType, user.documentNumber),
      username: user.username,
      userId: user.id,
    });
    await lockout.clearAll(counters.loginFailures);
    await limiter.clear(counters.rateLimits);
  };

  /** A new restore key for the user (only the newest works), mailed to the stored address. */
  const mailRestoreKey = async (user: UserRow) => {
    const restoreKey = randomToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Only the newest key works.
      await tx
        .update(passwordResets)
        .set({ invalidatedAt: now })
        .where(
          and(
            eq(passwordResets.userId, user.id),
            isNull(passwordResets.usedAt),
            isNull(passwordResets.invalidatedAt),
          ),
        );
      await tx.insert(passwordResets).values({
        userId: user.id,
        keyHash: digest(restoreKey),
        createdAt: now,
        expiresAt: addSeconds(now, RESTORE_KEY_MINUTES * 60),
      });
    });
    const link = `${ctx.portalUrl}/auth/restablecer-contrasena?key=${restoreKey}`;
    await ctx.outbox.send({
      channel: 'mail',
      to: user.email,
      subject: 'Restablece tu contraseña de VivaSalud',
      text: `Hola, ${user.name}: para crear una nueva contraseña abre ${link} (vence en ${RESTORE_KEY_MINUTES} minutos y sirve una sola vez). Si no lo pediste, ignora este mensaje.`,
      kind: 'password-reset',
      userId: user.id,
    });
  };

  return area({
    recoverPassword: async (request) => {
      const body = request.body as IdentitySchema<'RecoverPasswordRequest'>;
      const address = ctx.clientAddress(request);
      const key = documentKey(body.documentType, body.document);
      await limiter.enforce(limitKeys.recoverPerAddress(address), limits.recoverPerAddress);
      // Recovery is the way out of a lockout: while the document is locked for this address, the
      // per-document count (which anyone can use up) gives way to one per document and address.
      const locked = (await lockout.lockedFor(key, address)) > 0;
      await limiter.enforce(
        locked
          ? limitKeys.recoverLockedPerAddress(key, address)
          : limitKeys.recoverPerDocument(key),
        limits.recoverPerDocument,
      );
      // The same work up to the answer for every document: the limits above and this look-up.
      // The key and the mail (SMTP in production) come after the answer, so neither the status,
      // the body nor the time tells whether the document has an account (ASVS 6.3.8).
      const user = await findByDocument(body.documentType, body.document);
      if (user) afterAnswer(db, request.log, 'recovery mail', () => mailRestoreKey(user));
      return RECOVERY_ANSWER;
    },

    restorePassword: async (request) => {
      const body = request.body as IdentitySchema<'RestorePasswordRequest'>;
      await limiter.enforce(
        limitKeys.restorePerAddress(ctx.clientAddress(request)),
        limits.restorePerAddress,
      );
      const keyHash = digest(body.key);
      const live = () =>
        and(
          eq(passwordResets.keyHash, keyHash),
          isNull(passwordResets.usedAt),
          isNull(passwordResets.invalidatedAt),
          gt(passwordResets.expiresAt, clock.now()),
        );
      // A cheap look first, so an unknown key costs no argon2 work; the UPDATE below decides.
      const [known] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(live())
        .limit(1);
      if (!known) return { success: false };
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const now = clock.now();
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(live())
          .returning({ userId: passwordResets.userId });
        if (!reset) return undefined;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, reset.userId))
          .returning();
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
        // Pending code steps opened with the old password end too.
        await tx
          .update(mfaReferences)
          .set({ endedAt: now })
          .where(and(eq(mfaReferences.userId, reset.userId), isNull(mfaReferences.endedAt)));
        await tx
          .update(otpChallenges)
          .set({ invalidatedAt: now })
          .where(
            and(
              eq(otpChallenges.userId, reset.userId),
              isNull(otpChallenges.consumedAt),
              isNull(otpChallenges.invalidatedAt),
            ),
          );
        return user;
      });
      if (!user) return { success: false };
      await clearAccount(user);
      return { success: true };
    },
  });
}
