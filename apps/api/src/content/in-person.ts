import { eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { catalogPage } from './catalog';
import { badRequest } from '../errors';
import { area, type ContentKit } from './shared';

/**
 * In-person experiences (/experiencias-presenciales): the classes catalog, and the locations and
 * prices of a discipline (`/wellness/inperson-classes/…`, `/wellness/disciplines/{discipline}/…`).
 */
export function inPersonHandlers(kit: ContentKit) {
  const { document } = kit;
  return area({
    listInPersonClasses: (request) => {
      const { discipline } = request.query as { discipline?: string };
      return catalogPage<ContentSchema<'InPersonClass'>>(
        kit,
        t.inPersonClasses,
        request,
        discipline ? [eq(t.inPersonClasses.category, discipline)] : [],
      );
    },
    listDisciplineLocations: async (request) => {
      const { discipline } = request.params as { discipline: string };
      // Spec §5: an undefined discipline (a client that lost it sends the literal "undefined").
      if (discipline === 'undefined') throw badRequest('discipline is undefined');
      return document('locations', discipline);
    },
    listDisciplinePrices: async (request) => {
      const { discipline } = request.params as { discipline: string };
      if (discipline === 'undefined') throw badRequest('discipline is undefined');
      return document('prices', discipline);
    },
  });
}
