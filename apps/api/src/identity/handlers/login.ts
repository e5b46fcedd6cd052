import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { CODE_MINUTES } from '../codes';
import { accountInactive, invalidCredentials, rateLimited } from '../errors';
import { limitKeys } from '../keys';
import { dummyPasswordHash, verifyPassword } from '../passwords';
import { documentKey, normalizeDocument, toUser } from '../users';
import { area, type IdentityKit } from './shared';

/** Sign-in with its second step: `/auth/login`, `/auth/mfa-validation`, `/auth/send-mfa`. */
export function loginHandlers(ctx: IdentityKit) {
  const { limits, limiter, lockout, codes, findByDocument, findByUsername } = ctx;
  return area({
    login: async (request) => {
      const body = request.body as IdentitySchema<'LoginRequest'>;
      const key = documentKey(body.documentType, body.document);
      const address = ctx.clientAddress(request);
      await limiter.enforce(limitKeys.loginPerAddress(address), limits.loginPerAddress);
      // The attempt is counted before the password is checked: parallel guesses cannot pass the
      // caps. The tight lock is per document AND address; the per-document one is a ceiling.
      const reservation = await lockout.reserve(key, address);
      if (!reservation.allowed) throw rateLimited(reservation.retryAfter);
      const user = await findByDocument(body.documentType, body.document);
      // Unknown documents cost the same argon2 work and get the same answer as a wrong password.
      const valid = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        body.password,
      );
      if (!user || !valid) throw invalidCredentials();
      if (!user.active) throw accountInactive();
      const answer = {
        isTermsConditionsAccepted: user.termsConditionsAccepted,
        isAdditionalClausesAccepted: user.additionalClausesAccepted,
        userData: toUser(user, body.device),
      };
      if (user.mfaEnabled) {
        // The attempt stays counted until the second step succeeds: re-logins are not free.
        await codes.start(user, body.device, body.channel, 'login');
        return { ...answer, token: null, needMfa: true };
      }
      await lockout.clear(key, address);
      return { ...answer, token: await ctx.sessions.create(user.id, body.device), needMfa: false };
    },

    validateMfa: async (request) => {
      const body = request.body as IdentitySchema<'MfaValidationRequest'>;
      const address = ctx.clientAddress(request);
      await limiter.enforce(limitKeys.mfaCheckPerAddress(address), limits.mfaCheckPerAddress);
      // Per user AND address: checks sent from elsewhere cannot use up the owner's.
      await limiter.enforce(
        limitKeys.mfaCheckPerUser(normalizeDocument(body.username), address),
        limits.mfaCheckPerUser,
      );
      const user = await findByUsername(body.username);
      if (!user?.active) return { success: false };
      const result = await codes.check(user.id, body.device, body.otp);
      if (result.outcome === 'exhausted' || result.outcome === 'locked')
        throw rateLimited(result.retryAfter);
      if (result.outcome === 'rejected') return { success: false };
      // Both steps passed: only now does the login lockout of the document start again.
      await lockout.clear(documentKey(user.documentType, user.documentNumber), address);
      return { success: true, token: await ctx.sessions.create(user.id, body.device) };
    },

    sendMfa: async (request) => {
      const body = request.body as IdentitySchema<'SendMfaRequest'>;
      await limiter.enforce(
        limitKeys.mfaSendPerAddress(ctx.clientAddress(request)),
        limits.mfaSendPerAddress,
      );
      const user = await findByUsername(body.username);
      // The code goes to the stored address or phone of the user; `phone` of the request is not used.
      await codes.resend(user?.active ? user : undefined, body.device, body.channel);
      return { mensaje: 'EXITO', minutosVigencia: CODE_MINUTES };
    },
  });
}
