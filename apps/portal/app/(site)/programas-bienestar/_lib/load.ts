import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, optionalContent, readContent } from '@/lib/content';

export type ProgramDetail = ContentSchema<'ProgramaBienestarDetalle'>;
export type ProgramSection = ContentSchema<'ProgramaBienestarSeccion'>;

/** A wellness program (`listProgramaBienestarDetail/{id}/`). */
export const loadProgram = cache((id: number) =>
  readContent(`programa-bienestar/${id}`, () =>
    contentClient().GET('/home/programa-bienestar/listProgramaBienestarDetail/{id}/', {
      params: { path: { id } },
    }),
  ),
);

/** The sections of a wellness program, in their order; none when the call fails. */
export const loadProgramSections = cache(async (id: number): Promise<ProgramSection[]> => {
  // The program itself is shown; its sections are extra (a failure is logged by `readContent`).
  const sections = await optionalContent(`programa-bienestar/${id}/sections`, () =>
    contentClient().GET('/home/programa-bienestar/listProgramaBienestarDetailSection/{id}/', {
      params: { path: { id } },
    }),
  );
  return [...(sections ?? [])].sort((a, b) => a.orden - b.orden);
});
