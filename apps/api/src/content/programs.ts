import { area, type ContentKit } from './shared';

/** Wellness programs (/programas-bienestar): `/home/programa-bienestar/…`. */
export function programsHandlers({ document }: ContentKit) {
  return area({
    getProgramaBienestarHeader: () => document('programa-bienestar', 'header'),
    getProgramaBienestarDetail: (request) =>
      document('programa-bienestar-detalle', (request.params as { id: number }).id),
    listProgramaBienestarDetailSections: (request) =>
      document('programa-bienestar-secciones', (request.params as { id: number }).id),
  });
}
