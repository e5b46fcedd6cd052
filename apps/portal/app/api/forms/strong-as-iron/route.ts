import { programFormRoute } from '@/app/(site)/programas-bienestar/_lib/forms/route';

// POST /api/forms/strong-as-iron (issue #32): the form's answers, checked here and sent to the content
// service's `forms/strong-as-iron/` with the attempt's Idempotency-Key; GET answers 405.
export const { POST, GET } = programFormRoute('strong-as-iron');
