import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient } from '@/lib/content';
import { contentFailure } from '@/lib/pages/failures';

export type ContentPageData = ContentSchema<'Page'>;
export type ProgramDetail = ContentSchema<'ProgramaBienestarDetalle'>;
export type ProgramSection = ContentSchema<'ProgramaBienestarSeccion'>;

/**
 * Reads one content call for a page: its answer, `null` when the service says 404 (the caller
 * shows the not-found screen), and a thrown error for any other failure. Unlike `orUndefined`,
 * a failure is never turned into an empty answer: the route errors instead of rendering a blank
 * or a 404 page. Answers are cached `CONTENT_REVALIDATE_SECONDS` in Next's data cache, which only
 * stores 200 answers: once a page has been read, a failing revalidation keeps serving the last
 * good answer, and only a page never read successfully reaches the error boundary.
 */
async function read<T>(what: string, call: () => Promise<{ data?: T }>): Promise<T | null> {
  try {
    const { data } = await call();
    if (data === undefined) throw new Error('empty answer');
    return data;
  } catch (error) {
    if (contentFailure(error) === 'missing') return null;
    console.error(`[portal] ${what} failed`, error instanceof Error ? error.message : error);
    throw error;
  }
}

/** `GET /pages/{slug}/`, once per request (the page and its metadata share the answer). */
export const loadPage = cache((slug: string) =>
  read(`pages/${slug}`, () =>
    contentClient().GET('/pages/{slug}/', { params: { path: { slug } } }),
  ),
);

/** A wellness program (`listProgramaBienestarDetail/{id}/`). */
export const loadProgram = cache((id: number) =>
  read(`programa-bienestar/${id}`, () =>
    contentClient().GET('/home/programa-bienestar/listProgramaBienestarDetail/{id}/', {
      params: { path: { id } },
    }),
  ),
);

/** The sections of a wellness program, in their order; none when the call fails. */
export const loadProgramSections = cache(async (id: number): Promise<ProgramSection[]> => {
  try {
    const sections = await read(`programa-bienestar/${id}/sections`, () =>
      contentClient().GET('/home/programa-bienestar/listProgramaBienestarDetailSection/{id}/', {
        params: { path: { id } },
      }),
    );
    return [...(sections ?? [])].sort((a, b) => a.orden - b.orden);
  } catch {
    // The program itself is shown; its sections are extra (already logged by `read`).
    return [];
  }
});

/** The public site's address (canonical URLs): moved to `lib/pages/site.ts` (no server deps). */
export { siteUrl } from '@/lib/pages/site';

export type Tool = ContentSchema<'HerramientaSalud'>;
export type ToolCallAction = ContentSchema<'HerramientaCallAction'>;

/** The tools page's header (`home/herramienta-salud/listHerramientaSaludHeader`). */
export const loadToolsHeader = cache(() =>
  read('herramienta-salud/header', () =>
    contentClient().GET('/home/herramienta-salud/listHerramientaSaludHeader'),
  ),
);

/** The active health tools, in their order (`listarHerramientasGailListas`). */
export const loadTools = cache(async (): Promise<Tool[]> => {
  const tools = await read('herramienta-salud/list', () =>
    contentClient().GET('/home/herramienta-salud/listarHerramientasGailListas'),
  );
  return (tools ?? []).filter((tool) => tool.estado === 'ACT').sort((a, b) => a.orden - b.orden);
});

/**
 * A tool's call to action (`listarHerramientaCallAction/{id}/`), or null: none, inactive, or the
 * call failed (the calculator works without it; a failure is logged by `read`).
 */
export const loadToolCallAction = cache(async (id: number): Promise<ToolCallAction | null> => {
  try {
    const action = await read(`herramienta-salud/call-action/${id}`, () =>
      contentClient().GET('/home/herramienta-salud/listarHerramientaCallAction/{id}/', {
        params: { path: { id } },
      }),
    );
    return action?.estado === 'ACT' ? action : null;
  } catch {
    return null;
  }
});
