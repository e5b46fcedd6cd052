import { pricesRoute } from '@/app/(site)/experiencias-presenciales/_lib/inPersonRoute';

// POST /api/inperson-classes/get-prices (site.yaml, issue #29): the price plans of a discipline,
// each saying whether it includes IGV; a public read of the content API (no session).
export const { GET, POST } = pricesRoute();
