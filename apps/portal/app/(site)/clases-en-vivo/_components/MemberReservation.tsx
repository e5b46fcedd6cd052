'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@vivasalud/ui/button';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PageQueryClient } from '@/components/query/PageQueryClient';
import { useChromeSession } from '@/components/session/snapshot';
import {
  RESERVATION_TARGETS,
  RESERVE_PARAM,
  reserveLoginHref,
  type ReservationKind,
} from '@/lib/live-classes/reservations';
import { ProGate } from '../../clases-grabadas/_components/ProGate';
import {
  attemptKey,
  cancelSeat,
  failureMessage,
  myReservationsQuery,
  reservationOf,
  withReservation,
  ReservationReadError,
  reserveSeat,
  type Outcome,
  type Reservation,
} from '../_lib/reservationsClient';
import { reservationLabel, seatsLeftOf, type ReservationState } from '../_lib/seats';
import { CalendarLink, ReserveBlock, type CalendarFile } from './ReserveBlock';
import styles from './LiveClasses.module.css';

export interface MemberReservationProps {
  slug: string;
  /** What is reserved: a live class (the default) or a session with an expert (issue #29). */
  kind?: ReservationKind;
  /** The page's path (`/clases-en-vivo/<slug>`, `/sesiones-con-expertos/<slug>`). */
  path: string;
  classIsPro: boolean;
  /** Reserving as the cached page saw it (`seats.ts`). */
  state: ReservationState;
  /** The .ics link, when the block shows it (the session's page shows its own). */
  calendar?: CalendarFile;
  /** What the buttons name besides the words (an in-person class's date), for screen readers. */
  context?: string;
}

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * Whether the address asks to reserve this on arrival (`?reservar=1`, back from the login; an
 * in-person class's page: `?reservar=<occurrence>`, only that date's block).
 */
function askedToReserve(slug: string, kind: ReservationKind): boolean {
  return (
    new URLSearchParams(window.location.search).get(RESERVE_PARAM) ===
    RESERVATION_TARGETS[kind].reserveValue(slug)
  );
}

/** The address without `?reservar=1`, in place (no new history entry). */
function forgetReserveParam() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RESERVE_PARAM)) return;
  url.searchParams.delete(RESERVE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function Member({
  slug,
  kind = 'live-class',
  path,
  classIsPro,
  state: pageState,
  calendar,
  context,
  fallback,
}: MemberReservationProps & { fallback: ReactNode }) {
  const session = useChromeSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...myReservationsQuery(kind),
    select: (list) => reservationOf(list, slug),
  });
  const { words } = RESERVATION_TARGETS[kind];
  const [state, setState] = useState<ReservationState>(pageState);
  const [notice, setNotice] = useState<Notice>(null);
  const [notPro, setNotPro] = useState(false);
  // One key per reservation attempt, kept for a retry or a second press until it is answered.
  const key = useRef<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const reservedRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'notice' | 'reserved' | null>(null);
  const autoReserved = useRef(false);

  useEffect(() => {
    const target = focusNext.current === 'reserved' ? reservedRef.current : noticeRef.current;
    if (focusNext.current && target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const settle = (reservation: Reservation) => {
    queryClient.setQueryData(myReservationsQuery(kind).queryKey, (list) =>
      withReservation(list, reservation),
    );
  };

  const fail = (outcome: Extract<Outcome, { ok: false }>) => {
    if (outcome.code === 'UNAUTHORIZED') {
      window.location.assign(reserveLoginHref(slug, kind));
      return;
    }
    if (outcome.code === 'NOT_PRO') {
      setNotPro(true);
      return;
    }
    if (outcome.code === 'CLASS_FULL') setState({ kind: 'full' });
    if (outcome.code === 'RESERVATION_CLOSED') setState({ kind: 'closed' });
    setNotice({ kind: 'alert', text: failureMessage(outcome, kind) });
    focusNext.current = 'notice';
  };

  const reserve = useMutation({
    mutationFn: () => reserveSeat(slug, (key.current ??= attemptKey()), kind),
    onSuccess: (outcome) => {
      if (outcome.ok) {
        key.current = null;
        setNotice(null);
        focusNext.current = 'reserved';
        settle(outcome.reservation);
        return;
      }
      // A refusal is final for this attempt; no answer or a 5xx keeps the key for the retry.
      if (!outcome.retry) key.current = null;
      fail(outcome);
    },
  });

  const cancel = useMutation({
    mutationFn: (id: string) => cancelSeat(id),
    onSuccess: (outcome) => {
      if (!outcome.ok) return fail(outcome);
      const seats = seatsLeftOf(outcome.reservation);
      setState(seats > 0 ? { kind: 'open', seatsLeft: seats } : { kind: 'full' });
      setNotice({ kind: 'status', text: 'Cancelamos tu reserva. Tu lugar quedó libre.' });
      focusNext.current = 'notice';
      settle(outcome.reservation);
    },
  });

  const proGate = notPro || (classIsPro && session.known && session.signedIn && !session.isPro);
  const reservation = query.data;
  const signedOut = query.error instanceof ReservationReadError && query.error.status === 401;

  // Back from the login with `?reservar=1`: reserve once, without a second press, then forget it.
  // A read that failed otherwise does not stop it: the reservation's own answer is said.
  useEffect(() => {
    if (autoReserved.current || query.isPending || !askedToReserve(slug, kind)) return;
    autoReserved.current = true;
    if (!signedOut && !reservation && state.kind === 'open' && !proGate) reserve.mutate();
    forgetReserveParam();
  }, [query.isPending, signedOut, reservation, state.kind, proGate, reserve, slug, kind]);

  // No session after all (it expired): the visitor's block, whose form posts to the login.
  if (signedOut) return <>{fallback}</>;

  if (reservation) {
    return (
      <div className={styles.Reserve}>
        <p ref={reservedRef} tabIndex={-1} className={styles.Reserved}>
          <strong>{words.reserved}</strong> Te enviamos la confirmación a tu correo y{' '}
          {words.reminders}
        </p>
        {notice && (
          <p ref={noticeRef} tabIndex={-1} role={notice.kind} className={styles.Notice}>
            {notice.text}
          </p>
        )}
        <div className={styles.Actions}>
          {calendar && <CalendarLink calendar={calendar} />}
          <Button
            variant="outline"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            onClick={() => cancel.mutate(reservation.id)}
          >
            {cancel.isPending ? 'Cancelando…' : 'Cancelar reserva'}
            {context && (
              <>
                {' '}
                <VisuallyHidden>{context}</VisuallyHidden>
              </>
            )}
          </Button>
        </div>
      </div>
    );
  }

  if (proGate) return <ProGate path={path} viewer="member" />;

  const label = reservationLabel(state, kind);
  if (label === null) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reserve.isPending) reserve.mutate();
  };
  return (
    <ReserveBlock
      slug={slug}
      kind={kind}
      label={label}
      open={state.kind === 'open'}
      calendar={calendar}
      context={context}
      onSubmit={onSubmit}
      pending={reserve.isPending}
      notice={
        notice && (
          <p ref={noticeRef} tabIndex={-1} role={notice.kind} className={styles.Notice}>
            {notice.text}
          </p>
        )
      }
    />
  );
}

/**
 * A signed-in member's reserving (issue #28), loaded only for them: reads their reservation of
 * this class; reserved → «Tienes un lugar reservado…», the calendar file and «Cancelar reserva»;
 * otherwise one press reserves (an `Idempotency-Key` per attempt, the button disabled while it
 * runs), `?reservar=1` reserves on arrival, a pro class for a member who is not pro explains Pro.
 * Errors are said in Spanish in an alert that takes the focus.
 */
export function MemberReservation(props: MemberReservationProps & { fallback: ReactNode }) {
  return (
    <PageQueryClient>
      <Member {...props} />
    </PageQueryClient>
  );
}
