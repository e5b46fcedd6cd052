import type { ContentSchema } from '@vivasalud/api-client/content';
import { cache } from 'react';
import { contentClient, readOptional, readRequired } from '@/lib/content';

export type Tool = ContentSchema<'HerramientaSalud'>;
export type ToolCallAction = ContentSchema<'HerramientaCallAction'>;

/**
 * The tools page's header (`home/herramienta-salud/listHerramientaSaludHeader`), or `null` when
 * the service has none (the page then takes its heading from the CMS page).
 */
export const loadToolsHeader = cache(() =>
  readRequired(
    'herramienta-salud/header',
    () => contentClient().GET('/home/herramienta-salud/listHerramientaSaludHeader'),
    () => null,
  ),
);

/** The active health tools, in their order (`listarHerramientasGailListas`); none on a 404. */
export const loadTools = cache(async (): Promise<Tool[]> => {
  const tools = await readRequired(
    'herramienta-salud/list',
    () => contentClient().GET('/home/herramienta-salud/listarHerramientasGailListas'),
    () => [],
  );
  return tools.filter((tool) => tool.estado === 'ACT').sort((a, b) => a.orden - b.orden);
});

/**
 * A tool's call to action (`listarHerramientaCallAction/{id}/`), or null: none, inactive, or the
 * call failed (the calculator works without it; a failure is logged by `readOptional`).
 */
export const loadToolCallAction = cache(async (id: number): Promise<ToolCallAction | null> => {
  const action = await readOptional(`herramienta-salud/call-action/${id}`, () =>
    contentClient().GET('/home/herramienta-salud/listarHerramientaCallAction/{id}/', {
      params: { path: { id } },
    }),
  );
  return action?.estado === 'ACT' ? action : null;
});
