import { CatalogCard } from '@/components/catalog/CatalogCard';
import { formatClassStart, formatDuration } from '@/lib/live-classes/dates';
import { formatPrice } from '../_lib/price';
import { hasPassed, type ExpertSession } from '../_lib/specialty';
import { modeLabel } from '../_lib/modes';

export interface ExpertSessionCardProps {
  session: ExpertSession;
  /** The session's page. */
  href: string;
  now: Date;
  /** The year in Lima as the page is rendered (dates of another year say theirs). */
  currentYear: number;
}

/**
 * A session with an expert in the catalog (the catalog card): its expert's photo, specialty and
 * mode, its title to its page, when (in Lima time), who and the price; «Finalizada» once it has
 * passed. Its action is its page: reserving is not built yet (the service's «Reservar sesión»
 * leads to the page itself).
 */
export function ExpertSessionCard({ session, href, now, currentYear }: ExpertSessionCardProps) {
  const passed = hasPassed(session, now);
  return (
    <CatalogCard
      title={session.title}
      href={href}
      image={session.expert.photo ?? null}
      tags={{
        category: session.expert.specialty,
        isPro: false,
        extra: passed ? 'Finalizada' : modeLabel(session.mode),
      }}
      facts={[
        {
          term: 'Fecha',
          detail: (
            <time dateTime={session.starts_at}>
              {formatClassStart(session.starts_at, currentYear)}
            </time>
          ),
        },
        { term: 'Duración', detail: formatDuration(session.duration_minutes) },
        { term: 'Experto', detail: session.expert.name },
        { term: 'Precio', detail: formatPrice(session.price) },
      ]}
      actions={[{ title: 'Ver la sesión', link: href }]}
    />
  );
}
