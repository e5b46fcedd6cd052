import type { RecordedClassMedia } from '../_lib/load';
import { formatClock } from '../_lib/progress';
import styles from './RecordedClassView.module.css';

/** What is said in the class, paragraph by paragraph, each with where it starts. */
export function Transcript({ parts }: { parts: RecordedClassMedia['transcript'] }) {
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="transcripcion" className={styles.Transcript}>
      <h2 id="transcripcion">Transcripción</h2>
      {parts.map((part) => (
        <p key={part.start_seconds}>
          <span className={styles.Time}>{formatClock(part.start_seconds)}</span> {part.text}
        </p>
      ))}
    </section>
  );
}
