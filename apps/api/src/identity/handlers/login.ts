import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { CODE_MINUTES } from '../codes';
import { accountInactive, invalidCredentials, noPendingMfa, rateLimited } from '../errors';
import { limitKeys } from '../keys';
import { dummyPasswordHash, verifyPassword } from '../passwords';
import { documentKey, toUser } from '../users';
import { area, type IdentityKit } from './shared';

/** Sign-in with its second step: `/auth/login`, `/auth/mfa-validation`, `/auth/send-mfa`. */
export function loginHandlers(ctx: IdentityKit) {
  const { limits, limiter, lockout, codes, findByDocument } = ctx;
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
      if (user.mfaEnabled) {
        // The attempt stays counted until the second step succeeds: re-logins are not free.
        // Nothing of the profile before the code (issue #16): only what the code step needs.
        const challenge = await codes.start(user, body.device, body.channel, 'login');
        return { needMfa: true as const, token: null, challenge };
      }
      await lockout.clear(key, address);
      return {
        needMfa: false as const,
        token: await ctx.sessions.create(user.id, body.device),
        isTermsConditionsAccepted: user.termsConditionsAccepted,
        isAdditionalClausesAccepted: user.additionalClausesAccepted,
        userData: toUser(user, body.device),
      };
    },

    validateMfa: async (request) => {
      const body = request.body as IdentitySchema<'MfaValidationRequest'>;
      const address = ctx.clientAddress(request);
      await limiter.enforce(limitKeys.mfaCheckPerAddress(address), limits.mfaCheckPerAddress);
      // An unknown, ended or expired reference, or another device's: a wrong code, nothing more.
      const step = await codes.find(body.reference, body.device);
      if (!step) return { success: false };
      // Per user AND address: checks sent from elsewhere cannot use up the owner's. A decoy step
      // (sign-up of a registered document) is counted under its own id, the same way.
      await limiter.enforce(
        limitKeys.mfaCheckPerUser(step.user?.username ?? step.id, address),
        limits.mfaCheckPerUser,
      );
      const { user } = step;
      if (user && !user.active) return { success: false };
      const result = await codes.checkStep(step, body.otp);
      if (result.outcome === 'exhausted' || result.outcome === 'locked')
        throw rateLimited(result.retryAfter);
      if (result.outcome === 'rejected' || !user) return { success: false };
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
      const step = await codes.find(body.reference, body.device);
      if (!step || (step.user && !step.user.active)) throw noPendingMfa();
      // The code goes to the stored address or phone of the user, never one of the request.
      const destination = await codes.resend(step, body.channel);
      return { mensaje: 'EXITO', minutosVigencia: CODE_MINUTES, destination };
    },
  });
}
