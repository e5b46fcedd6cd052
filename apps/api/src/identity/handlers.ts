import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityOperations, IdentitySchema } from '@vivasalud/api-client/identity';
import type { Database } from '../db/client';
import {
  campaignParticipants,
  otpChallenges,
  passwordResets,
  sessions,
  users,
} from '../db/identity-schema';
import { addSeconds, type Clock } from './clock';
import { CODE_MINUTES, type CodeService } from './codes';
import {
  accountInactive,
  alreadyRegistered,
  FieldsError,
  forbidden,
  invalidCredentials,
  notFound,
  rateLimited,
} from './errors';
import { accountCounters, limitKeys } from './keys';
import type { IdentityLimits } from './limits';
import type { Outbox } from './outbox';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { LoginLockout, RateLimiter } from './rate-limit';
import { digest, randomToken } from './secrets';
import type { LiveSession, SessionStore, UserRow } from './sessions';
import {
  documentKey,
  maskEmail,
  normalizeDocument,
  recordConsents,
  splitPhone,
  toUser,
} from './users';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<Op extends keyof IdentityOperations> = IdentityOperations[Op]['responses'] extends infer R
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : FastifyReply
  : never;

type Handler<Op extends keyof IdentityOperations> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Ok<Op>>;

/** One handler per operation of identity.yaml: the compiler fails if one is missing. */
export type IdentityHandlers = { [Op in keyof IdentityOperations]: Handler<Op> };

export interface Campaign {
  /** Only active campaigns take new participants. */
  active: boolean;
}

/** Campaign paths the service knows (the campaign pages of spec §2). */
export const CAMPAIGNS: Readonly<Record<string, Campaign>> = {
  'sorteo-audifonos': { active: true },
  'corre-por-la-p': { active: false },
};

export const RESTORE_KEY_MINUTES = 30;

export interface IdentityContext {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  limits: IdentityLimits;
  limiter: RateLimiter;
  lockout: LoginLockout;
  codes: CodeService;
  sessions: SessionStore;
  campaigns: Readonly<Record<string, Campaign>>;
  /** Whether new accounts sign in with a second step (their first code is sent at sign-up). */
  signupWithMfa: boolean;
  /** Base URL of the portal: the recovery mail links to `<portalUrl>/auth/restablecer-contrasena?key=…`. */
  portalUrl: string;
  /** The client's address for the per-address limits. */
  clientAddress(request: FastifyRequest): string;
  /** The session the bearer security handler found for this request. */
  session(request: FastifyRequest): LiveSession;
}

export function createIdentityHandlers(ctx: IdentityContext): IdentityHandlers {
  const { db, clock, limits, limiter, lockout, codes } = ctx;

  const findByDocument = async (documentType: string, documentNumber: string) => {
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.documentType, documentType),
          eq(users.documentNumber, normalizeDocument(documentNumber)),
        ),
      )
      .limit(1);
    return user;
  };

  const findByUsername = async (username: string) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.username, normalizeDocument(username)))
      .limit(1);
    return user;
  };

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

  return {
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

    getSession: async (request) => {
      const { user, deviceId } = ctx.session(request);
      return { isAuthenticated: true, user: toUser(user, deviceId) };
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

    signUp: async (request, reply) => {
      const body = request.body as IdentitySchema<'SignupRequest'>;
      const documentNumber = normalizeDocument(body.document_number);
      await limiter.enforce(
        limitKeys.signupPerAddress(ctx.clientAddress(request)),
        limits.signupPerAddress,
      );
      await limiter.enforce(
        limitKeys.signupPerDocument(documentKey(body.document_type, documentNumber)),
        limits.signupPerDocument,
      );
      // Spec §5 gives DNI at most 8 digits; a Peruvian DNI has exactly 8 (the contract allows fewer).
      if (body.document_type === 'DNI' && !/^[0-9]{8}$/.test(documentNumber)) {
        throw new FieldsError('Datos inválidos.', [
          { field: 'document_number', message: 'El DNI debe tener 8 dígitos.' },
        ]);
      }
      const campaign = body.campaignPath?.trim() || null;
      if (campaign && !ctx.campaigns[campaign]?.active) {
        throw new FieldsError('Datos inválidos.', [
          { field: 'campaignPath', message: 'La campaña no existe o no está activa.' },
        ]);
      }
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const phone = splitPhone(body.phone);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: documentNumber,
            documentType: body.document_type,
            documentNumber,
            name: body.name.trim(),
            lastName: body.last_name.trim(),
            email: body.email.trim().toLowerCase(),
            countryCode: phone.countryCode,
            phone: phone.phone,
            passwordHash,
            membership: 'standard',
            mfaEnabled: ctx.signupWithMfa,
            termsConditionsAccepted: true,
            additionalClausesAccepted: body.is_additional_clauses_accepted,
            createdAt: now,
            updatedAt: now,
            passwordChangedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        await recordConsents(
          tx,
          created.id,
          { terms: true, additionalClauses: body.is_additional_clauses_accepted || undefined },
          'signup',
          now,
        );
        if (campaign) {
          await tx
            .insert(campaignParticipants)
            .values({ campaign, documentNumber, userId: created.id, createdAt: now })
            .onConflictDoNothing();
        }
        return created;
      });
      if (!user)
        throw alreadyRegistered('Ya existe una cuenta registrada con este documento o correo.');
      reply.code(201);
      const answer = { phone: body.phone, email: user.email, documentNumber, name: user.name };
      if (user.mfaEnabled) {
        await codes.start(user, body.device, body.channel, 'signup');
        return { ...answer, isNeedMfa: true, token: null };
      }
      return {
        ...answer,
        isNeedMfa: false,
        token: await ctx.sessions.create(user.id, body.device),
      };
    },

    logout: async (request, reply) => {
      await ctx.sessions.revoke(ctx.session(request).sessionId);
      return reply.code(204).send();
    },

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
      const user = await findByDocument(body.documentType, body.document);
      if (!user) throw notFound('No existe una cuenta con este documento.');
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
      return { email: maskEmail(user.email) };
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

    addCampaignParticipant: async (request) => {
      const { user } = ctx.session(request);
      const { campaignPath } = request.params as { campaignPath: string };
      if (!ctx.campaigns[campaignPath]?.active)
        throw notFound('La campaña no existe o no está activa.');
      const documentNumber = normalizeDocument(
        (request.body as IdentitySchema<'AddParticipantRequest'>).document_number,
      );
      if (documentNumber !== user.documentNumber)
        throw forbidden('El documento no corresponde al usuario de la sesión.');
      const [row] = await db
        .insert(campaignParticipants)
        .values({ campaign: campaignPath, documentNumber, userId: user.id, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: campaignParticipants.id });
      if (!row) throw alreadyRegistered('Ya estás participando en esta campaña.');
      return { success: true, name: user.name };
    },

    verifyCampaignParticipant: async (request) => {
      await limiter.enforce(
        limitKeys.verifyParticipantPerAddress(ctx.clientAddress(request)),
        limits.verifyParticipantPerAddress,
      );
      const { campaignPath } = request.params as { campaignPath: string };
      if (!ctx.campaigns[campaignPath]) throw notFound('La campaña no existe.');
      const { document_number } = request.query as { document_number: string };
      const [row] = await db
        .select({ id: campaignParticipants.id })
        .from(campaignParticipants)
        .where(
          and(
            eq(campaignParticipants.campaign, campaignPath),
            eq(campaignParticipants.documentNumber, normalizeDocument(document_number)),
          ),
        )
        .limit(1);
      return { data: { registered: Boolean(row) } };
    },
  };
}
