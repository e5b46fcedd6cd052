import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional, readRequired } from '@/lib/content';

export type ProgramDetail = ContentSchema<'ProgramaBienestarDetalle'>;
export type ProgramSection = ContentSchema<'ProgramaBienestarSeccion'>;

/** A wellness program (`listProgramaBienestarDetail/{id}/`), or `null`: the service has none (404). */
export const loadProgram = cache((id: number) =>
  readRequired(
    `programa-bienestar/${id}`,
    () =>
      contentClient().GET('/home/programa-bienestar/listProgramaBienestarDetail/{id}/', {
        params: { path: { id } },
      }),
    () => null,
  ),
);

/** The sections of a wellness program, in their order; none when the call fails. */
export const loadProgramSections = cache(async (id: number): Promise<ProgramSection[]> => {
  // The program itself is shown; its sections are extra (a failure is logged by `readOptional`).
  const sections = await readOptional(`programa-bienestar/${id}/sections`, () =>
    contentClient().GET('/home/programa-bienestar/listProgramaBienestarDetailSection/{id}/', {
      params: { path: { id } },
    }),
  );
  return [...(sections ?? [])].sort((a, b) => a.orden - b.orden);
});
