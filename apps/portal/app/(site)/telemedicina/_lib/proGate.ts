/**
 * Who is asking for telemedicine (issue #29, spec §6): nobody signed in, a member without the
 * pro membership, or a pro member (`membership` equals "pro", ignoring case). The page and each
 * `/api/telemedicine/*` route decide with it on the server; the header's menu only follows.
 */
export type ProGate = 'anonymous' | 'standard' | 'pro';

/** The gate of a session's user (`null`/undefined: no session). */
export function proGate(session: { membership?: string | null } | null | undefined): ProGate {
  if (!session) return 'anonymous';
  const membership = session.membership;
  return typeof membership === 'string' && membership.trim().toLowerCase() === 'pro'
    ? 'pro'
    : 'standard';
}
