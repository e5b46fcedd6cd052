import type { Metadata } from 'next';
import { cache } from 'react';
import { ContentPage } from '@/components/content/ContentPage';
import { fromQuery, queryOf } from '@/lib/catalog/query';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import type { SearchParams } from '@/lib/routes';
import { DirectoryView } from './_components/DirectoryView';
import {
  DIRECTORY_NAME,
  DIRECTORY_PATH,
  directoryHref,
  readDirectoryState,
} from './_lib/directory';
import { loadDirectory } from './_lib/load';

/**
 * `/sintomas-y-enfermedades` (issue #31): the directory's CMS page (heading, SEO), the search in
 * a person's own words (`?q=`), the A–Z (`?letra=D`) and «Lo más buscado». Per request (it reads
 * the query, the manifest says so); nothing of the visitor's is read.
 */
const resolve = cache(async (query: string) => {
  const read = readDirectoryState(fromQuery(query));
  const loaded = await loadDirectory(read.state);
  // A topic the service does not have: said, and the index shown.
  if (read.state.tag && !loaded.topic) {
    return {
      state: { ...read.state, tag: null },
      problems: [...read.problems, 'tema-desconocido' as const],
      ...loaded,
    };
  }
  return { ...read, ...loaded };
});

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [cms, { state, problems, topic }] = await Promise.all([
    contentPageMetadata(DIRECTORY_PATH),
    resolve(await queryOf(searchParams)),
  ]);
  // A search's address is not canonical: the query is the person's, and never in the title
  // (which a browser's history and a shared link keep).
  const canonical = absoluteUrl(
    directoryHref(state.query ? {} : { letter: state.letter, tag: state.tag }),
    siteUrl(),
  );
  return {
    ...cms,
    ...(state.query
      ? { title: `Resultados de búsqueda | ${DIRECTORY_NAME}` }
      : topic
        ? { title: `${topic.nombre} | ${DIRECTORY_NAME}` }
        : state.letter
          ? { title: `${DIRECTORY_NAME} con ${state.letter}` }
          : {}),
    alternates: { canonical },
    openGraph: { ...cms.openGraph, url: canonical },
    // A search is no page of its own for search engines (GOV.UK, NHS.uk).
    ...(state.query || state.tag || problems.length > 0
      ? { robots: { index: false, follow: true } }
      : {}),
  };
}

export default async function Page({ searchParams }: Props) {
  const { state, problems, entries, tags, search, topic } = await resolve(
    await queryOf(searchParams),
  );
  return (
    <ContentPage path={DIRECTORY_PATH}>
      <DirectoryView
        state={state}
        problems={problems}
        entries={entries}
        tags={tags}
        search={search}
        topic={topic}
      />
    </ContentPage>
  );
}
