import type { ContentSchema } from '@vivasalud/api-client/content';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { contentClient, readRequired } from '@/lib/content';

export type MiniManualSummary = ContentSchema<'MiniManualResumen'>;
export type MiniManual = ContentSchema<'MiniManual'>;

/** The active mini-manuals by title (`listMiniManuales`, ours; the data cache, 300 s). */
export const loadMiniManuals = cache(async (): Promise<MiniManualSummary[]> =>
  readRequired('/mini-manual/listMiniManuales', () =>
    contentClient().GET('/mini-manual/listMiniManuales/'),
  ),
);

/**
 * An active mini-manual by its slug, with its sections (`listMiniManual/{id}/`, by the id the
 * list gives); an unknown or annulled one is the not-found screen (404).
 */
export const loadMiniManual = cache(async (slug: string): Promise<MiniManual> => {
  const summary = (await loadMiniManuals()).find((manual) => manual.slug === slug);
  if (!summary) notFound();
  const manual = await readRequired(`/mini-manual/listMiniManual/${summary.id}`, () =>
    contentClient().GET('/mini-manual/listMiniManual/{id}/', {
      params: { path: { id: summary.id } },
    }),
  );
  return { ...manual, secciones: [...manual.secciones].sort((a, b) => a.orden - b.orden) };
});
