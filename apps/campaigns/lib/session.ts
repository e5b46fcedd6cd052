/**
 * The person's session as the per-request pages read it on the server (issue #25): this site's
 * own cookie → the identity service's profile, through the very `/api/auth/*` handlers the
 * browser calls (`createAuthRoutes({ site: 'campaigns' })`: the same cookie name, profile
 * whitelist and upstream hosts), called in process with the request's headers. The page renders
 * the form or the participation its visitor gets and seeds the browser's session with it, so
 * nothing is swapped after hydration. Only the sign-up and participation pages read it (the
 * cached pages never do).
 */
import type { InitialSession, UserProfile } from '@vivasalud/auth/react';
import { createAuthRoutes } from '@vivasalud/auth/server';
import { headers } from 'next/headers';
import { cache } from 'react';

const routes = createAuthRoutes({ site: 'campaigns' });

/** The request headers the handlers read: the cookie, the public host and the client address. */
const FORWARDED = ['cookie', 'host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

/** A GET of one of this site's auth routes, as the browser would send it; its JSON or null. */
async function callRoute(
  incoming: Headers,
  path: string,
  origin = 'http://localhost',
): Promise<unknown> {
  const forwarded = new Headers();
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value) forwarded.set(name, value);
  }
  const response = await routes.GET(new Request(new URL(path, origin), { headers: forwarded }));
  if (!response.ok) return null;
  return response.json() as Promise<unknown>;
}

/** Who is signed in on this site for the given request headers (nobody when it cannot tell). */
export async function sessionOf(incoming: Headers): Promise<InitialSession> {
  if (!incoming.get('cookie')) return { user: null };
  const body = (await callRoute(incoming, '/api/auth/get-user')) as {
    isAuthenticated?: boolean;
    user?: UserProfile | null;
  } | null;
  return { user: body?.isAuthenticated === true && body.user ? body.user : null };
}

/**
 * Whether the signed-in person already takes part in `slug`; null when the service cannot say
 * (the page then asks again from the browser).
 */
export async function participationOf(incoming: Headers, slug: string): Promise<boolean | null> {
  // The route asks with the session's own document: none travels in the URL (issue #26).
  const query = new URLSearchParams({ campaignPath: slug });
  const body = (await callRoute(
    incoming,
    `/api/auth/campaigns/verify-participant?${query.toString()}`,
  )) as { data?: { registered?: unknown } } | null;
  const registered = body?.data?.registered;
  return typeof registered === 'boolean' ? registered : null;
}

/** This request's session, read once however many server components ask. */
export const requestSession = cache(async (): Promise<InitialSession> =>
  sessionOf(await headers()),
);
