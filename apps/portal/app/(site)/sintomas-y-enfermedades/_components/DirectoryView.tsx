import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import NextLink from 'next/link';
import { FilterForm } from '@/components/catalog/FilterForm';
import { SearchField } from '@/components/catalog/SearchField';
import catalog from '@/components/catalog/Catalog.module.css';
import {
  DIRECTORY_NAME,
  DIRECTORY_PATH,
  directoryHref,
  frequentTopics,
  LETTERS,
  letterIndex,
  mostSearched,
  problemText,
  QUERY_MAX,
  QUERY_PARAM,
  type DirectoryProblem,
  type DirectoryState,
  type Letter,
} from '../_lib/directory';
import type { SearchOutcome, SearchTag, SymptomEntry, TagResults } from '../_lib/load';
import { CountTagSearch } from './CountTagSearch';
import { EmergencyNote } from './EmergencyNote';
import { SearchResultLink } from './SearchResultLink';
import styles from './Symptoms.module.css';

export interface DirectoryViewProps {
  state: DirectoryState;
  problems: readonly DirectoryProblem[];
  /** The public entries (ACT). */
  entries: readonly SymptomEntry[];
  /** The search's outcome when the address searches (`?q=`). */
  search: SearchOutcome | null;
  /** The active search tags (the frequent topics). */
  tags: readonly SearchTag[];
  /** A topic's results when the address asks one (`?tema=`). */
  topic: TagResults | null;
}

const RESULTS_ID = 'resultados';

/**
 * The symptoms and diseases directory (issue #31), a server component: notices about the
 * address, the search box (a GET form in the HTML: it works before and without JavaScript), then
 * what the address asks — a search's results, a letter's conditions or the whole index — with the
 * A–Z (NHS.uk's pattern: every letter shown, those without conditions not linked) and «Lo más
 * buscado».
 */
export function DirectoryView({
  state,
  problems,
  entries,
  search,
  tags,
  topic,
}: DirectoryViewProps) {
  const index = letterIndex(entries);
  return (
    <div className={styles.Directory}>
      {problems.map((problem) => (
        <p key={problem} className={catalog.Notice}>
          {problemText(problem)}
        </p>
      ))}

      <FilterForm
        action={DIRECTORY_PATH}
        address={directoryHref(state)}
        label={`Buscar ${DIRECTORY_NAME.toLocaleLowerCase('es')}`}
      >
        <SearchField
          id="q"
          name={QUERY_PARAM}
          label="Busca un síntoma o una enfermedad"
          hint="Escríbelo con tus palabras. Por ejemplo: presión alta, azúcar en la sangre, pulmonía."
          defaultValue={state.query ?? ''}
          maxLength={QUERY_MAX}
        />
      </FilterForm>

      {state.query !== null && search !== null && (
        <SearchResults query={state.query} outcome={search} />
      )}
      {state.query === null && topic !== null && <TopicResults topic={topic} />}

      {state.query === null && state.letter === null && (
        <FrequentTopics tags={tags} current={topic?.etiqueta ?? null} />
      )}

      <AlphabetNav index={index} current={state.letter} />

      {state.query === null &&
        topic === null &&
        (state.letter !== null ? (
          <LetterGroup letter={state.letter} entries={index.get(state.letter) ?? []} single />
        ) : (
          <>
            <MostSearched entries={entries} />
            {LETTERS.filter((letter) => (index.get(letter) ?? []).length > 0).map((letter) => (
              <LetterGroup key={letter} letter={letter} entries={index.get(letter)!} />
            ))}
          </>
        ))}
    </div>
  );
}

/** «3 resultados para «presion alta».» */
export function resultLine(total: number, query: string): string {
  return `${total} ${total === 1 ? 'resultado' : 'resultados'} para «${query}».`;
}

const MATCHED_BY = { sinonimo: 'Lo encontramos por', etiqueta: 'Tema:' } as const;

function SearchResults({ query, outcome }: { query: string; outcome: SearchOutcome }) {
  return (
    <section aria-labelledby={RESULTS_ID} className={styles.Results}>
      <h2 id={RESULTS_ID} className={catalog.ResultsTitle}>
        Resultados de tu búsqueda
      </h2>
      {outcome.status === 'failed' ? (
        <div className={catalog.Empty}>
          <p role="status">
            No pudimos buscar en este momento. Inténtalo de nuevo en unos minutos o busca en el
            índice de la A a la Z.
          </p>
          <EmergencyNote headingLevel={3} />
        </div>
      ) : (
        <>
          <p role="status" className={catalog.Summary}>
            {resultLine(outcome.answer.total, query)}
          </p>
          {outcome.answer.sugerencia && (
            <p className={styles.Suggestion}>
              ¿Quisiste decir{' '}
              <NextLink href={directoryHref({ query: outcome.answer.sugerencia })}>
                {outcome.answer.sugerencia}
              </NextLink>
              ?
            </p>
          )}
          {outcome.answer.resultados.length > 0 ? (
            <ol className={styles.ResultList}>
              {outcome.answer.resultados.map((result) => (
                <li key={result.id} className={styles.Result}>
                  <h3 className={styles.ResultTitle}>
                    <SearchResultLink href={result.url} slug={result.slug}>
                      {result.nombre}
                    </SearchResultLink>
                  </h3>
                  <p className={styles.ResultSummary}>{result.resumen}</p>
                  {(result.coincidencia.campo === 'sinonimo' ||
                    result.coincidencia.campo === 'etiqueta') && (
                    <p className={styles.Matched}>
                      {MATCHED_BY[result.coincidencia.campo]} «{result.coincidencia.texto}»
                    </p>
                  )}
                </li>
              ))}
            </ol>
          ) : (
            <div className={catalog.Empty}>
              <p>No encontramos síntomas ni enfermedades para tu búsqueda. Puedes:</p>
              <ul className={styles.Tips}>
                <li>
                  revisar cómo está escrita o usar otras palabras («dolor de cabeza» en vez de
                  «cefalea»);
                </li>
                <li>buscar por la primera letra en el índice de la A a la Z, más abajo.</li>
              </ul>
              <EmergencyNote headingLevel={3} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * A topic's results (the search by tag of spec §1): its conditions (opened from here, a condition
 * counts for «Lo más buscado») and their mini-manuals; the topic counts once per visitor and day.
 */
function TopicResults({ topic }: { topic: TagResults }) {
  return (
    <section aria-labelledby={RESULTS_ID} className={styles.Results}>
      <CountTagSearch tag={topic.etiqueta} />
      <h2 id={RESULTS_ID} className={catalog.ResultsTitle}>
        Sobre {topic.nombre}
      </h2>
      <p role="status" className={catalog.Summary}>
        {topic.total} {topic.total === 1 ? 'resultado' : 'resultados'} sobre «{topic.nombre}».
      </p>
      <ol className={styles.ResultList}>
        {topic.resultados.map((result) => (
          <li key={`${result.tipo}-${result.id}`} className={styles.Result}>
            <h3 className={styles.ResultTitle}>
              {result.tipo === 'sintoma' ? (
                <SearchResultLink href={result.url} slug={result.url.split('/').pop()!}>
                  {result.titulo}
                </SearchResultLink>
              ) : (
                <NextLink href={result.url}>{result.titulo}</NextLink>
              )}
            </h3>
            {result.tipo === 'minimanual' && <p className={styles.Matched}>Mini-manual</p>}
            <p className={styles.ResultSummary}>{result.resumen}</p>
          </li>
        ))}
      </ol>
      <p>
        <NextLink href={DIRECTORY_PATH}>Ver todos de la A a la Z</NextLink>
      </p>
    </section>
  );
}

/** The frequent topics as links (pills): only topics many people searched. */
function FrequentTopics({ tags, current }: { tags: readonly SearchTag[]; current: string | null }) {
  const shown = frequentTopics(tags);
  if (shown.length === 0) return null;
  return (
    <nav aria-labelledby="temas-frecuentes" className={styles.Group}>
      <h2 id="temas-frecuentes" className={styles.GroupTitle}>
        Temas frecuentes
      </h2>
      <ul className={catalog.FilterList}>
        {shown.map((tag) => (
          <li key={tag.id}>
            <NextLink
              href={directoryHref({ tag: tag.etiqueta })}
              className={catalog.FilterLink}
              aria-current={tag.etiqueta === current ? 'page' : undefined}
            >
              {tag.nombre}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The A–Z (NHS.uk): a navigation region with its name; a letter with conditions is a link to its
 * list (`?letra=D`, the one shown marked as the current page), a letter without any is shown
 * but is no link (and says so to screen readers).
 */
function AlphabetNav({
  index,
  current,
}: {
  index: ReadonlyMap<Letter, readonly SymptomEntry[]>;
  current: Letter | null;
}) {
  return (
    <nav aria-label={`${DIRECTORY_NAME} de la A a la Z`} className={styles.Alphabet}>
      <ol className={styles.Letters}>
        {LETTERS.map((letter) => {
          const count = index.get(letter)?.length ?? 0;
          return (
            <li key={letter}>
              {count === 0 ? (
                <span className={styles.Letter} data-empty="">
                  {letter}
                  <VisuallyHidden> (sin resultados)</VisuallyHidden>
                </span>
              ) : (
                <NextLink
                  href={directoryHref({ letter })}
                  className={styles.Letter}
                  aria-current={letter === current ? 'page' : undefined}
                >
                  {letter}
                </NextLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function LetterGroup({
  letter,
  entries,
  single = false,
}: {
  letter: Letter;
  entries: readonly SymptomEntry[];
  single?: boolean;
}) {
  const id = `letra-${letter}`;
  return (
    <section aria-labelledby={id} className={styles.Group}>
      <h2 id={id} className={styles.GroupTitle}>
        {single ? `${DIRECTORY_NAME} con ${letter}` : letter}
      </h2>
      {entries.length > 0 ? (
        <ul className={styles.Entries}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <NextLink href={`${DIRECTORY_PATH}/${entry.slug}`}>{entry.nombre}</NextLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Aún no tenemos síntomas ni enfermedades con {letter}. Prueba con otra letra o con la
          búsqueda.
        </p>
      )}
      {single && (
        <p>
          <NextLink href={DIRECTORY_PATH}>Ver todos de la A a la Z</NextLink>
        </p>
      )}
    </section>
  );
}

/** «Lo más buscado»: only conditions many people searched (never a rare, telling search). */
function MostSearched({ entries }: { entries: readonly SymptomEntry[] }) {
  const shown = mostSearched(entries);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="mas-buscado" className={styles.Group}>
      <h2 id="mas-buscado" className={styles.GroupTitle}>
        Lo más buscado
      </h2>
      <ol className={styles.Popular}>
        {shown.map((entry) => (
          <li key={entry.id}>
            <NextLink href={`${DIRECTORY_PATH}/${entry.slug}`}>{entry.nombre}</NextLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
