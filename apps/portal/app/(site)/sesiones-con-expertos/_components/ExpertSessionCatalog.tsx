import { CatalogView } from '@/components/catalog/CatalogView';
import type { CatalogNouns, ResolvedCatalog } from '@/lib/catalog/catalog';
import { catalogHref } from '@/lib/catalog/params';
import { limaYear } from '@/lib/live-classes/dates';
import type { ExpertsCatalogContext } from '../_lib/load';
import { SPECIALTY_PARAM, type ExpertSession } from '../_lib/specialty';
import { ExpertSessionCard } from './ExpertSessionCard';
import styles from './ExpertSessions.module.css';

export const EXPERT_SESSION_NOUNS: CatalogNouns = {
  one: 'sesión',
  many: 'sesiones',
  all: 'todas las sesiones',
  counted: ['sesión', 'sesiones'],
};

export interface ExpertSessionCatalogProps {
  /** The area's path (`/sesiones-con-expertos`). */
  path: string;
  catalog: ResolvedCatalog<ExpertSession>;
  /** The specialties, the chosen one, and whether the sessions could be read. */
  context: ExpertsCatalogContext;
  /** Now, as the page is rendered. */
  now: Date;
}

/**
 * The sessions with experts' catalog (the catalog pattern, components/catalog): the specialties
 * as a filter in the address (`?especialidad=nutricion`, links that work without JavaScript) and
 * the sessions of the chosen one (of every one when none is chosen), the coming ones first. When
 * the sessions could not be read (spec §8) it says so and offers to try again; the rest of the
 * page stays.
 */
export function ExpertSessionCatalog({ path, catalog, context, now }: ExpertSessionCatalogProps) {
  const currentYear = limaYear(now);
  const { specialty, specialties, failed } = context;
  const here = catalogHref(path, {
    category: null,
    filters: catalog.filters,
    page: catalog.page,
  });
  return (
    <>
      {failed && (
        <p className={styles.Failed} role="status">
          No pudimos cargar las sesiones. <a href={here}>Reintentar</a>
        </p>
      )}
      <CatalogView
        path={path}
        catalog={catalog}
        nouns={EXPERT_SESSION_NOUNS}
        filterGroups={[
          {
            param: SPECIALTY_PARAM,
            title: 'Especialidad',
            allLabel: 'Todas las especialidades',
            options: specialties.map((entry) => ({ value: entry.slug, label: entry.name })),
          },
        ]}
        itemKey={(session) => session.slug}
        renderItem={(session) => (
          <ExpertSessionCard
            session={session}
            href={`${path}/${session.slug}`}
            now={now}
            currentYear={currentYear}
          />
        )}
        resultsHeading={() =>
          specialty ? `Sesiones de ${specialty.name}` : 'Próximas sesiones con expertos'
        }
        empty={
          failed
            ? {
                selection: 'Las sesiones aparecerán aquí cuando podamos cargarlas.',
                none: 'Las sesiones aparecerán aquí cuando podamos cargarlas.',
              }
            : {
                selection: 'No hay sesiones programadas de esta especialidad por ahora.',
                none: 'No hay sesiones con expertos programadas por ahora.',
                elsewhere: { href: '/clases-en-vivo', label: 'Ver las clases en vivo' },
              }
        }
      />
    </>
  );
}
