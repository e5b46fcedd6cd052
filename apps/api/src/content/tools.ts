import { area, type ContentKit } from './shared';

/** Health tools (/herramientas-para-tu-salud): `/home/herramienta-salud/…`. */
export function toolsHandlers({ document }: ContentKit) {
  return area({
    getHerramientaSaludHeader: () => document('herramienta-salud', 'header'),
    listHerramientasSalud: () => document('herramienta-salud', 'list'),
    getHerramientaCallAction: (request) =>
      document('herramienta-call-action', (request.params as { id: number }).id),
  });
}
