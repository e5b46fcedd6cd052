import { isApiError } from '@vivasalud/api-client/errors';
import { connection } from 'next/server';
import { usableCampaign, type ActiveCampaign } from '@/lib/banners/rules';
import { contentClient } from '@/lib/content';

/**
 * The active campaign for the campaign banner (content API `GET /campaigns/active/`), or null
 * when none is active (404) or the call fails (logged). Read per request, the answer cached by
 * Next's data cache like the footer's: a build has no service to ask, and a prerendered "no
 * campaign" would be served until the first revalidation.
 */
export async function activeCampaign(): Promise<ActiveCampaign | null> {
  await connection();
  try {
    const { data } = await contentClient().GET('/campaigns/active/');
    return usableCampaign(data);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    console.error(
      '[portal] campaigns/active failed',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
