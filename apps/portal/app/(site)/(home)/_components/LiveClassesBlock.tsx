import { Block } from '@/components/content/Block';
import { ContentActions } from '@/components/content/ContentActions';
import { Lead } from '@/components/content/PageIntro';
import { LiveClassCard } from '@/components/live-classes/LiveClassCard';
import { classEnd, limaYear } from '@/lib/live-classes/dates';
import type { LiveResources } from '../_lib/load';
import styles from './Home.module.css';

/** How many upcoming classes home shows. */
const HOME_LIVE_CLASSES = 3;

/**
 * The upcoming live classes (`wellness/sections/home_live_resources/`, issue #18), each leading to
 * its page under /clases-en-vivo, and the block's actions («Ver todas las clases»). A class that
 * has ended by the time the page is rendered is left out; nothing when none is left.
 */
export function LiveClassesBlock({ block, now }: { block: LiveResources | null; now: Date }) {
  const upcoming = (block?.results ?? [])
    .filter((liveClass) => classEnd(liveClass.starts_at, liveClass.duration_minutes) > now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .slice(0, HOME_LIVE_CLASSES);
  if (!block || upcoming.length === 0) return null;
  const heading = block.heading?.trim() || 'Próximas clases en vivo';
  return (
    <Block heading={heading}>
      {block.subheading?.trim() && <Lead>{block.subheading}</Lead>}
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
    </Block>
  );
}
