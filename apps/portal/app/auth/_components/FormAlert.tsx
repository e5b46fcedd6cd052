import styles from '../auth.module.css';

/** The form-level error, announced when it appears (role="alert"). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.Alert}>
      {message}
    </p>
  );
}
