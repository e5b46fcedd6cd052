import type { ContentSchema } from '@vivasalud/api-client/content';
import { isApiError } from '@vivasalud/api-client/errors';
import { catalogQueries } from '@vivasalud/api-client/queries/catalog';
import { bearer, pageSession } from '@vivasalud/auth/server';
import { SLUG } from '@vivasalud/config/routes';
import { headers } from 'next/headers';
import { cache } from 'react';
import { contentClient, readOptional, readRequired } from '@/lib/content';

export type Reservation = ContentSchema<'Reservation'>;
export type ProgressEntry = ContentSchema<'RecordedClassProgressList'>['results'][number];

/**
 * What «Mi espacio» shows a signed-in person: their reservations (`listMyReservations`) and
 * what they watched (`listRecordedClassProgress`), each `null` when the service could not
 * answer (the page says so and shows the rest). `signedIn: false` without a session cookie, or
 * when the service no longer knows the session (401): the page sends the person to sign in.
 */
export type MySpace =
  | { signedIn: false }
  | { signedIn: true; reservations: Reservation[] | null; progress: ProgressEntry[] | null };

type Env = Readonly<Record<string, string | undefined>>;

/** Why a personal read gave nothing: the session is over, or the service failed. */
const SIGNED_OUT = Symbol('signed-out');

/**
 * A personal read through `readRequired` (lib/content.ts: a failure is logged, never an empty
 * answer in its place): its answer, `SIGNED_OUT` when the service answers 401, or `null` when it
 * failed otherwise — a part the page does without.
 */
async function personal<T>(
  what: string,
  read: () => Promise<{ data?: T }>,
): Promise<T | null | typeof SIGNED_OUT> {
  try {
    return await readRequired(what, read, () => null);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return SIGNED_OUT;
    return null;
  }
}

/**
 * The person's space for a request's headers. The session is the portal's httpOnly cookie, read
 * as every session route reads it (`pageSession` of `@vivasalud/auth/server`); its bearer goes
 * only to the content API, server to server, never to the browser, and these personal reads are
 * never cached (the kit's clients ask `no-store`; `contentClient()` keeps public answers in
 * Next's data cache instead).
 */
export async function readMySpace(incoming: Headers, env: Env = process.env): Promise<MySpace> {
  const { token, upstream } = pageSession(incoming, { env });
  if (!token) return { signedIn: false };
  const headers = bearer(token);
  const [reservations, progress] = await Promise.all([
    personal('wellness/resources/reservations', () =>
      upstream.content.GET('/wellness/resources/reservations/', { headers }),
    ),
    personal('wellness/recorded-classes/progress', () =>
      upstream.content.GET('/wellness/recorded-classes/progress/', { headers }),
    ),
  ]);
  if (reservations === SIGNED_OUT || progress === SIGNED_OUT) return { signedIn: false };
  return {
    signedIn: true,
    reservations: reservations?.results ?? null,
    progress: progress?.results ?? null,
  };
}

/** This request's space, read once however many server components ask. */
export const loadMySpace = cache(async (): Promise<MySpace> => readMySpace(await headers()));

/**
 * The title of the live class `slug` (a public read, from the data cache), for a status message
 * about a class the person holds no reservation of (cancelled, full, closed); `null` for a slug
 * that is not one or a class the service does not have.
 */
export async function loadClassTitle(slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const liveClass = await readOptional(
    `wellness/resources/catalog/${slug}`,
    catalogQueries(contentClient()).liveClass(slug),
  );
  return liveClass?.title ?? null;
}

/** The title of the session with an expert `slug` (a public read), as `loadClassTitle`. */
export async function loadSessionTitle(slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const session = await readOptional(`backoffice/session-experts/sessions/${slug}`, () =>
    contentClient().GET('/backoffice/session-experts/sessions/{slug}/', {
      params: { path: { slug } },
    }),
  );
  return session?.title ?? null;
}

/** The title of the in-person class `slug` (a public read), as `loadClassTitle`. */
export async function loadInPersonTitle(slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const item = await readOptional(`wellness/inperson-classes/${slug}`, () =>
    contentClient().GET('/wellness/inperson-classes/{slug}/', { params: { path: { slug } } }),
  );
  return item?.title ?? null;
}
