import { eq, or } from 'drizzle-orm';
import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { campaignParticipants, users } from '../../db/identity-schema';
import { signUpRefusal } from '../campaigns';
import { recipientOf } from '../codes';
import { FieldsError } from '../../errors';
import { limitKeys } from '../keys';
import type { OutboxChannel } from '../outbox';
import { hashPassword } from '../passwords';
import type { UserRow } from '../sessions';
import { documentKey, normalizeDocument, recordConsents, splitPhone } from '../users';
import { area, type IdentityKit } from './shared';

/** At most one "someone tried to register with your data" notice per account in this window. */
export const SIGNUP_NOTICE_WINDOW_SECONDS = 15 * 60;

/** Sign-up (with the terms consents and an optional campaign): `/auth/signup`. */
export function signupHandlers(ctx: IdentityKit) {
  const { db, clock, limits, limiter, codes } = ctx;

  /**
   * Tells the owner of an account that someone tried to register with its document or email
   * (issue #16: the sign-up answered as for a new account, so only the owner learns of it), with
   * the links to sign in and to recover the password. By the channel the sign-up asked for, to
   * the account's stored address or phone, never to what was typed; at most one per account per
   * window, so nobody can flood an owner's inbox through the sign-up form.
   */
  const notifyOwner = async (
    owner: UserRow,
    match: 'document' | 'email',
    channel: OutboxChannel,
  ) => {
    const { allowed } = await limiter.hit(limitKeys.signupNotice(owner.id), {
      max: 1,
      windowSeconds: SIGNUP_NOTICE_WINDOW_SECONDS,
    });
    if (!allowed) return;
    const what = match === 'document' ? 'tu documento' : 'tu correo';
    const login = `${ctx.portalUrl}/auth/login`;
    const recover = `${ctx.portalUrl}/auth/recuperar-contrasena`;
    const text =
      channel === 'mail'
        ? `Hola, ${owner.name}: alguien intentó crear una cuenta de VivaSalud con ${what}. Ya tienes una cuenta, así que no se creó otra. Si fuiste tú, ingresa en ${login} o, si no recuerdas tu contraseña, crea una nueva en ${recover}. Si no fuiste tú, no tienes que hacer nada: nadie puede entrar a tu cuenta sin tu contraseña.`
        : `VivaSalud: alguien intentó crear una cuenta con ${what}. Ya tienes una: ingresa en ${login} o recupera tu contraseña en ${recover}. Si no fuiste tú, ignora este mensaje.`;
    await ctx.outbox.send({
      channel,
      to: recipientOf(owner, channel),
      subject: 'Intento de registro con tus datos en VivaSalud',
      text,
      kind: 'signup-attempt',
      userId: owner.id,
    });
  };

  /**
   * The accounts that hold the document number (unique across document types, as `username`)
   * or the email a sign-up could not be created for.
   */
  const owners = async (documentNumber: string, email: string) => {
    const rows = await db
      .select()
      .from(users)
      .where(or(eq(users.username, documentNumber), eq(users.email, email)));
    return rows.map((row) => ({
      row,
      match: row.username === documentNumber ? ('document' as const) : ('email' as const),
    }));
  };

  return area({
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
      // Checked before any account look-up, and the same for a new or a registered document
      // (issue #16): only an open giveaway of the campaigns table, by the service's clock.
      const campaign = body.campaignPath?.trim() || null;
      const refusal = campaign ? await signUpRefusal(db, campaign, clock.now()) : undefined;
      if (refusal) {
        throw new FieldsError('Datos inválidos.', [{ field: 'campaignPath', message: refusal }]);
      }
      // Hashed whether or not the account gets created: both answers cost the same argon2 work.
      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const phone = splitPhone(body.phone);
      const email = body.email.trim().toLowerCase();
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: documentNumber,
            documentType: body.document_type,
            documentNumber,
            name: body.name.trim(),
            lastName: body.last_name.trim(),
            email,
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
      reply.code(201);
      // Only what was typed: the same answer whether the document or email had an account.
      const answer = { phone: body.phone, email, documentNumber, name: body.name.trim() };
      if (!user) {
        // A document or email that already has an account (ASVS 6.3.8): nothing is created or
        // changed, the owner is told, and the answer is a code step whose code never arrives.
        for (const { row, match } of await owners(documentNumber, email)) {
          await notifyOwner(row, match, body.channel);
        }
        const challenge = await codes.startDecoy(
          { email, phone: body.phone },
          body.device,
          body.channel,
        );
        return { ...answer, isNeedMfa: true, token: null, challenge };
      }
      if (user.mfaEnabled) {
        const challenge = await codes.start(user, body.device, body.channel, 'signup');
        return { ...answer, isNeedMfa: true, token: null, challenge };
      }
      return {
        ...answer,
        isNeedMfa: false,
        token: await ctx.sessions.create(user.id, body.device),
      };
    },
  });
}
