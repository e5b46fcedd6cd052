import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional, readRequired, uncachedContentClient } from '@/lib/content';
import type { DirectoryState } from './directory';

export type SymptomEntry = ContentSchema<'SintomaEnfermedad'>;
export type SymptomDetail = ContentSchema<'SintomaEnfermedadDetalle'>;
export type SymptomSearch = ContentSchema<'BusquedaSintomas'>;
export type SearchTag = ContentSchema<'EtiquetaBusqueda'>;

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
  const [entries, tags, search] = await Promise.all([
    loadSymptoms(),
    loadSearchTags(),
    state.query ? searchSymptoms(state.query) : Promise.resolve(null),
  ]);
  return { entries, tags, search };
}
