import NextLink from 'next/link';
import { ContentActions } from '@/components/content/ContentActions';
import { OptimizedImage } from '@/components/content/OptimizedImage';
import { classEnd, formatClassStart, formatDuration } from '@/lib/live-classes/dates';
import type { LiveClass } from '@/lib/live-classes/types';
import { ClassTags } from './ClassTags';
import styles from './LiveClassCard.module.css';

/** The widths a card's image is shown at (one to three columns), at 1x and 2x. */
const CARD_IMAGE_WIDTHS = [390, 640, 828] as const;
const CARD_IMAGE_SIZES = '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** Where a class's card leads when the service gives it no action (spec §2: default «/»). */
const DEFAULT_ACTION = { title: 'Ver más', link: '/' };

export interface LiveClassCardProps {
  liveClass: LiveClass;
  /** The detail page's address. */
  href: string;
  /** Now, as the page was rendered: a class that ended says so. */
  now: Date;
  /** The year in Lima now: a date of another year names it. */
  currentYear: number;
}

/**
 * A live class in the catalog (a server component: no JavaScript): image or placeholder, title
 * (to its page), date and time in Lima, duration, mentor, a «Pro» tag, and its first action.
 */
export function LiveClassCard({ liveClass, href, now, currentYear }: LiveClassCardProps) {
  const ended = classEnd(liveClass.starts_at, liveClass.duration_minutes) < now;
  const action = liveClass.actions[0] ?? DEFAULT_ACTION;
  return (
    <article className={styles.Card}>
      <div className={styles.Media}>
        {liveClass.image ? (
          <OptimizedImage
            src={liveClass.image}
            alt=""
            width={640}
            height={360}
            sizes={CARD_IMAGE_SIZES}
            widths={CARD_IMAGE_WIDTHS}
          />
        ) : (
          <div className={styles.Placeholder} aria-hidden="true">
            VivaSalud
          </div>
        )}
      </div>
      <div className={styles.Body}>
        <ClassTags
          category={liveClass.category_label}
          isPro={liveClass.is_pro}
          {...(ended ? { extra: 'Finalizada' } : {})}
        />
        <h3 className={styles.Title}>
          <NextLink href={href} className={styles.TitleLink}>
            {liveClass.title}
          </NextLink>
        </h3>
        <dl className={styles.Facts}>
          <dt>Fecha y hora (hora de Lima)</dt>
          <dd>
            <time dateTime={liveClass.starts_at}>
              {formatClassStart(liveClass.starts_at, currentYear)}
            </time>
          </dd>
          <dt>Duración</dt>
          <dd>{formatDuration(liveClass.duration_minutes)}</dd>
          {liveClass.mentor && (
            <>
              <dt>Mentor</dt>
              <dd>Con {liveClass.mentor.name}</dd>
            </>
          )}
        </dl>
        <div className={styles.Action}>
          <ContentActions actions={[action]} look="links" />
        </div>
      </div>
    </article>
  );
}
