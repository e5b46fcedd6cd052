import { useId } from 'react';
import { ContentActions } from '@/components/content/ContentActions';
import type { Page } from '../_lib/load';
import styles from './Home.module.css';

/**
 * The closing call to action (`pages/aprende-consigue-vida-saludable/`, issue #18): its heading,
 * subheading and actions on a dark band. Nothing without a heading or an action.
 */
export function CallToAction({ page }: { page: Page | null }) {
  const headingId = useId();
  const heading = page?.content.heading?.trim() || page?.title?.trim();
  if (!page || !heading || (page.content.actions ?? []).length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.Cta}>
      <div className={styles.CtaInner}>
        <h2 id={headingId} className={styles.CtaTitle}>
          {heading}
        </h2>
        {page.content.subheading?.trim() && (
          <p className={styles.CtaLead}>{page.content.subheading}</p>
        )}
        <ContentActions actions={page.content.actions ?? []} onDark />
      </div>
    </section>
  );
}
