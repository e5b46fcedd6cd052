import { CatalogCard } from '@/components/catalog/CatalogCard';
import { CatalogView, type CatalogFilterGroup } from '@/components/catalog/CatalogView';
import type { CatalogNouns, ResolvedCatalog } from '@/lib/catalog/catalog';
import NextLink from 'next/link';
import { DISCIPLINE_PARAM, DISTRICT_PARAM, inPersonHref, IN_PERSON_PATH } from '../_lib/address';
import type { InPersonAnswer, InPersonClass, InPersonFacet } from '../_lib/load';
import { lowestPriceLabel } from '../_lib/price';
import { formatWeeklySchedule } from '../_lib/schedule';
import styles from './InPerson.module.css';

export const IN_PERSON_NOUNS: CatalogNouns = {
  one: 'experiencia presencial',
  many: 'experiencias presenciales',
  all: 'todas las experiencias presenciales',
  counted: ['clase', 'clases'],
};

export interface InPersonCatalogProps {
  catalog: ResolvedCatalog<InPersonClass>;
}

/** The choices of a facet: those with classes under the other filter, and the one chosen. */
function options(facets: readonly InPersonFacet[], current: string | null) {
  return facets
    .filter((facet) => facet.count > 0 || facet.slug === current)
    .map((facet) => ({ value: facet.slug, label: `${facet.label} (${facet.count})` }));
}

const labelOf = (facets: readonly InPersonFacet[], slug: string | null) =>
  (slug && facets.find((facet) => facet.slug === slug)?.label) || null;

/** «Experiencias de Yoga en Miraflores». */
export function resultsHeading(discipline: string | null, district: string | null): string {
  return `Experiencias${discipline ? ` de ${discipline}` : ''}${district ? ` en ${district}` : ''}`;
}

/** One class's card: discipline, place and district, weekly schedule, the lowest price. */
export function InPersonCard({ item }: { item: InPersonClass }) {
  const href = `${IN_PERSON_PATH}/${item.slug}`;
  return (
    <CatalogCard
      title={item.title}
      href={href}
      image={item.image}
      tags={{ category: item.discipline_label, isPro: false }}
      facts={[
        { term: 'Lugar', detail: `${item.location.name}, ${item.location.district}` },
        { term: 'Horario', detail: formatWeeklySchedule(item.schedule) },
        { term: 'Precio', detail: lowestPriceLabel(item.price, item.igv_included) },
      ]}
      actions={[{ title: 'Ver horarios y precios', link: href }]}
    />
  );
}

/**
 * The in-person catalog (a server component: no JavaScript of its own): the discipline and
 * district filters as links (`?disciplina=&distrito=`), the cards and the pages — the catalog
 * pattern (components/catalog). The service failing is said, with a link to try again; the rest
 * of the page stays.
 */
export function InPersonCatalog({ catalog }: InPersonCatalogProps) {
  const answer = catalog.answer as InPersonAnswer;
  const discipline = catalog.filters[DISCIPLINE_PARAM] ?? null;
  const district = catalog.filters[DISTRICT_PARAM] ?? null;
  if (answer.failed) {
    return (
      <div className={styles.Failed} role="alert">
        <p>
          No pudimos cargar las experiencias presenciales. Inténtalo nuevamente en unos minutos.
        </p>
        <p>
          <NextLink href={inPersonHref({ discipline, district, page: catalog.page })}>
            Reintentar
          </NextLink>
        </p>
      </div>
    );
  }
  const filterGroups: CatalogFilterGroup[] = [
    {
      param: DISCIPLINE_PARAM,
      title: 'Filtrar por disciplina',
      allLabel: 'Todas las disciplinas',
      options: options(answer.disciplines, discipline),
    },
    {
      param: DISTRICT_PARAM,
      title: 'Filtrar por distrito',
      allLabel: 'Todos los distritos',
      options: options(answer.districts, district),
    },
  ];
  const heading = resultsHeading(
    labelOf(answer.disciplines, discipline),
    labelOf(answer.districts, district),
  );
  return (
    <CatalogView
      path={IN_PERSON_PATH}
      // The area filters by discipline and district only (a `?categoria=` means nothing here).
      catalog={{ ...catalog, category: null }}
      nouns={IN_PERSON_NOUNS}
      filterGroups={filterGroups}
      itemKey={(item) => item.slug}
      renderItem={(item) => <InPersonCard item={item} />}
      resultsHeading={() => heading}
      empty={{
        selection: 'No hay experiencias presenciales con estos filtros por ahora.',
        none: 'No hay experiencias presenciales programadas por ahora.',
        elsewhere: { href: '/clases-en-vivo', label: 'Ver las clases en vivo' },
      }}
    />
  );
}
