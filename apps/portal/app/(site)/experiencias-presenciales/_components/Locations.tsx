import { ExternalLink } from '@vivasalud/ui/link';
import NextLink from 'next/link';
import { useId } from 'react';
import type { Location } from '../_lib/load';
import styles from './InPerson.module.css';

/** The locations by district, in alphabetical order of the district (es). */
export function groupByDistrict(locations: readonly Location[]) {
  const groups = new Map<string, Location[]>();
  for (const location of locations) {
    groups.set(location.district, [...(groups.get(location.district) ?? []), location]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([district, venues]) => ({ district, venues }));
}

export interface LocationsProps {
  /** The discipline's label («Yoga»). */
  label: string;
  /** Its locations; null when the service could not answer. */
  locations: readonly Location[] | null;
  /** The address of this page, to try again. */
  retryHref: string;
}

/**
 * Where a discipline is offered (`wellness/disciplines/{d}/locations/`), grouped by district,
 * each with «Cómo llegar» (a map, through the external-link confirmation) when it has one. The
 * service failing is said, with a link to try again (spec §8: never nothing).
 */
export function Locations({ label, locations, retryHref }: LocationsProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.Locations}>
      <h2 id={id}>Sedes de {label}</h2>
      {locations === null ? (
        <div className={styles.Failed} role="alert">
          <p>No pudimos cargar las sedes de {label}.</p>
          <p>
            <NextLink href={retryHref}>Reintentar</NextLink>
          </p>
        </div>
      ) : locations.length === 0 ? (
        <p>Por ahora no hay sedes publicadas de {label}.</p>
      ) : (
        <ul className={styles.Districts}>
          {groupByDistrict(locations).map(({ district, venues }) => (
            <li key={district}>
              <h3>{district}</h3>
              <ul className={styles.Venues}>
                {venues.map((venue) => (
                  <li key={venue.slug}>
                    {venue.name}: {venue.address}
                    {venue.map_url && (
                      <>
                        {' · '}
                        <ExternalLink
                          href={venue.map_url}
                          aria-label={`Cómo llegar a ${venue.name}`}
                        >
                          Cómo llegar
                        </ExternalLink>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
