import { notFound } from '../errors';
import { ACTIVE, area, type ContentKit, type Ok } from './shared';

/** Mini-manuals: `/mini-manual/…` (the portal's `/mini-manuales/<slug>`, issue #31). */
export function miniManualHandlers({ activeMiniManuals, optionalDocument }: ContentKit) {
  return area({
    listMiniManuales: async (request) => {
      const { slug: wanted } = request.query as { slug?: string };
      const manuals = await activeMiniManuals(wanted === undefined ? undefined : [wanted]);
      return manuals.map(({ id, slug, titulo, resumen, imagen, archivoUrl }) => ({
        id,
        slug,
        titulo,
        resumen,
        imagen,
        archivoUrl,
      }));
    },
    getMiniManual: async (request) => {
      const { id } = request.params as { id: number };
      const manual = await optionalDocument<Ok<'getMiniManual'>>('mini-manual', id);
      // Only active records are public (spec §3): an annulled one is as absent as an unknown id.
      if (!manual || manual.estado !== ACTIVE) throw notFound('No encontramos ese mini-manual');
      return manual;
    },
  });
}
