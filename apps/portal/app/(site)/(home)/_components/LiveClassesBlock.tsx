import { useId } from 'react';
import { ContentActions } from '@/components/content/ContentActions';
import { LiveClassCard } from '@/components/live-classes/LiveClassCard';
import { classEnd, limaYear } from '@/lib/live-classes/dates';
import type { LiveResources } from '../_lib/load';
import pageStyles from '@/components/content/ContentPage.module.css';
import styles from './Home.module.css';

/** How many upcoming classes home shows. */
const HOME_LIVE_CLASSES = 3;

/**
 * The upcoming live classes (`wellness/sections/home_live_resources/`, issue #18), each leading to
 * its page under /clases-en-vivo, and the block's actions («Ver todas las clases»). A class that
 * has ended by the time the page is rendered is left out; nothing when none is left.
 */
export function LiveClassesBlock({ block, now }: { block: LiveResources | null; now: Date }) {
  const headingId = useId();
  const upcoming = (block?.results ?? [])
    .filter((liveClass) => classEnd(liveClass.starts_at, liveClass.duration_minutes) > now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .slice(0, HOME_LIVE_CLASSES);
  if (!block || upcoming.length === 0) return null;
  const heading = block.heading?.trim() || 'Próximas clases en vivo';
  return (
    <section aria-labelledby={headingId} className={pageStyles.Block}>
      <h2 id={headingId} className={pageStyles.BlockTitle}>
        {heading}
      </h2>
      {block.subheading?.trim() && <p className={pageStyles.Lead}>{block.subheading}</p>}
      <ul className={styles.CardList}>
        {upcoming.map((liveClass) => (
          <li key={liveClass.slug}>
            <LiveClassCard
              liveClass={liveClass}
              href={`/clases-en-vivo/${encodeURIComponent(liveClass.slug)}`}
              now={now}
              currentYear={limaYear(now)}
            />
          </li>
        ))}
      </ul>
      <ContentActions actions={block.actions ?? []} look="links" />
    </section>
  );
}
