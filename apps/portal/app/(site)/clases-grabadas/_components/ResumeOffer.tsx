'use client';

import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { formatClock, spokenClock } from '../_lib/progress';
import styles from './ProgressPlayer.module.css';

export interface ResumeOfferProps {
  /** Where the person left off (seconds). */
  position: number;
  /** «Continuar desde 12:34»: playback from there. */
  onContinue: () => void;
  /** «Empezar desde el inicio»: playback from 0:00. */
  onRestart: () => void;
}

/**
 * The offer to continue a recorded class where the person left off (issue #19): the position, as
 * shown and as spoken, and the two ways to go on.
 */
export function ResumeOffer({ position, onContinue, onRestart }: ResumeOfferProps) {
  return (
    <div className={styles.Offer} role="region" aria-label="Continuar la clase">
      <p>
        Te quedaste en el minuto <span aria-hidden="true">{formatClock(position)}</span>
        <VisuallyHidden>{spokenClock(position)}</VisuallyHidden>.
      </p>
      <div className={styles.OfferActions}>
        <button type="button" className={styles.Primary} onClick={onContinue}>
          Continuar desde {formatClock(position)}
        </button>
        <button type="button" className={styles.Secondary} onClick={onRestart}>
          Empezar desde el inicio
        </button>
      </div>
    </div>
  );
}
