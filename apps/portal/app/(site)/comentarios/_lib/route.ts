import { allowedOriginsFromEnv, methodNotAllowed } from '@vivasalud/auth/server';
import { contentClient } from '@/lib/content';
import { formRoute } from '@/lib/forms/formRoute';
import { commentBody, commentSchema, COMMENTS_PATH } from './commentForm';

/** `POST /api/forms/comments` (issue #32): the comment, checked here, sent to `forms/comments/`. */
export function commentsRoute() {
  const POST = formRoute(
    {
      name: 'forms/comments',
      page: COMMENTS_PATH,
      schema: commentSchema,
      send: async (values, key, fetch) => {
        const { data } = await contentClient().POST('/forms/comments/', {
          params: { header: { 'Idempotency-Key': key } },
          body: commentBody(values),
          fetch,
        });
        return data;
      },
    },
    { allowedOrigins: allowedOriginsFromEnv(process.env) },
  );
  return { POST, GET: methodNotAllowed('POST') };
}
