'use client';

import { useQuery } from '@tanstack/react-query';
import { createContentClient } from '@vivasalud/api-client/content';
import { experiencesQueries } from '@vivasalud/api-client/queries/experiences';
import { createSiteClient, type SiteSchema } from '@vivasalud/api-client/site';
import { PageQueryClient } from '@/components/query/PageQueryClient';
import { formatSoles } from '@/lib/money';
import { igvNote, sessionsLabel } from '../_lib/price';
import styles from './InPerson.module.css';

type PricePlan = SiteSchema<'PricePlan'>;

export interface PricePlansProps {
  discipline: string;
  /** The discipline's label («Yoga»), for the table's caption. */
  label: string;
  /** What the page read on the server; null when the service failed then (read here again). */
  initial: readonly PricePlan[] | null;
}

/** The prices query of the browser: `POST /api/inperson-classes/get-prices` of this site. */
function pricesQuery(discipline: string) {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return experiencesQueries(
    createContentClient({ baseUrl: origin }),
    createSiteClient({ baseUrl: origin }),
  ).prices(discipline);
}

/**
 * The price plans of a class's discipline, in soles, each saying whether it includes IGV. Rendered
 * on the server with what the page read; when that read failed, read in the browser through the
 * same-site route, and a failure there says so with «Reintentar» (spec §8).
 */
export function PricePlans(props: PricePlansProps) {
  return (
    <PageQueryClient>
      <Plans {...props} />
    </PageQueryClient>
  );
}

function Plans({ discipline, label, initial }: PricePlansProps) {
  const query = useQuery({
    ...pricesQuery(discipline),
    ...(initial ? { initialData: [...initial] } : {}),
    staleTime: Infinity,
  });
  if (query.isError) {
    return (
      <div className={styles.Failed} role="alert">
        <p>No pudimos cargar los precios.</p>
        <button
          type="button"
          className={styles.Retry}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (!query.data) return <p role="status">Cargando los precios…</p>;
  if (query.data.length === 0) return <p>Por ahora no hay planes de precios publicados.</p>;
  return (
    <table className={styles.Plans}>
      <caption>Planes de {label}, en soles</caption>
      <thead>
        <tr>
          <th scope="col">Plan</th>
          <th scope="col">Precio</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((plan) => (
          <tr key={plan.plan}>
            <th scope="row">
              {plan.plan}
              <br />
              <small>{sessionsLabel(plan.sessions)}</small>
            </th>
            <td>
              {formatSoles(plan.price)}
              <br />
              <small>{igvNote(plan.igv_included)}</small>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
