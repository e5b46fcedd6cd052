import { formatClock } from '@/lib/media/playerParts';
import type { TranscriptPart } from './media';
import styles from './Transcript.module.css';

export interface TranscriptProps {
  /** What is said, paragraph by paragraph, each with where it starts. */
  parts: readonly TranscriptPart[];
  /** The heading's level (default 2: a section of the page). */
  level?: 2 | 3 | 4;
  /** The heading's id, which names the section (default «transcripcion»: one per page). */
  id?: string;
}

/**
 * What is said in a recording, paragraph by paragraph, each with where it starts — in the page's
 * HTML (a server component), so it reads without the media and is found by the browser's search.
 * For a podcast it is the text alternative (WCAG 1.2.1). Nothing when there is no transcript.
 */
export function Transcript({ parts, level = 2, id = 'transcripcion' }: TranscriptProps) {
  if (parts.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={styles.Transcript}>
      <Heading id={id}>Transcripción</Heading>
      {parts.map((part) => (
        <p key={part.start_seconds}>
          <span className={styles.Time}>{formatClock(part.start_seconds)}</span> {part.text}
        </p>
      ))}
    </section>
  );
}
