import type { ContentSchema } from '@vivasalud/api-client/content';
import type { ReactNode } from 'react';
import { ExternalLink } from '@vivasalud/ui/link';
import { DetailPage } from '@/components/content/DetailPage';
import { OptimizedImage } from '@/components/images/OptimizedImage';
import { relatedResources } from '@/lib/pages/relatedResources';
import { routeLabel } from '@/lib/routes';
import { breadcrumbList } from '@/lib/seo/jsonLd';
import { IN_PERSON_PATH } from '../_lib/address';
import type { InPersonClass, Location, PricePlan } from '../_lib/load';
import { FREE } from '@/lib/money';
import { formatWeeklySchedule } from '../_lib/schedule';
import { PricePlans } from './PricePlans';
import styles from './InPerson.module.css';

const AREA = { label: routeLabel(IN_PERSON_PATH), href: IN_PERSON_PATH };

export interface InPersonDetailViewProps {
  item: InPersonClass;
  /** The page's own path (`/experiencias-presenciales/<slug>`). */
  path: string;
  /** The public site's address (canonical URLs). */
  site: string;
  /** The locations of its discipline (its map link), or null. */
  locations: readonly Location[] | null;
  /** The price plans the server read, or null (the island reads them again). */
  prices: readonly PricePlan[] | null;
  /** «Próximas fechas», reserving a date (`InPersonReservation`, issue #29). */
  reservation?: ReactNode;
  /** The area page's related resources (spec §2), or null without them. */
  related: { heading: string | null; resources: readonly ContentSchema<'Resource'>[] } | null;
}

/**
 * An in-person class (a server component): what it is about, where (the address, «Cómo llegar»
 * through the external-link confirmation), when (its weekly schedule in Spanish) and for how much
 * (the discipline's price plans, or «Gratis»), then the related resources (the manifest's rule).
 * The side column holds reserving one of its next dates (`reservation`).
 */
export function InPersonDetailView({
  item,
  path,
  site,
  locations,
  prices,
  reservation,
  related,
}: InPersonDetailViewProps) {
  const crumbs = [AREA, { label: item.title, href: path }];
  const venue = locations?.find((location) => location.name === item.location.name);
  const resources = related ? relatedResources(AREA.href, related.resources) : [];
  return (
    <DetailPage
      crumbs={crumbs}
      structuredData={[breadcrumbList(crumbs, site)]}
      intro={{
        tags: { category: item.discipline_label, isPro: false },
        title: item.title,
        lead: item.description ?? null,
      }}
      related={{ heading: related?.heading ?? null, resources }}
    >
      <div className={styles.Detail}>
        <div>
          {item.image && (
            <div className={styles.Media}>
              <OptimizedImage src={item.image} kind="detail" preload />
            </div>
          )}
        </div>
        <div className={styles.Side}>
          <section aria-labelledby="lugar" className={styles.Panel}>
            <h2 id="lugar">Lugar</h2>
            <p>
              {item.location.name}
              <br />
              {item.location.address}, {item.location.district}
            </p>
            {venue?.map_url && (
              <p>
                <ExternalLink
                  href={venue.map_url}
                  aria-label={`Cómo llegar a ${item.location.name}`}
                >
                  Cómo llegar
                </ExternalLink>
              </p>
            )}
          </section>
          <section aria-labelledby="horario" className={styles.Panel}>
            <h2 id="horario">Horario</h2>
            <p>{formatWeeklySchedule(item.schedule)}</p>
          </section>
          {reservation}
          <section aria-labelledby="precios" className={styles.Panel}>
            <h2 id="precios">Precios</h2>
            {item.price === null ? (
              <p>{FREE}: esta clase es gratuita.</p>
            ) : (
              <PricePlans
                discipline={item.discipline}
                label={item.discipline_label}
                initial={prices}
              />
            )}
          </section>
        </div>
      </div>
    </DetailPage>
  );
}
