import type { Metadata } from 'next';
import { cache } from 'react';
import { ContentPage } from '@/components/content/ContentPage';
import { fromQuery, queryOf } from '@/lib/catalog/query';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { routeLabel, type SearchParams } from '@/lib/routes';
import { hasChoice, libraryHref, readLibraryState, type LibraryState } from '../_lib/filters';
import { loadFilterOptions, loadHeaderSlider, loadLibrary } from '../_lib/load';
import { LIBRARY_PATH, TYPES, typeInfo, type PublicationType } from '../_lib/types';
import { HeaderSlider } from './HeaderSlider';
import { LibraryView } from './LibraryView';
import { TypeNav } from './TypeNav';
import styles from './Library.module.css';

/**
 * A list page of the library (issue #30): `/vive-sanamente` (every type, with the header slider)
 * or a type's page (`/vive-sanamente/videos`, its type fixed). Its CMS page (heading, SEO), the
 * type navigation, and the list of the address's search and filters. Per request: it reads the
 * query (the manifest says so); nothing of the visitor's is read.
 */
export function libraryPage(fixed: PublicationType | null) {
  const fixedType = fixed ? typeInfo(fixed) : null;
  const path = fixedType?.path ?? LIBRARY_PATH;

  const resolve = cache(async (query: string) => {
    const options = await loadFilterOptions();
    const { state, problems } = readLibraryState(fromQuery(query), options, fixed);
    const answer = await loadLibrary(state, options);
    return { options, state, problems, answer };
  });

  async function generateMetadata({
    searchParams,
  }: {
    searchParams: Promise<SearchParams>;
  }): Promise<Metadata> {
    const [cms, { state, problems, answer }] = await Promise.all([
      contentPageMetadata(path),
      resolve(await queryOf(searchParams)),
    ]);
    const chosen = hasChoice(state, fixed);
    const canonical = absoluteUrl(
      libraryHref(path, { ...state, page: answer.page }, fixed),
      siteUrl(),
    );
    const paging = answer.pageCount > 1 ? ` (página ${answer.page} de ${answer.pageCount})` : '';
    return {
      ...cms,
      ...(chosen || answer.page > 1
        ? { title: `${chosen ? 'Resultados en ' : ''}${routeLabel(path)}${paging}` }
        : {}),
      alternates: { canonical },
      openGraph: { ...cms.openGraph, url: canonical },
      // A search or a selection is no page of its own for search engines (GOV.UK's finders).
      ...(chosen || problems.length > 0 ? { robots: { index: false, follow: true } } : {}),
    };
  }

  async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const [resolved, featured] = await Promise.all([
      resolve(await queryOf(searchParams)),
      fixed === null ? loadHeaderSlider() : Promise.resolve([]),
    ]);
    const { options, state, problems, answer } = resolved;
    return (
      <ContentPage path={path}>
        <HeaderSlider publications={featured} />
        <div className={styles.Types}>
          <TypeNav
            current={fixed ?? ''}
            links={typeLinks(state)}
            here={libraryHref(path, { ...state, page: answer.page }, fixed)}
          />
        </div>
        <LibraryView
          path={path}
          title={routeLabel(path)}
          fixedType={fixedType}
          state={state}
          problems={problems}
          options={options}
          answer={answer}
        />
      </ContentPage>
    );
  }

  return { generateMetadata, Page };
}

/**
 * The type navigation's links from a page: each type's page (and the whole library) with the
 * search and filters shown, from the first page (a type chosen on the library's page becomes its
 * page).
 */
export function typeLinks(state: LibraryState) {
  const others: LibraryState = { ...state, type: null, page: 1 };
  return [
    {
      type: '' as const,
      label: 'Todas',
      href: libraryHref(LIBRARY_PATH, others),
    },
    ...TYPES.map((entry) => ({
      type: entry.type,
      label: routeLabel(entry.path),
      href: libraryHref(entry.path, { ...others, type: entry.type }, entry.type),
    })),
  ];
}
