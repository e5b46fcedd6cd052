import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional, readRequired } from '@/lib/content';

export type ProgramDetail = ContentSchema<'ProgramaBienestarDetalle'>;
export type ProgramSection = ContentSchema<'ProgramaBienestarSeccion'>;
export type ProgramsHeader = ContentSchema<'ProgramaBienestarHeader'>;
export type ProgramSummary = ProgramsHeader['programas'][number];

/**
 * The programs' header with the list of programs (`listProgramaBienestarHeader`); `null` when the
 * service has none (404). The list is what maps a program's slug to its id.
 */
export const loadProgramsHeader = cache(() =>
  readRequired(
    'programa-bienestar/header',
    () => contentClient().GET('/home/programa-bienestar/listProgramaBienestarHeader'),
    () => null,
  ),
);

/** The programs the service lists, in its order; none when it has no header. */
export const loadProgramList = cache(async (): Promise<ProgramSummary[]> => {
  const header = await loadProgramsHeader();
  return header?.programas ?? [];
});

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

/** The program of a slug (through the list), or `null` when no listed program has it. */
export const loadProgramBySlug = cache(async (slug: string): Promise<ProgramDetail | null> => {
  const summary = (await loadProgramList()).find((program) => program.slug === slug);
  return summary ? loadProgram(summary.id) : null;
});

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

type Supplementary = ContentSchema<'Supplementary'>;

const SUPPLEMENTARY_PATHS = {
  maternity: '/forms/maternity/list_supplementary',
  nutrition: '/forms/nutrition/list_supplementary',
  'always-healthy': '/forms/always-healthy/list_supplementary',
  'strong-as-iron': '/forms/strong-as-iron/list_supplementary',
} as const;

/** The options of a form's list (`list_supplementary`): required, the form cannot do without. */
export const loadSupplementary = cache(
  (form: keyof typeof SUPPLEMENTARY_PATHS): Promise<Supplementary[]> =>
    readRequired(
      `forms/${form}/list_supplementary`,
      () => contentClient().GET(SUPPLEMENTARY_PATHS[form]),
      () => [],
    ),
);

/** The service's health-data consent text, with its version (stored with each submission). */
export const loadHealthDataConsent = cache(() =>
  readRequired(
    'forms/health-data-consent',
    () => contentClient().GET('/forms/health-data-consent/'),
    () => null,
  ),
);

/** Every district (departamento, provincia, distrito), for the address of a form. */
export const loadDistricts = cache(() =>
  readRequired(
    'forms/always-healthy/list_ubigeo_districts',
    () => contentClient().GET('/forms/always-healthy/list_ubigeo_districts/'),
    () => [],
  ),
);
