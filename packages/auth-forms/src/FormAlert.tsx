'use client';

import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

/**
 * The form-level error, announced when it appears (role="alert"). It also takes the focus, so a
 * keyboard user whose submit button was busy (and so lost the focus) stays in the form.
 */
export function FormAlert({
  message,
  takeFocus = true,
}: {
  message: string | null | undefined;
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && takeFocus) ref.current?.focus();
  }, [message, takeFocus]);

  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={styles.Alert}>
      {message}
    </p>
  );
}
