'use client';

import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import { useId } from 'react';
import { formatClock, spokenClock } from '@/lib/media/playerParts';
import type { MediaChapter } from './media';
import styles from './MediaPlayer.module.css';

type Chapter = MediaChapter;

export interface ChaptersProps {
  chapters: readonly Chapter[];
  /** The chapter playing now (`aria-current="step"`), if any. */
  current: Chapter | null | undefined;
  /** A chapter chosen: playback from its start. */
  onSeek: (seconds: number) => void;
}

/**
 * The «Capítulos» list under the player (issue #19): one button per chapter with its start, shown
 * and spoken; the one playing now is marked. Nothing when the recording has no chapters.
 */
export function Chapters({ chapters, current, onSeek }: ChaptersProps) {
  const titleId = useId();
  if (chapters.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className={styles.Chapters}>
      <h2 id={titleId}>Capítulos</h2>
      <ol>
        {chapters.map((chapter) => (
          <li key={chapter.start_seconds}>
            <button
              type="button"
              className={styles.Chapter}
              aria-current={current === chapter ? 'step' : undefined}
              onClick={() => onSeek(chapter.start_seconds)}
            >
              <span className={styles.ChapterTime} aria-hidden="true">
                {formatClock(chapter.start_seconds)}
              </span>
              <span>{chapter.title}</span>
              <VisuallyHidden>{`, desde ${spokenClock(chapter.start_seconds)}`}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
