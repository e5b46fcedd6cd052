import { Pagination } from '@vivasalud/ui/pagination';
import { VisuallyHidden } from '@vivasalud/ui/visually-hidden';
import NextLink from 'next/link';
import { useId, type ReactNode } from 'react';
import {
  categoryLabel,
  noticeText,
  resultSummary,
  type CatalogNouns,
  type ResolvedCatalog,
} from '@/lib/catalog/catalog';
import { catalogHref, type CatalogFilters } from '@/lib/catalog/params';
import styles from './Catalog.module.css';
import { ResultsHeading } from './ResultsHeading';

/** An area's own filter (the guides' «Tipo»): links to each value, and «Todos». */
export interface CatalogFilterGroup {
  /** Its address parameter (`tipo`). */
  param: string;
  /** Its heading («Filtrar por tipo»). */
  title: string;
  /** The link to no value of it («Todos»). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

export interface CatalogViewProps<Item> {
  /** The area's path (`/clases-grabadas`). */
  path: string;
  catalog: ResolvedCatalog<Item>;
  /** What the area lists, for the result line and the notices. */
  nouns: CatalogNouns;
  /** The area's own filters, after the category's. */
  filterGroups?: readonly CatalogFilterGroup[];
  /** One card. */
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
  /** The empty state: for a selection (category or filter), and for an empty catalog. */
  empty: {
    selection: string;
    none: string;
    /** Where to go when the catalog itself is empty (another area). */
    elsewhere?: { href: string; label: string };
  };
  /** The heading of the results, for screen readers («Clases grabadas de Yoga»). */
  resultsHeading: (label: string | null) => string;
}

/**
 * A catalog area's page body (a server component): notices about the address, the category
 * filter and the area's own filters, the result line, the cards and the pagination. Every control
 * is a link to another address of the catalog (never to the one shown: the current filter and
 * page are marked, not linked): it works without JavaScript, and with it Next navigates without a
 * full reload; the result line is a live region, so the new count is announced, and after a change
 * of page focus moves to the results' heading (`ResultsHeading`).
 */
export function CatalogView<Item>({
  path,
  catalog,
  nouns,
  filterGroups = [],
  renderItem,
  itemKey,
  empty,
  resultsHeading,
}: CatalogViewProps<Item>) {
  const { answer, category, filters, page, pageCount, notices } = catalog;
  const label = categoryLabel(answer, category);
  const filterId = useId();
  const resultsId = useId();
  const facet = answer.categories ?? [];
  const total = facet.reduce((sum, entry) => sum + entry.count, 0);
  const selected = category !== null || Object.keys(filters).length > 0;
  const counted = (count: number) => `${count} ${nouns.counted[count === 1 ? 0 : 1]}`;
  // The address shown: a filter that leads here is marked, not linked.
  const here = catalogHref(path, { category, filters, page });
  const withFilter = (param: string, value: string | null): CatalogFilters => {
    const next: Record<string, string> = { ...filters };
    if (value === null) delete next[param];
    else next[param] = value;
    return next;
  };

  return (
    <div className={styles.Catalog}>
      {notices.map((notice) => (
        <p key={notice} className={styles.Notice}>
          {noticeText(notice, pageCount, nouns)}
        </p>
      ))}

      {(facet.length > 0 || filterGroups.length > 0) && (
        <div className={styles.FilterGroups}>
          {facet.length > 0 && (
            <nav aria-labelledby={filterId} className={styles.Filter}>
              <h2 id={filterId} className={styles.FilterTitle}>
                Filtrar por categoría
              </h2>
              <ul className={styles.FilterList}>
                <li>
                  <FilterLink
                    href={catalogHref(path, { category: null, filters, page: 1 })}
                    here={here}
                    current={category === null}
                  >
                    <span aria-hidden="true">Todas ({total})</span>
                    <VisuallyHidden>Todas, {counted(total)}</VisuallyHidden>
                  </FilterLink>
                </li>
                {facet.map((entry) => (
                  <li key={entry.slug}>
                    <FilterLink
                      href={catalogHref(path, { category: entry.slug, filters, page: 1 })}
                      here={here}
                      current={entry.slug === category}
                    >
                      <span aria-hidden="true">
                        {entry.label} ({entry.count})
                      </span>
                      <VisuallyHidden>{`${entry.label}, ${counted(entry.count)}`}</VisuallyHidden>
                    </FilterLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {filterGroups.map((group) => (
            <FilterGroupNav
              key={group.param}
              group={group}
              here={here}
              current={filters[group.param] ?? null}
              hrefOf={(value) =>
                catalogHref(path, { category, filters: withFilter(group.param, value), page: 1 })
              }
            />
          ))}
        </div>
      )}

      <section aria-labelledby={resultsId}>
        <ResultsHeading
          id={resultsId}
          className={styles.ResultsTitle}
          selection={catalogHref(path, { category, filters, page: 1 })}
          page={page}
        >
          {resultsHeading(label)}
        </ResultsHeading>
        <p role="status" className={styles.Summary}>
          {resultSummary(answer.count, label, page, pageCount, nouns)}
        </p>
        {answer.results.length > 0 ? (
          <ul className={styles.List}>
            {answer.results.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        ) : (
          <div className={styles.Empty}>
            <p>{selected ? empty.selection : empty.none}</p>
            {selected ? (
              <p>
                <NextLink href={path}>{`Ver ${nouns.all}`}</NextLink>
              </p>
            ) : (
              empty.elsewhere && (
                <p>
                  <NextLink href={empty.elsewhere.href}>{empty.elsewhere.label}</NextLink>
                </p>
              )
            )}
          </div>
        )}
      </section>

      <Pagination
        page={page}
        pageCount={pageCount}
        getHref={(target) => catalogHref(path, { category, filters, page: target })}
        linkComponent={NextLink}
      />
    </div>
  );
}

/**
 * One choice of a filter: a link to its address, marked when it is the current choice; the
 * address shown is no link (a link to the page it is on would do nothing), only marked.
 */
function FilterLink({
  href,
  here,
  current,
  children,
}: {
  href: string;
  here: string;
  current: boolean;
  children: ReactNode;
}) {
  if (href === here) {
    return (
      <span className={styles.FilterLink} aria-current={current ? 'page' : undefined}>
        {children}
      </span>
    );
  }
  return (
    <NextLink href={href} className={styles.FilterLink} aria-current={current ? 'page' : undefined}>
      {children}
    </NextLink>
  );
}

function FilterGroupNav({
  group,
  here,
  current,
  hrefOf,
}: {
  group: CatalogFilterGroup;
  here: string;
  current: string | null;
  hrefOf: (value: string | null) => string;
}) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={styles.Filter}>
      <h2 id={titleId} className={styles.FilterTitle}>
        {group.title}
      </h2>
      <ul className={styles.FilterList}>
        <li>
          <FilterLink href={hrefOf(null)} here={here} current={current === null}>
            {group.allLabel}
          </FilterLink>
        </li>
        {group.options.map((option) => (
          <li key={option.value}>
            <FilterLink href={hrefOf(option.value)} here={here} current={option.value === current}>
              {option.label}
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
