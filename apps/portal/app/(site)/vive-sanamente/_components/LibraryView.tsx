import { Button } from '@vivasalud/ui/button';
import { Pagination } from '@vivasalud/ui/pagination';
import NextLink from 'next/link';
import { CatalogCard } from '@/components/catalog/CatalogCard';
import { FilterFieldset } from '@/components/catalog/FilterFieldset';
import { FilterForm } from '@/components/catalog/FilterForm';
import { SearchField } from '@/components/catalog/SearchField';
import { ResultsHeading } from '@/components/catalog/ResultsHeading';
import catalog from '@/components/catalog/Catalog.module.css';
import {
  CATEGORY_PARAM,
  hasChoice,
  libraryHref,
  PILLAR_PARAM,
  problemText,
  SEARCH_MAX,
  SEARCH_PARAM,
  TOPIC_PARAM,
  TYPE_PARAM,
  type FilterOptions,
  type LibraryProblem,
  type LibraryState,
} from '../_lib/filters';
import type { LibraryAnswer } from '../_lib/load';
import { publicationHref, TYPES, typeTag, type Publication, type TypeInfo } from '../_lib/types';
import { durationText } from '../_lib/text';
import styles from './Library.module.css';

export interface LibraryViewProps {
  /** The page's path: the library or a type's page. */
  path: string;
  /** The name of what is listed («Vive sanamente», «Videos»), for the results' heading. */
  title: string;
  /** A type's page: its type (not a filter there). */
  fixedType: TypeInfo | null;
  state: LibraryState;
  problems: readonly LibraryProblem[];
  options: FilterOptions;
  answer: LibraryAnswer;
}

const RESULTS_ID = 'resultados';

/** «12 publicaciones», «1 video», with the search and the page when they matter. */
export function resultLine(
  answer: Pick<LibraryAnswer, 'total' | 'page' | 'pageCount'>,
  type: TypeInfo | null,
  search: string | null,
): string {
  const [one, many] = type ? [type.one, type.many] : ['publicación', 'publicaciones'];
  const items = `${answer.total} ${answer.total === 1 ? one : many}`;
  const searched = search ? ` para «${search}»` : '';
  const paging = answer.pageCount > 1 ? `. Página ${answer.page} de ${answer.pageCount}` : '';
  return `${items}${searched}${paging}.`;
}

/**
 * A list of the library (`/vive-sanamente` and each type's page), a server component: notices
 * about the address, the search and filter form (fieldsets of native checkboxes and radios, in
 * the HTML; on a phone folded under «Filtros», with «Ver N resultados»), the result line (a live
 * region), the cards and the pagination. Every control leads to another address of the list.
 */
export function LibraryView({
  path,
  title,
  fixedType,
  state,
  problems,
  options,
  answer,
}: LibraryViewProps) {
  const fixed = fixedType?.type ?? null;
  const listedType = fixedType ?? TYPES.find((entry) => entry.type === state.type) ?? null;
  const here = libraryHref(path, { ...state, page: answer.page }, fixed);
  const selection = libraryHref(path, { ...state, page: 1 }, fixed);
  const chosen = hasChoice(state, fixed);
  const applied =
    (state.category ? 1 : 0) +
    state.pillars.length +
    state.topics.length +
    (state.type && state.type !== fixed ? 1 : 0);
  const notices = [
    ...problems.map((problem) => problemText(problem)),
    ...(answer.pastTheEnd ? [problemText('pagina-inexistente', answer.pageCount)] : []),
  ];

  return (
    <div className={catalog.Catalog}>
      {notices.map((notice) => (
        <p key={notice} className={catalog.Notice}>
          {notice}
        </p>
      ))}

      <FilterForm
        action={path}
        address={here}
        label={`Buscar y filtrar ${listedType && fixedType ? listedType.many : 'publicaciones'}`}
        className={styles.Form}
      >
        <SearchField
          id="buscar"
          name={SEARCH_PARAM}
          label={`Buscar en ${fixedType ? `${fixedType.many} de Vive sanamente` : 'Vive sanamente'}`}
          hint="Por título, resumen o tema. Por ejemplo: sueño, presión alta, dengue."
          defaultValue={state.search ?? ''}
          maxLength={SEARCH_MAX}
        />

        <details className={styles.Fold}>
          <summary className={styles.FoldSummary}>
            Filtros{applied > 0 ? ` (${applied} ${applied === 1 ? 'aplicado' : 'aplicados'})` : ''}
          </summary>
          <div className={styles.Filters}>
            <FilterFieldset
              legend="Categoría"
              name={CATEGORY_PARAM}
              kind="radio"
              allLabel="Todas"
              options={options.categories}
              selected={state.category ? [state.category] : []}
            />
            <FilterFieldset
              legend="Pilar"
              name={PILLAR_PARAM}
              kind="checkbox"
              options={options.pillars}
              selected={state.pillars}
            />
            <FilterFieldset
              legend="Tema"
              name={TOPIC_PARAM}
              kind="checkbox"
              options={options.topics}
              selected={state.topics}
            />
            {fixedType === null && (
              <FilterFieldset
                legend="Tipo"
                name={TYPE_PARAM}
                kind="radio"
                allLabel="Todos"
                options={TYPES.map((entry) => ({ value: entry.type, label: typeTag(entry.type) }))}
                selected={state.type ? [state.type] : []}
              />
            )}
          </div>
          <div className={styles.FormActions}>
            <Button type="submit" variant="outline">
              Aplicar filtros
            </Button>
            {chosen && (
              <NextLink href={path} className={styles.Clear}>
                Quitar filtros
              </NextLink>
            )}
          </div>
          <p className={styles.SeeResults}>
            <a href={`#${RESULTS_ID}`}>
              Ver {answer.total} {answer.total === 1 ? 'resultado' : 'resultados'}
            </a>
          </p>
        </details>
      </FilterForm>

      <section aria-labelledby={RESULTS_ID} className={styles.Results}>
        <ResultsHeading
          id={RESULTS_ID}
          className={catalog.ResultsTitle}
          selection={selection}
          page={answer.page}
        >
          {chosen ? `Resultados en ${title}` : title}
        </ResultsHeading>
        <p role="status" className={catalog.Summary}>
          {resultLine(answer, listedType, state.search)}
        </p>
        {answer.results.length > 0 ? (
          <ul className={catalog.List}>
            {answer.results.map((publication) => (
              <li key={publication.id}>
                <PublicationCard publication={publication} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={catalog.Empty}>
            <p>
              {chosen
                ? 'No encontramos publicaciones con estos filtros. Prueba con menos filtros o con otras palabras.'
                : 'Todavía no hay publicaciones aquí.'}
            </p>
            {chosen && (
              <p>
                <NextLink href={path}>Quitar filtros</NextLink>
              </p>
            )}
          </div>
        )}
      </section>

      <Pagination
        page={answer.page}
        pageCount={answer.pageCount}
        getHref={(target) => libraryHref(path, { ...state, page: target }, fixed)}
        linkComponent={NextLink}
      />
    </div>
  );
}

/** A publication's card: image, category and type, title (to its page), summary and length. */
export function PublicationCard({ publication }: { publication: Publication }) {
  const length = durationText(publication.type, publication.duration);
  return (
    <CatalogCard
      title={publication.title}
      href={publicationHref(publication)}
      image={publication.image}
      tags={{
        category: publication.category.nombre,
        isPro: false,
        extra: typeTag(publication.type),
      }}
      facts={[
        { term: 'Resumen', detail: publication.summary },
        ...(length ? [{ term: 'Duración', detail: length }] : []),
      ]}
      actions={null}
    />
  );
}
