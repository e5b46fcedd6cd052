import { isApiError } from '@vivasalud/api-client/errors';
import { usableCampaign, type ActiveCampaign } from '@/lib/banners/rules';
import { contentClient } from '@/lib/content';

/**
 * The active campaign for the campaign banner (content API `GET /campaigns/active/`), or null
 * when none is active (404) or the call fails (logged). Read with the page (cached with it), the
 * answer kept by Next's data cache like the footer's.
 */
export async function activeCampaign(): Promise<ActiveCampaign | null> {
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
