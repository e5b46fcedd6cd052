import { symptomCounterRoute } from '@/app/(site)/sintomas-y-enfermedades/_lib/counterRoute';

// POST /api/sintomas/mas-buscado (site.yaml, issue #31): a condition opened from a search counts
// once per visitor and day for «Lo más buscado»; crawlers and prefetches never count. GET answers
// 405 with `Allow: POST`. The area's rules are in its `_lib/counterRoute.ts`.
export const { GET, POST } = symptomCounterRoute();
