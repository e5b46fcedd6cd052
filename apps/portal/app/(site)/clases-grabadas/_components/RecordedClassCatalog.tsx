import type { ReactNode } from 'react';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { CatalogView } from '@/components/catalog/CatalogView';
import type { CatalogNouns, ResolvedCatalog } from '@/lib/catalog/catalog';
import { formatDuration } from '@/lib/live-classes/dates';
import type { RecordedClass } from '../_lib/load';
import { routeLabel } from '@/lib/routes';

export const RECORDED_CLASS_NOUNS: CatalogNouns = {
  one: 'clase grabada',
  many: 'clases grabadas',
  all: 'todas las clases grabadas',
  counted: ['clase', 'clases'],
};

export interface RecordedClassCatalogProps {
  /** The area's path (`/clases-grabadas`). */
  path: string;
  catalog: ResolvedCatalog<RecordedClass>;
  /** What a card adds for the signed-in person (their progress: a client island). */
  progressOf?: (recordedClass: RecordedClass) => ReactNode;
}

/** The recorded classes' catalog: the catalog pattern (components/catalog) with class cards. */
export function RecordedClassCatalog({ path, catalog, progressOf }: RecordedClassCatalogProps) {
  return (
    <CatalogView
      path={path}
      catalog={catalog}
      nouns={RECORDED_CLASS_NOUNS}
      itemKey={(recordedClass) => recordedClass.slug}
      renderItem={(recordedClass) => (
        <CatalogCard
          title={recordedClass.title}
          href={`${path}/${recordedClass.slug}`}
          image={recordedClass.image}
          tags={{ category: recordedClass.category_label, isPro: recordedClass.is_pro }}
          facts={[
            { term: 'Duración', detail: formatDuration(recordedClass.duration_minutes) },
            ...(recordedClass.mentor
              ? [{ term: 'Mentor', detail: `Con ${recordedClass.mentor.name}` }]
              : []),
          ]}
          actions={recordedClass.actions}
        >
          {progressOf?.(recordedClass)}
        </CatalogCard>
      )}
      resultsHeading={(label) => (label ? `${routeLabel(path)} de ${label}` : routeLabel(path))}
      empty={{
        selection: 'No hay clases grabadas de esta categoría por ahora.',
        none: 'Todavía no hay clases grabadas.',
        elsewhere: { href: '/clases-en-vivo', label: 'Ver las clases en vivo' },
      }}
    />
  );
}
