import { CatalogView, type CatalogFilterGroup } from '@/components/catalog/CatalogView';
import { LiveClassCard } from '@/components/live-classes/LiveClassCard';
import type { CatalogNouns, ResolvedCatalog } from '@/lib/catalog/catalog';
import { limaYear } from '@/lib/live-classes/dates';
import { MENTOR_PARAM, type LiveClass } from '../_lib/load';

export const LIVE_CLASS_NOUNS: CatalogNouns = {
  one: 'clase en vivo',
  many: 'clases en vivo',
  all: 'todas las clases en vivo',
  counted: ['clase', 'clases'],
};

export interface LiveClassCatalogProps {
  /** The area's path (`/clases-en-vivo`). */
  path: string;
  catalog: ResolvedCatalog<LiveClass>;
  /** Now, as the page is rendered. */
  now: Date;
}

/**
 * The person chosen in the address (`?imparte=`), as a filter that shows who it is and leads back
 * to everyone's classes; none when no one is chosen (home's «Nuestros especialistas» lead here).
 */
function mentorFilter(catalog: ResolvedCatalog<LiveClass>): CatalogFilterGroup[] {
  const slug = catalog.filters[MENTOR_PARAM];
  if (!slug) return [];
  const mentor = catalog.answer.results.find((item) => item.mentor?.slug === slug)?.mentor;
  return [
    {
      param: MENTOR_PARAM,
      title: 'Imparte',
      allLabel: 'Todas las personas',
      options: mentor ? [{ value: slug, label: mentor.name }] : [],
    },
  ];
}

/** The live classes' catalog: the catalog pattern (components/catalog) with live-class cards. */
export function LiveClassCatalog({ path, catalog, now }: LiveClassCatalogProps) {
  const currentYear = limaYear(now);
  return (
    <CatalogView
      path={path}
      catalog={catalog}
      nouns={LIVE_CLASS_NOUNS}
      filterGroups={mentorFilter(catalog)}
      itemKey={(liveClass) => liveClass.slug}
      renderItem={(liveClass) => (
        <LiveClassCard
          liveClass={liveClass}
          href={`${path}/${liveClass.slug}`}
          now={now}
          currentYear={currentYear}
        />
      )}
      resultsHeading={(label) => (label ? `Clases de ${label}` : 'Clases')}
      empty={{
        selection: 'No hay clases en vivo de esta categoría por ahora.',
        none: 'No hay clases en vivo programadas por ahora.',
        elsewhere: { href: '/clases-grabadas', label: 'Ver las clases grabadas' },
      }}
    />
  );
}
