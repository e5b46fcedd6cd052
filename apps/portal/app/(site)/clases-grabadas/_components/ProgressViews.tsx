'use client';

import { useQuery } from '@tanstack/react-query';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import NextLink from 'next/link';
import { useId } from 'react';
import { PageQueryClient } from '@/components/query/PageQueryClient';
import { formatClock, spokenClock } from '../_lib/progress';
import { progressQuery, type ProgressEntry } from '../_lib/progressClient';
import styles from './RecordedClasses.module.css';

/** How many started classes the row shows. */
const ROW_SIZE = 4;

function useProgress() {
  return useQuery(progressQuery()).data?.results;
}

const unfinished = (entry: ProgressEntry) => !entry.completed && entry.position_seconds > 0;

function Row({ path }: { path: string }) {
  const titleId = useId();
  const data = useProgress();
  const entries = (data ?? []).filter(unfinished).slice(0, ROW_SIZE);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.Continue}>
      <h2 id={titleId} className={styles.ContinueTitle}>
        Continuar viendo
      </h2>
      <ul className={styles.ContinueList}>
        {entries.map((entry) => (
          <li key={entry.slug} className={styles.ContinueItem}>
            <NextLink href={`${path}/${entry.slug}`} className={styles.ContinueLink}>
              {entry.recorded_class.title}
            </NextLink>
            <span className={styles.ContinueMeta}>
              {entry.recorded_class.category_label} ·{' '}
              <span aria-hidden="true">Vas en {formatClock(entry.position_seconds)}</span>
              <VisuallyHidden>Vas en {spokenClock(entry.position_seconds)}</VisuallyHidden>
            </span>
            <progress
              className={styles.ContinueBar}
              max={100}
              value={entry.progress}
              aria-label={`Avance de ${entry.recorded_class.title}`}
            >
              {Math.round(entry.progress)} %
            </progress>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Mark({ slug }: { slug: string }) {
  const data = useProgress();
  const entry = data?.find((item) => item.slug === slug);
  if (!entry) return null;
  if (entry.completed) {
    return (
      <p className={styles.Done}>
        <span aria-hidden="true">✓ </span>Vista
      </p>
    );
  }
  if (entry.position_seconds <= 0) return null;
  return (
    <p className={styles.Started}>
      <span aria-hidden="true">Vas en {formatClock(entry.position_seconds)}</span>
      <VisuallyHidden>Vas en {spokenClock(entry.position_seconds)}</VisuallyHidden>
    </p>
  );
}

export function ContinueWatchingRow({ path }: { path: string }) {
  return (
    <PageQueryClient>
      <Row path={path} />
    </PageQueryClient>
  );
}

export function ProgressMark({ slug }: { slug: string }) {
  return (
    <PageQueryClient>
      <Mark slug={slug} />
    </PageQueryClient>
  );
}
