import type { PublishedComment } from '../_lib/load';
import styles from './Comments.module.css';

const DATE = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Lima',
});

/**
 * The approved comments, as text (React escapes it: a comment with HTML shows its tags as
 * written, never runs them). Nothing unmoderated reaches this list: the service answers only the
 * approved ones.
 */
export function PublishedComments({ comments }: { comments: readonly PublishedComment[] }) {
  return (
    <section className={styles.Published} aria-labelledby="comentarios-publicados">
      <h2 id="comentarios-publicados">Lo que nos comentaron</h2>
      {comments.length === 0 ? (
        <p>Aún no hay comentarios publicados.</p>
      ) : (
        <ul className={styles.List}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.Comment}>
              <p className={styles.Text}>{comment.comment}</p>
              <p className={styles.Meta}>
                {comment.name} ·{' '}
                <time dateTime={comment.created_at}>
                  {DATE.format(new Date(comment.created_at))}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
