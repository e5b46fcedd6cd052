'use client';

import { useEffect, useRef } from 'react';
import styles from './StepForm.module.css';

export interface SummaryItem {
  /** The id of the field's control (`#<id>` is the link). */
  id: string;
  message: string;
}

/**
 * GOV.UK's error summary: at the top of the form, «Hay un problema» and one link per field at
 * fault, in the order of the page; it takes the focus when it appears (a screen reader reads it,
 * a keyboard user is one Tab from the first field).
 */
export function ErrorSummary({
  items,
  focusKey,
}: {
  items: readonly SummaryItem[];
  focusKey: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length > 0) box.current?.focus();
    // `focusKey` changes with each failed attempt: the summary takes the focus again.
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps
  if (items.length === 0) return null;
  return (
    <div
      ref={box}
      className={styles.ErrorSummary}
      role="alert"
      aria-labelledby="resumen-errores"
      tabIndex={-1}
    >
      <h2 id="resumen-errores" className={styles.ErrorSummaryTitle}>
        Hay un problema
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                const target = document.getElementById(item.id);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView?.({ block: 'center' });
                target.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
