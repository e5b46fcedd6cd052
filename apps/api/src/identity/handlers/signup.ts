import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { campaignParticipants, users } from '../../db/identity-schema';
import { alreadyRegistered, FieldsError } from '../errors';
import { limitKeys } from '../keys';
import { hashPassword } from '../passwords';
import { documentKey, normalizeDocument, recordConsents, splitPhone } from '../users';
import { area, type IdentityKit } from './shared';

/** Sign-up (with the terms consents and an optional campaign): `/auth/signup`. */
export function signupHandlers(ctx: IdentityKit) {
  const { db, clock, limits, limiter, codes } = ctx;
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
  });
}
