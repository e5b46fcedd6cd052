import NextLink from 'next/link';
import type { StatusMessage } from '../_lib/status';
import styles from './MySpace.module.css';

/**
 * What happened to the reservation the person just sent (issue #28): a confirmation read out
 * politely (`role="status"`), or an error summary in the GOV.UK / NHS style — a titled box at the
 * top of the page, read out at once (`role="alert"`), saying what happened and what to do next.
 */
export function StatusBanner({ message }: { message: StatusMessage }) {
  if (message.kind === 'done') {
    return (
      <div role="status" className={styles.Done}>
        <p className={styles.DoneText}>{message.text}</p>
        <p>{message.detail}</p>
      </div>
    );
  }
  return (
    <div role="alert" aria-labelledby="resumen-problema" className={styles.ErrorSummary}>
      <h2 id="resumen-problema" className={styles.ErrorSummaryTitle}>
        Hay un problema con tu reserva
      </h2>
      <p className={styles.ErrorText}>{message.text}</p>
      <p>{message.detail}</p>
      <p>
        <NextLink href={message.next.href}>{message.next.label}</NextLink>
      </p>
    </div>
  );
}
