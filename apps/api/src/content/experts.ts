import { asc, eq } from 'drizzle-orm';
import type { ContentSchema } from '@vivasalud/api-client/content';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { area, type ContentKit } from './shared';

/** Sessions with experts (/sesiones-con-expertos): `/backoffice/session-experts/…`. */
export function expertsHandlers({ db, document, media }: ContentKit) {
  return area({
    listExpertSpecialties: () => document('wellness', 'expert-specialties'),
    listExpertSessions: async (request) => {
      const { specialty } = request.query as { specialty: number };
      const rows = await db
        .select({ body: t.expertSessions.body })
        .from(t.expertSessions)
        .where(eq(t.expertSessions.specialtyId, specialty))
        .orderBy(asc(t.expertSessions.startsAt));
      return rows.map((row) => media(row.body as ContentSchema<'ExpertSession'>));
    },
    getExpertSession: async (request) => {
      const { slug } = request.params as { slug: string };
      const [row] = await db
        .select({ body: t.expertSessions.body })
        .from(t.expertSessions)
        .where(eq(t.expertSessions.slug, slug));
      if (!row) throw notFound('No encontramos esa sesión');
      return media(row.body as ContentSchema<'ExpertSession'>);
    },
  });
}
