import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { catalogPage } from './catalog';
import { badRequest, notFound } from '../errors';
import { upcomingOccurrences } from './inperson-occurrences';
import { freshSeats } from './live-classes';
import { area, type ContentKit } from './shared';

type InPersonClass = ContentSchema<'InPersonClass'>;
type InPersonFacet = ContentSchema<'InPersonFacet'>;

/** The rows' body field a district filters on (`location.district_slug`). */
const districtOf = sql<string>`${t.inPersonClasses.body}->'location'->>'district_slug'`;

/**
 * The facets of the in-person catalog (content.yaml `PagedInPersonClasses`): every discipline and
 * every district the catalog has, by their Spanish label, each counted with the request's other
 * filter (a discipline's count within the district chosen, a district's within the discipline
 * chosen), never narrowed by its own filter nor by the page; 0 when none.
 */
export function inPersonFacets(
  classes: readonly Pick<InPersonClass, 'discipline' | 'discipline_label' | 'location'>[],
  { discipline, district }: { discipline?: string | undefined; district?: string | undefined },
): { disciplines: InPersonFacet[]; districts: InPersonFacet[] } {
  const disciplines = new Map<string, InPersonFacet>();
  const districts = new Map<string, InPersonFacet>();
  for (const item of classes) {
    const d = disciplines.get(item.discipline) ?? {
      slug: item.discipline,
      label: item.discipline_label,
      count: 0,
    };
    if (!district || item.location.district_slug === district) d.count += 1;
    disciplines.set(d.slug, d);
    const z = districts.get(item.location.district_slug) ?? {
      slug: item.location.district_slug,
      label: item.location.district,
      count: 0,
    };
    if (!discipline || item.discipline === discipline) z.count += 1;
    districts.set(z.slug, z);
  }
  const byLabel = (a: InPersonFacet, b: InPersonFacet) => a.label.localeCompare(b.label, 'es');
  return {
    disciplines: [...disciplines.values()].sort(byLabel),
    districts: [...districts.values()].sort(byLabel),
  };
}

/** A card of the catalog: the class without what only its page shows (`description`). */
function card({ description: _description, ...item }: InPersonClass): InPersonClass {
  return item;
}

/**
 * In-person experiences (/experiencias-presenciales, issue #29): the classes catalog (filtered by
 * discipline and district, with both facets), one class by slug, its upcoming occurrences with
 * their places left (what is reserved), and the locations and prices of a discipline (`/wellness/inperson-classes/…`, `/wellness/disciplines/{discipline}/…`).
 */
export function inPersonHandlers(kit: ContentKit) {
  const { db, document } = kit;
  return area({
    listInPersonClasses: async (request) => {
      const { discipline, district } = request.query as { discipline?: string; district?: string };
      const filters: SQL[] = [
        ...(discipline ? [eq(t.inPersonClasses.category, discipline)] : []),
        ...(district ? [eq(districtOf, district)] : []),
      ];
      const [page, every] = await Promise.all([
        catalogPage<InPersonClass>(kit, t.inPersonClasses, request, filters),
        db
          .select({ body: t.inPersonClasses.body })
          .from(t.inPersonClasses)
          .orderBy(asc(t.inPersonClasses.position)),
      ]);
      return {
        ...page,
        ...inPersonFacets(
          every.map((row) => row.body as InPersonClass),
          { discipline, district },
        ),
        results: page.results.map(card),
      };
    },
    getInPersonClass: async (request) => {
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select({ body: t.inPersonClasses.body })
        .from(t.inPersonClasses)
        .where(eq(t.inPersonClasses.slug, slug))
        .limit(1);
      if (!row) throw notFound('No encontramos esa experiencia presencial');
      return kit.media(row.body as InPersonClass);
    },
    listInPersonOccurrences: async (request, reply) => {
      freshSeats(reply);
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select({ slug: t.inPersonClasses.slug })
        .from(t.inPersonClasses)
        .where(eq(t.inPersonClasses.slug, slug))
        .limit(1);
      if (!row) throw notFound('No encontramos esa experiencia presencial');
      return upcomingOccurrences(db, slug, kit.clock.now());
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
