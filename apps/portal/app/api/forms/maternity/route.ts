import { programFormRoute } from '@/app/(site)/programas-bienestar/_lib/forms/route';

// POST /api/forms/maternity (issue #32): the form's answers, checked here and sent to the content
// service's `forms/maternity/` with the attempt's Idempotency-Key; GET answers 405.
export const { POST, GET } = programFormRoute('maternity');
