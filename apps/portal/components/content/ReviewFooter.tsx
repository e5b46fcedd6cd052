import { formatDay } from '@/lib/days';
import styles from './Article.module.css';

export interface ReviewFooterProps {
  /** Who last reviewed it, when someone did. */
  reviewer: { name: string; role: string } | null;
  /** The last medical review (a service date, `2026-03-12`). */
  reviewedAt: string | null;
  /** When it is reviewed next. */
  nextReviewAt: string | null;
}

/**
 * The foot of a health article (NHS pattern): «Revisado por …, el …», «Próxima revisión: …» (each
 * date as that day in Lima) and what the text is not — a consultation — with the emergency
 * number. Guides and the library's publications end with it.
 */
export function ReviewFooter({ reviewer, reviewedAt, nextReviewAt }: ReviewFooterProps) {
  return (
    <footer className={styles.Review}>
      {reviewer && reviewedAt && (
        <p>
          Revisado por {reviewer.name}, {reviewer.role}, el{' '}
          <time dateTime={reviewedAt}>{formatDay(reviewedAt)}</time>.
        </p>
      )}
      {nextReviewAt && (
        <p>
          Próxima revisión: <time dateTime={nextReviewAt}>{formatDay(nextReviewAt)}</time>.
        </p>
      )}
      <p className={styles.Disclaimer}>
        Esta información es general y no reemplaza la consulta con un profesional de la salud. Si
        tienes una emergencia, llama al 106 (SAMU) o acude al servicio de emergencia más cercano.
      </p>
    </footer>
  );
}
