import { CatalogView } from '@/components/catalog/CatalogView';
import { LiveClassCard } from '@/components/live-classes/LiveClassCard';
import type { CatalogNouns, ResolvedCatalog } from '@/lib/catalog/catalog';
import { limaYear } from '@/lib/live-classes/dates';
import type { LiveClass } from '../_lib/load';

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

/** The live classes' catalog: the catalog pattern (components/catalog) with live-class cards. */
export function LiveClassCatalog({ path, catalog, now }: LiveClassCatalogProps) {
  const currentYear = limaYear(now);
  return (
    <CatalogView
      path={path}
      catalog={catalog}
      nouns={LIVE_CLASS_NOUNS}
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
