import { CatalogCard } from '@/components/catalog/CatalogCard';
import { CatalogView, type CatalogFilterGroup } from '@/components/catalog/CatalogView';
import type { CatalogNouns, ResolvedCatalog } from '@/lib/catalog/catalog';
import type { CatalogFilters } from '@/lib/catalog/params';
import { TYPE_PARAM, type Guide } from '../_lib/load';
import { routeLabel } from '@/lib/routes';

/** The publication types the guides are filtered by (`publication_type`), as people read them. */
export const PUBLICATION_TYPES = [
  { value: 'guia', label: 'Guías', one: 'guía', many: 'guías' },
  { value: 'consejo', label: 'Consejos', one: 'consejo', many: 'consejos' },
] as const;

const TYPE_FILTER: CatalogFilterGroup = {
  param: TYPE_PARAM,
  title: 'Filtrar por tipo',
  allLabel: 'Todos',
  options: PUBLICATION_TYPES.map(({ value, label }) => ({ value, label })),
};

const typeOf = (filters: CatalogFilters) =>
  PUBLICATION_TYPES.find((type) => type.value === filters[TYPE_PARAM]);

/** The title's name of the type filter («Consejos»), or null. */
export function typeLabel(filters: CatalogFilters): string | null {
  return typeOf(filters)?.label ?? null;
}

/** What the list holds, named by the type chosen («12 consejos de Sueño»). */
export function guideNouns(filters: CatalogFilters): CatalogNouns {
  const type = typeOf(filters);
  return type
    ? {
        one: type.one,
        many: type.many,
        all: 'todas las guías y consejos',
        counted: [type.one, type.many],
      }
    : {
        one: 'guía o consejo',
        many: 'guías y consejos',
        all: 'todas las guías y consejos',
        counted: ['publicación', 'publicaciones'],
      };
}

/** A publication type's name on a card («Guía»). */
function typeTag(value: string): string | undefined {
  const type = PUBLICATION_TYPES.find((entry) => entry.value === value);
  return type ? type.one.charAt(0).toUpperCase() + type.one.slice(1) : undefined;
}

export interface GuideCatalogProps {
  /** The area's path (`/guias-y-consejos`). */
  path: string;
  catalog: ResolvedCatalog<Guide>;
}

/** The guides and tips' catalog: the catalog pattern with a filter by type (`?tipo=`). */
export function GuideCatalog({ path, catalog }: GuideCatalogProps) {
  const nouns = guideNouns(catalog.filters);
  return (
    <CatalogView
      path={path}
      catalog={catalog}
      nouns={nouns}
      filterGroups={[TYPE_FILTER]}
      itemKey={(guide) => guide.slug}
      renderItem={(guide) => (
        <CatalogCard
          title={guide.title}
          href={`${path}/${guide.slug}`}
          image={guide.image}
          tags={{
            category: guide.category_label,
            isPro: guide.is_pro,
            extra: typeTag(guide.publication_type),
          }}
          facts={[
            ...(guide.copy ? [{ term: 'Resumen', detail: guide.copy }] : []),
            ...(guide.reading_minutes
              ? [{ term: 'Tiempo de lectura', detail: `${guide.reading_minutes} min de lectura` }]
              : []),
          ]}
          actions={guide.actions}
        />
      )}
      resultsHeading={(label) => (label ? `${routeLabel(path)} de ${label}` : routeLabel(path))}
      empty={{
        selection: `No hay ${nouns.many} de esta selección por ahora.`,
        none: 'Todavía no hay guías ni consejos.',
      }}
    />
  );
}
