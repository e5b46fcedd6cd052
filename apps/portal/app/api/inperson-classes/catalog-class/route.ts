import { catalogClassRoute } from '@/app/(site)/experiencias-presenciales/_lib/inPersonRoute';

// POST /api/inperson-classes/catalog-class?page=N (site.yaml, issue #29): a page of the in-person
// catalog with its facets, a public read of the content API (no session). The area's rules are in
// its `_lib/inPersonRoute.ts`.
export const { GET, POST } = catalogClassRoute();
