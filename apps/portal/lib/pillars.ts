import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional } from '@/lib/content';

/** The pillars block (`GET /home/pilares/`): a heading, a sub-heading and one link per pillar. */
export type PillarsBlock = ContentSchema<'Promo'>;

/**
 * The pillars block of `/pilares`, or `null` when the service has none (404) or its call fails:
 * the block is left out and the page (its CMS page) still renders (issue #18, "every block
 * degrades on its own"). A failure is logged by `readOptional`.
 */
export const loadPillars = cache((): Promise<PillarsBlock | null> =>
  readOptional('home/pilares', () => contentClient().GET('/home/pilares/')),
);
