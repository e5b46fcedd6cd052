import { Pagination } from '@vivasalud/ui/pagination';
import NextLink from 'next/link';
import { useId } from 'react';
import { categoryLabel, noticeText, resultSummary, type ResolvedCatalog } from '../_lib/catalog';
import { limaYear } from '@/lib/live-classes/dates';
import type { LiveClass } from '../_lib/load';
import { catalogHref } from '../_lib/params';
import { LiveClassCard } from '@/components/live-classes/LiveClassCard';
import pageStyles from '@/components/content/ContentPage.module.css';
import styles from './LiveClasses.module.css';

export interface LiveClassCatalogProps {
  /** The area's path (`/clases-en-vivo`). */
  path: string;
  catalog: ResolvedCatalog<LiveClass>;
  /** Now, as the page is rendered. */
  now: Date;
}

/**
 * The catalog (a server component): notices about the address, the category filter, the result
 * line, the cards and the pagination. Every control is a link to an address of the catalog
 * (`?categoria=…&pagina=…`): it works without JavaScript, and with it Next navigates without a
 * full reload; the result line is a live region, so the new count is announced.
 */
export function LiveClassCatalog({ path, catalog, now }: LiveClassCatalogProps) {
  const { answer, category, page, pageCount, notices } = catalog;
  const label = categoryLabel(answer, category);
  const filterId = useId();
  const resultsId = useId();
  const currentYear = limaYear(now);
  const facet = answer.categories ?? [];
  const total = facet.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <div className={styles.Catalog}>
      {notices.map((notice) => (
        <p key={notice} className={styles.Notice}>
          {noticeText(notice, pageCount)}
        </p>
      ))}

      {facet.length > 0 && (
        <nav aria-labelledby={filterId} className={styles.Filter}>
          <h2 id={filterId} className={styles.FilterTitle}>
            Filtrar por categoría
          </h2>
          <ul className={styles.FilterList}>
            <li>
              <NextLink
                href={catalogHref(path, { category: null, page: 1 })}
                className={styles.FilterLink}
                aria-current={category === null ? 'page' : undefined}
              >
                <span aria-hidden="true">Todas ({total})</span>
                <span className={pageStyles.VisuallyHidden}>Todas, {total} clases</span>
              </NextLink>
            </li>
            {facet.map((entry) => (
              <li key={entry.slug}>
                <NextLink
                  href={catalogHref(path, { category: entry.slug, page: 1 })}
                  className={styles.FilterLink}
                  aria-current={entry.slug === category ? 'page' : undefined}
                >
                  <span aria-hidden="true">
                    {entry.label} ({entry.count})
                  </span>
                  <span className={pageStyles.VisuallyHidden}>
                    {`${entry.label}, ${entry.count} ${entry.count === 1 ? 'clase' : 'clases'}`}
                  </span>
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section aria-labelledby={resultsId}>
        <h2 id={resultsId} className={pageStyles.VisuallyHidden}>
          {label ? `Clases de ${label}` : 'Clases'}
        </h2>
        <p role="status" className={styles.Summary}>
          {resultSummary(answer.count, label, page, pageCount)}
        </p>
        {answer.results.length > 0 ? (
          <ul className={styles.List}>
            {answer.results.map((liveClass) => (
              <li key={liveClass.slug}>
                <LiveClassCard
                  liveClass={liveClass}
                  href={`${path}/${liveClass.slug}`}
                  now={now}
                  currentYear={currentYear}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.Empty}>
            <p>
              {category
                ? 'No hay clases en vivo de esta categoría por ahora.'
                : 'No hay clases en vivo programadas por ahora.'}
            </p>
            <p>
              {category ? (
                <NextLink href={path}>Ver todas las clases en vivo</NextLink>
              ) : (
                <NextLink href="/clases-grabadas">Ver las clases grabadas</NextLink>
              )}
            </p>
          </div>
        )}
      </section>

      <Pagination
        page={page}
        pageCount={pageCount}
        getHref={(target) => catalogHref(path, { category, page: target })}
        linkComponent={NextLink}
      />
    </div>
  );
}
