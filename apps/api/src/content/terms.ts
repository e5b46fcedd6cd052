import type { ContentSchema } from '@vivasalud/api-client/content';
import { area, type ContentKit } from './shared';

/** Legal texts and their acceptance: `/general/terms-conditions/…`, `/users/accept-terms…`. */
export function termsHandlers({ document, signedIn, acceptTerms }: ContentKit) {
  return area({
    listTermsByType: (request) => document('terms', (request.params as { type: string }).type),
    acceptTermsAndAdditionalClauses: async (request) => {
      const user = await signedIn(request);
      const body = request.body as ContentSchema<'TermsAcceptance'>;
      const acceptedAt = new Date().toISOString();
      await acceptTerms(user.id, body);
      return { success: true, ...body, accepted_at: acceptedAt };
    },
  });
}
