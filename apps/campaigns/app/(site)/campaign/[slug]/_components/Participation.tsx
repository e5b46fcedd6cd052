'use client';

import { useCampaignParticipation, useSession, type AuthResult } from '@vivasalud/auth/react';
import { FormAlert } from '@vivasalud/auth-forms/alert';
import { NATIVE_SUBMIT_MESSAGES, NoScriptNote } from '@vivasalud/auth-forms/native-submit';
import { formErrorText } from '@vivasalud/auth-forms/server-errors';
import { Button } from '@vivasalud/ui/button';
import { SkeletonGroup } from '@vivasalud/ui/skeleton';
import { useEffect, useRef, useState } from 'react';
import { formatLimaDateTime } from '../_lib/campaign';
import styles from './Campaign.module.css';

export interface ParticipationProps {
  slug: string;
  /** The campaign's title, as the confirmation names it. */
  title: string;
  /** The draw's date (the terms'), when the giveaway has one. */
  drawDate: string | null;
  /** The giveaway's terms on this site. */
  termsHref: string | null;
  /**
   * What the server already knows (issue #25: the per-request page renders it): whether the
   * person with this document takes part. Without it (or for someone else, e.g. after signing in
   * on the page) the participation is asked from the browser.
   */
  known?: KnownParticipation | null;
  /** The browser posted the participation's form itself (`?sin-js=1`): the form says what it needs. */
  sentWithoutScript?: boolean;
}

/** Whether the signed-in person (by document) already takes part, as the server read it. */
export interface KnownParticipation {
  documentNumber: string;
  registered: boolean;
}

/**
 * What the page knows of the signed-in person's participation:
 * - `checking`: `verify-participant` is being asked;
 * - `open`: not registered yet — one press registers (`add_participant`);
 * - `registered`: «Ya estás participando» (`just` after this page registered them, `twice` when a
 *   second press or another tab found them already registered);
 * - `unknown`: the check failed — say why and offer to check again.
 */
type State =
  | { kind: 'checking' }
  | { kind: 'open' }
  | { kind: 'registered'; just: boolean; twice: boolean }
  | { kind: 'unknown'; message: string };

/** What a `verify-participant` answer means for the page. */
function checked(result: AuthResult<{ registered: boolean }>): State {
  if (!result.ok) return { kind: 'unknown', message: formErrorText(result.error) };
  return result.value.registered
    ? { kind: 'registered', just: false, twice: false }
    : { kind: 'open' };
}

/** What the server's answer means for the page. */
function fromKnown(known: KnownParticipation): State {
  return known.registered ? { kind: 'registered', just: false, twice: false } : { kind: 'open' };
}

/**
 * A signed-in person's participation in a giveaway (spec §6/§7, issue #17): «Ya estás
 * participando» for someone registered — after a sign-up from the campaign page too, whose account
 * the service registers with it — or one press to take part. Two presses, or two tabs, make one
 * registration: the button is busy while the call runs and the service keeps one row per person.
 */
export function Participation({
  slug,
  title,
  drawDate,
  termsHref,
  known = null,
  sentWithoutScript = false,
}: ParticipationProps) {
  const { user } = useSession();
  const { verify, register, loading } = useCampaignParticipation(slug);
  const documentNumber = user?.documentNumber ?? null;
  // The server's answer holds for the person it was read for.
  const [knownFor] = useState(() =>
    known && known.documentNumber === documentNumber ? documentNumber : null,
  );
  const [checkedState, setState] = useState<State>(() =>
    knownFor === null || !known ? { kind: 'checking' } : fromKnown(known),
  );
  // While the browser's own check runs, a server answer for this person (the page re-rendered
  // after signing in here) is as good: shown at once.
  const state: State =
    checkedState.kind === 'checking' && known && known.documentNumber === documentNumber
      ? fromKnown(known)
      : checkedState;
  const [error, setError] = useState<string | null>(
    sentWithoutScript ? NATIVE_SUBMIT_MESSAGES.participate : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!documentNumber || documentNumber === knownFor) return;
    let current = true;
    void verify().then((result) => {
      // An answer for an earlier person or campaign is dropped.
      if (current) setState(checked(result));
    });
    return () => {
      current = false;
    };
  }, [verify, documentNumber, knownFor]);

  const checkAgain = async () => {
    setState({ kind: 'checking' });
    setState(checked(await verify()));
  };

  // After a press, the new heading takes the focus: a screen reader hears the outcome.
  useEffect(() => {
    if (moved.current && state.kind === 'registered') heading.current?.focus();
  }, [state]);

  const participate = async () => {
    if (loading) return;
    setError(null);
    const result = await register();
    moved.current = true;
    if (result.ok) {
      setState({ kind: 'registered', just: true, twice: false });
    } else if (result.error.code === 'ALREADY_REGISTERED') {
      setState({ kind: 'registered', just: false, twice: true });
    } else {
      setError(formErrorText(result.error));
    }
  };

  const name = user?.name ?? '';

  if (state.kind === 'checking') {
    return <SkeletonGroup label="Comprobando tu participación…" className={styles.Skeleton} />;
  }

  if (state.kind === 'unknown') {
    return (
      <div className={styles.Step}>
        <h2 className={styles.StepTitle}>No pudimos comprobar tu participación</h2>
        <FormAlert message={state.message} takeFocus={false} />
        <Button type="button" onClick={() => void checkAgain()}>
          Volver a comprobar
        </Button>
      </div>
    );
  }

  if (state.kind === 'registered') {
    return (
      <div className={styles.Step}>
        <h2 ref={heading} tabIndex={-1} className={styles.StepTitle}>
          Ya estás participando
        </h2>
        <p>
          {state.just ? '¡Listo' : '¡Hola'}
          {name ? `, ${name}` : ''}! Tu inscripción en el «{title}» está registrada.
        </p>
        {state.twice ? (
          <p role="status">
            Ya estabas inscrito en esta campaña: cada persona participa una sola vez.
          </p>
        ) : null}
        {drawDate ? (
          <p>
            El sorteo será el <time dateTime={drawDate}>{formatLimaDateTime(drawDate)}</time> (hora
            de Lima). Si ganas, te escribiremos al correo y al teléfono de tu cuenta.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.Step}>
      <h2 className={styles.StepTitle}>Confirma tu participación</h2>
      <p>
        Hola{name ? `, ${name}` : ''}. Con un clic quedas inscrito en el «{title}» con tu cuenta de
        VivaSalud.
      </p>
      {termsHref ? (
        <p>
          Al participar aceptas las{' '}
          <a className={styles.Link} href={termsHref}>
            bases del sorteo
          </a>
          .
        </p>
      ) : null}
      {/* A form that posts (issue #25: never a GET with personal data), sent by script. */}
      <form
        method="post"
        action="/api/auth/campaigns/add_participant"
        className={styles.Step}
        onSubmit={(event) => {
          event.preventDefault();
          void participate();
        }}
      >
        <NoScriptNote form="participate" />
        <FormAlert message={error} />
        <Button type="submit" size="lg" loading={loading}>
          Participar en el sorteo
        </Button>
        <input type="hidden" name="campaignPath" value={slug} />
      </form>
    </div>
  );
}
