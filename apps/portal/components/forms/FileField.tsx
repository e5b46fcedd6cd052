'use client';

import { Button } from '@vivasalud/ui/button';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fileProblem, fileSize } from '@/lib/forms/file';
import styles from './StepForm.module.css';

export interface FileFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: string;
  accept: readonly string[];
  error?: string;
  file: File | null;
  onFile: (file: File | null) => void;
}

/**
 * A file chooser (issue #32): the browser's own button (a keyboard and a screen reader know it;
 * never drag-and-drop only), the chosen file's name and size, «Quitar», and a specific message as
 * soon as a file cannot be sent (empty, too big, wrong type). The chosen file stays chosen when
 * the form fails to send. Without JavaScript the input posts the file with the form.
 */
export function FileField({ id, name, label, hint, accept, error, file, onFile }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  // A file chosen before the page's script ran is in the input only: the form learns it.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early && !file) onFile(early);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = error ?? problem;
  const hintId = hint ? `${id}-pista` : undefined;
  const errorId = shown ? `${id}-error` : undefined;

  return (
    <div className={styles.Field}>
      <label htmlFor={id} className={styles.Label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.Hint}>
          {hint}
        </p>
      )}
      {shown && (
        <p id={errorId} className={styles.Error}>
          <span className={styles.VisuallyHidden}>Error: </span>
          {shown}
        </p>
      )}
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept.join(',')}
        className={shown ? `${styles.File} ${styles.Invalid}` : styles.File}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // Said at once; kept in the form, whose rules refuse it (the error summary names it and
          // the form does not go on) until another file is chosen or it is removed.
          setProblem(chosen ? fileProblem(chosen, undefined, accept) : undefined);
          onFile(chosen);
        }}
      />
      {file && (
        <p className={styles.Chosen} aria-live="polite">
          Archivo elegido: <strong>{file.name}</strong> ({fileSize(file.size)}){' '}
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              if (input.current) input.current.value = '';
              setProblem(undefined);
              onFile(null);
              input.current?.focus();
            }}
          >
            Quitar <span className={styles.VisuallyHidden}>el archivo {file.name}</span>
          </Button>
        </p>
      )}
    </div>
  );
}
