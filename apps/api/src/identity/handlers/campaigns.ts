import { and, eq } from 'drizzle-orm';
import type { IdentitySchema } from '@vivasalud/api-client/identity';
import { campaignParticipants } from '../../db/identity-schema';
import { findCampaign, signUpRefusal } from '../campaigns';
import { notFound } from '../../errors';
import { alreadyRegistered, forbidden } from '../errors';
import { limitKeys } from '../keys';
import { normalizeDocument } from '../users';
import { area, type IdentityKit } from './shared';

/**
 * Campaign participants: `/campaigns/{campaignPath}/participants` (bearer) and `…/verify` (a
 * POST: the document number is in the body). The
 * campaigns are the rows of the campaigns table (`../campaigns`): one joins only a giveaway
 * that is open at the service's clock; verify answers for every known campaign, ended included.
 */
export function campaignsHandlers(ctx: IdentityKit) {
  const { db, clock, limits, limiter } = ctx;
  return area({
    addCampaignParticipant: async (request) => {
      const { user } = ctx.session(request);
      const { campaignPath } = request.params as { campaignPath: string };
      // Unknown, ended, not yet open or not a giveaway: the contract's 404, saying which.
      const refusal = await signUpRefusal(db, campaignPath, clock.now());
      if (refusal) throw notFound(refusal);
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
      // Any known campaign, also one that ended: people ask whether they took part.
      if (!(await findCampaign(db, campaignPath))) throw notFound('La campaña no existe.');
      // In the body, never the URL: URLs are logged (issue #26).
      const { document_number } = request.body as IdentitySchema<'VerifyParticipantRequest'>;
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
  });
}
