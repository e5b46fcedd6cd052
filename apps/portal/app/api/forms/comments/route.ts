import { commentsRoute } from '@/app/(site)/comentarios/_lib/route';

// POST /api/forms/comments (issue #32): a comment for moderation, checked here and sent to the
// content service's `forms/comments/` with the attempt's Idempotency-Key; GET answers 405.
export const { POST, GET } = commentsRoute();
