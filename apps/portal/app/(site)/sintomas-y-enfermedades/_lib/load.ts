import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readRequired } from '@/lib/content';

export type SymptomEntry = ContentSchema<'SintomaEnfermedad'>;

/**
 * One entry of the symptoms directory by its slug (`listSintomasEnfermedades`, read through the
 * data cache), or `null`: the service has none (the not-found screen, like a 404 of the list).
 */
export const loadSymptom = cache(async (slug: string): Promise<SymptomEntry | null> => {
  const entries = await readRequired('sintomas-enfermedades/list', () =>
    contentClient().GET('/home/sintomas-enfermedades/listSintomasEnfermedades'),
  );
  return entries.find((entry) => entry.slug === slug && entry.estado === 'ACT') ?? null;
});
