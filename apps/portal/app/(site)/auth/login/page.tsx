import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect as redirectTo } from 'next/navigation';
import { LoginView } from '@vivasalud/auth-forms/login';
import { sentWithoutScript } from '@vivasalud/auth/native-form';
import {
  sanitizeRedirect,
  TICKET_NOTICE,
  TICKET_NOTICE_PARAM,
  TICKET_NOTICE_VALUE,
} from '@vivasalud/auth/redirect';
import { SESSION_COOKIE } from '@vivasalud/auth/server';

export const metadata: Metadata = { title: 'Inicia sesión' };

/** The portal's ticket route: a sign-in that hands the person on to the campaigns site. */
const TICKET_ROUTE = '/api/auth/ticket?';

export default async function LoginPage({ searchParams }: PageProps<'/auth/login'>) {
  const query = await searchParams;
  const { redirect } = query;
  // After a sign-in link to the campaigns site that was already used or expired (issue #17).
  const notice = query[TICKET_NOTICE_PARAM] === TICKET_NOTICE_VALUE ? TICKET_NOTICE : null;
  // Already signed in and asked to hand the sign-in on to the campaigns site (issue #25): go on
  // through the ticket route instead of «Ya iniciaste sesión». Not after a ticket that failed
  // (`aviso`): that could go round again.
  if (typeof redirect === 'string' && notice === null) {
    const next = sanitizeRedirect(redirect);
    const jar = await cookies();
    const signedIn = jar.has(SESSION_COOKIE) || jar.has(`__Host-${SESSION_COOKIE}`);
    if (signedIn && next.startsWith(TICKET_ROUTE)) redirectTo(next);
  }
  return (
    <LoginView
      redirect={typeof redirect === 'string' ? redirect : null}
      notice={notice}
      sentWithoutScript={sentWithoutScript(query)}
    />
  );
}
