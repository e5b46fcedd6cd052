import type { ContentSchema } from '@vivasalud/api-client/content';
import { isApiError } from '@vivasalud/api-client/errors';
import { bearer, pageSession } from '@vivasalud/auth/server';
import { headers } from 'next/headers';
import { cache } from 'react';
import { proGate } from './proGate';

export type TelemedicineContent = ContentSchema<'TelemedicineContent'>;

/**
 * What `/telemedicina` shows (issue #29), decided on the server for each request:
 * - `anonymous`: no session (or one the identity service no longer knows) → the sign-in;
 * - `standard`: a member without pro → why, and no pro content at all;
 * - `pro`: the content (`null` when the content service could not give it: the page says so);
 * - `unknown`: the identity service could not say who it is (the page says so, with a retry).
 */
export type Telemedicine =
  | { gate: 'anonymous' }
  | { gate: 'standard' }
  | { gate: 'unknown' }
  | { gate: 'pro'; content: TelemedicineContent | null };

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads the session as every session route does (`pageSession` of `@vivasalud/auth/server`: the
 * portal's httpOnly cookie → its bearer, server to server, every call `no-store`): the member
 * from the identity service, the pro gate, then — only for a pro member — the content.
 */
export async function readTelemedicine(
  incoming: Headers,
  env: Env = process.env,
): Promise<Telemedicine> {
  const { token, upstream } = pageSession(incoming, { env });
  if (!token) return { gate: 'anonymous' };
  const auth = bearer(token);
  let membership: { membership?: string | null } | null;
  try {
    const { data } = await upstream.identity.GET('/auth/session', { headers: auth });
    membership = data?.isAuthenticated ? data.user : null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { gate: 'anonymous' };
    console.error('[telemedicina] auth/session failed', isApiError(error) ? error.status : error);
    return { gate: 'unknown' };
  }
  const gate = proGate(membership);
  if (gate !== 'pro') return { gate };
  try {
    const { data } = await upstream.content.GET('/telemedicine/content/', { headers: auth });
    return { gate, content: data ?? null };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { gate: 'anonymous' };
    console.error(
      '[telemedicina] telemedicine/content failed',
      isApiError(error) ? error.status : error,
    );
    return { gate, content: null };
  }
}

/** This request's telemedicine state, read once however many server components ask. */
export const loadTelemedicine = cache(async (): Promise<Telemedicine> =>
  readTelemedicine(await headers()),
);
