'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { maybeMember, useChromeSessionPart } from '@/components/session/snapshot';
import type { MemberReservationProps } from './MemberReservation';

// The reserving code (TanStack Query, the states) loads only for someone who may be signed in.
const MemberReservation = lazy(() =>
  import('./MemberReservation').then((module) => ({ default: module.MemberReservation })),
);

/**
 * The class page's reserving block (issue #28). `children` is the cached HTML's version — the
 * seats and the form that posts by itself — which a visitor keeps (a press goes to the login and
 * back, through the route's 303). For someone who may be signed in (the session's record in this
 * browser, or the session runtime says so) the member's island replaces it once loaded.
 */
export function ReservationSlot({
  children,
  ...member
}: MemberReservationProps & { children: ReactNode }) {
  const member_ = useChromeSessionPart(maybeMember);
  if (!member_) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <MemberReservation {...member} fallback={children} />
    </Suspense>
  );
}
