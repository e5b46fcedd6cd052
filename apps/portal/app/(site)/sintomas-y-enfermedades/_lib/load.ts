import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional, readRequired, uncachedContentClient } from '@/lib/content';
import type { DirectoryState } from './directory';

export type SymptomEntry = ContentSchema<'SintomaEnfermedad'>;
export type SymptomDetail = ContentSchema<'SintomaEnfermedadDetalle'>;
export type SymptomSearch = ContentSchema<'BusquedaSintomas'>;
export type SearchTag = ContentSchema<'EtiquetaBusqueda'>;
export type TagResults = ContentSchema<'ResultadoBusqueda'>;
export type RelatedPublication = ContentSchema<'Publication'>;

/** How many of the library's publications a condition's page suggests. */
const RELATED_SHOWN = 3;

const BASE = '/home/sintomas-enfermedades';

/**
 * The directory's entries that are public (`estado: ACT`; an annulled one, ANU, never shows):
 * `listSintomasEnfermedades`, read through the data cache (300 s).
 */
export const loadSymptoms = cache(async (): Promise<SymptomEntry[]> => {
  const entries = await readRequired(`${BASE}/listSintomasEnfermedades`, () =>
    contentClient().GET('/home/sintomas-enfermedades/listSintomasEnfermedades'),
  );
  return entries.filter((entry) => entry.estado === 'ACT');
});

/** One public entry by its slug, or `null` (the not-found screen). */
export const loadSymptom = cache(async (slug: string): Promise<SymptomEntry | null> => {
  const entries = await loadSymptoms();
  return entries.find((entry) => entry.slug === slug) ?? null;
});

/**
 * A public entry's page content (`listarSintomasEnfermedadesDetail/{id}/`), or `null` when there
 * is no public entry of that slug (an unknown slug, or an annulled entry: 404).
 */
export const loadSymptomDetail = cache(async (slug: string): Promise<SymptomDetail | null> => {
  const entry = await loadSymptom(slug);
  if (!entry) return null;
  const detail = await readRequired(
    `${BASE}/listarSintomasEnfermedadesDetail/${entry.id}`,
    () =>
      contentClient().GET('/home/sintomas-enfermedades/listarSintomasEnfermedadesDetail/{id}/', {
        params: { path: { id: entry.id } },
      }),
    () => null,
  );
  return detail && detail.estado === 'ACT' ? detail : null;
});

/** The search tags, most searched first (the topics of the directory), or none if it fails. */
export const loadSearchTags = cache(async (): Promise<SearchTag[]> =>
  (
    (await readOptional('/Busqueda/etiquetaDataBusquedaListar', () =>
      contentClient().GET('/Busqueda/etiquetaDataBusquedaListar'),
    )) ?? []
  ).filter((tag) => tag.estado === 'ACT'),
);

/**
 * A condition's related publications of «Vive sanamente» by its tags: the library's search
 * (`paramBusqueda`, words of titles, summaries and topics, accents folded) for each of its first
 * four tags (three a tag, newest first): those found by more of its tags first, each once, at
 * most three. A part the page does without: a failed
 * read suggests nothing.
 */
export const loadRelatedPublications = cache(
  async (tagsKey: string): Promise<RelatedPublication[]> => {
    const tags = tagsKey.split(',').filter(Boolean).slice(0, 4);
    const answers = await Promise.all(
      tags.map((tag) =>
        readOptional(
          `/home/vive-sanamente/listLiveHealthyDetailPublicationsFilters paramBusqueda=${tag}`,
          () =>
            contentClient().POST('/home/vive-sanamente/listLiveHealthyDetailPublicationsFilters', {
              params: {
                query: { paramBusqueda: tag.replace(/-/g, ' '), paramcantidad: RELATED_SHOWN },
              },
            }),
        ),
      ),
    );
    // Those found by more of its tags first; then in the order found.
    const found = new Map<number, { publication: RelatedPublication; tags: number }>();
    for (const publication of answers.flatMap((answer) => answer?.results ?? [])) {
      const seen = found.get(publication.id);
      if (seen) seen.tags += 1;
      else found.set(publication.id, { publication, tags: 1 });
    }
    return [...found.values()]
      .sort((a, b) => b.tags - a.tags)
      .slice(0, RELATED_SHOWN)
      .map(({ publication }) => publication);
  },
);

/**
 * What carries a topic (`Busqueda/etiquetaDataResultado/{tag}/`: its conditions, then their
 * mini-manuals), through the data cache (the same for everyone); `null` when the service has no
 * such active tag (the page says so and shows the index).
 */
export const loadTagResults = cache(async (tag: string): Promise<TagResults | null> =>
  readRequired(
    `/Busqueda/etiquetaDataResultado/${tag}`,
    () =>
      contentClient().GET('/Busqueda/etiquetaDataResultado/{tag}/', {
        params: { path: { tag } },
      }),
    () => null,
  ),
);

/** A search's outcome: the service's answer, or `failed` (the page says so, the rest stays). */
export type SearchOutcome = { status: 'ok'; answer: SymptomSearch } | { status: 'failed' };

/**
 * What the service's search answers for a query (`buscarSintomasEnfermedades?q=`, at most 20):
 * never kept in the data cache (what people type about their health is compared, not stored),
 * and its failure is the page's to say, not an error screen.
 */
export const searchSymptoms = cache(async (query: string): Promise<SearchOutcome> => {
  try {
    const { data } = await uncachedContentClient().GET(
      '/home/sintomas-enfermedades/buscarSintomasEnfermedades',
      { params: { query: { q: query, limite: 20 } } },
    );
    if (!data) throw new Error('empty answer');
    return { status: 'ok', answer: data };
  } catch (error) {
    // The query itself is never logged.
    console.error('[portal] symptoms search failed', error instanceof Error ? error.name : error);
    return { status: 'failed' };
  }
});

/** Everything the directory's page shows for a state. */
export async function loadDirectory(state: DirectoryState) {
  const [entries, tags, search, topic] = await Promise.all([
    loadSymptoms(),
    loadSearchTags(),
    state.query ? searchSymptoms(state.query) : Promise.resolve(null),
    state.tag ? loadTagResults(state.tag) : Promise.resolve(null),
  ]);
  return { entries, tags, search, topic };
}
