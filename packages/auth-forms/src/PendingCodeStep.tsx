'use client';

import { lazy, Suspense } from 'react';
import type { HeadingLevel } from './Heading';
import styles from './forms.module.css';

/**
 * The code step (spec §4) is reached only after the login or the sign-up is sent: its code (the
 * six boxes, the countdown, and zod for the code's rule) is fetched then, not with the form's
 * page (issue #33). The views start fetching it as the login or sign-up is sent
 * (`preloadCodeStep`), so that it is there when the service answers.
 */
const loadCodeStep = () => import('./CodeStep');

const CodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));

/** Starts fetching the code step now; a failure is tried again when it is shown. */
export function preloadCodeStep(): void {
  loadCodeStep().catch(() => undefined);
}

/** The code step, with a short status while its code arrives (a reload during a pending code). */
export function PendingCodeStep({ headingLevel }: { headingLevel: HeadingLevel }) {
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.Lead}>
          Cargando…
        </p>
      }
    >
      <CodeStep headingLevel={headingLevel} />
    </Suspense>
  );
}
