import { CatalogCard } from '@/components/catalog/CatalogCard';
import { liveClassActions } from '@/lib/live-classes/actions';
import { formatClassStart, formatDuration, hasEnded } from '@/lib/live-classes/dates';
import type { LiveClass } from '@/lib/live-classes/types';

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
 * A live class in the catalog and on home (a server component): the catalog card with the date
 * and time in Lima, the duration and the mentor; a class that has ended says «Finalizada» and
 * leads to the recorded classes. Its action is one that works (`liveClassActions`), or its page.
 */
export function LiveClassCard({ liveClass, href, now, currentYear }: LiveClassCardProps) {
  const ended = hasEnded(liveClass, now);
  const actions = liveClassActions(liveClass.actions, { ended, classPath: href });
  return (
    <CatalogCard
      title={liveClass.title}
      href={href}
      image={liveClass.image}
      tags={{
        category: liveClass.category_label,
        isPro: liveClass.is_pro,
        extra: ended ? 'Finalizada' : undefined,
      }}
      facts={[
        {
          term: 'Fecha y hora (hora de Lima)',
          detail: (
            <time dateTime={liveClass.starts_at}>
              {formatClassStart(liveClass.starts_at, currentYear)}
            </time>
          ),
        },
        { term: 'Duración', detail: formatDuration(liveClass.duration_minutes) },
        ...(liveClass.mentor ? [{ term: 'Imparte', detail: `Con ${liveClass.mentor.name}` }] : []),
      ]}
      actions={actions.length > 0 ? actions : [{ title: 'Ver detalles', link: href }]}
    />
  );
}
