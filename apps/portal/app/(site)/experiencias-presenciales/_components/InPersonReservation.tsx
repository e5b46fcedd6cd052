import type { SiteSchema } from '@vivasalud/api-client/site';
import { limaYear } from '@/lib/live-classes/dates';
import { ReservationSlot } from '../../clases-en-vivo/_components/ReservationSlot';
import { ReserveBlock } from '../../clases-en-vivo/_components/ReserveBlock';
import { reservationLabel, reservationState } from '../../clases-en-vivo/_lib/seats';
import { formatOccurrence } from '../_lib/schedule';
import styles from './InPerson.module.css';

type Occurrence = SiteSchema<'InPersonOccurrence'>;

/** How many dates the block lists (the service keeps four weeks of them). */
export const SHOWN_OCCURRENCES = 6;

export interface InPersonReservationProps {
  /** The class's upcoming dates (`listInPersonOccurrences`), or null when the service failed. */
  occurrences: readonly Occurrence[] | null;
  /** The class's page (`/experiencias-presenciales/<slug>`). */
  path: string;
  /** Now, as the page is rendered. */
  now: Date;
}

/**
 * «Próximas fechas» of an in-person class (issue #29): each date (in Lima) with its places left
 * and «Reservar» — the live classes' block with the in-person kind, a form that posts by itself
 * (so it works without JavaScript; a visitor goes to the login and comes back to reserve that
 * date); «Completo» without a button when it is full. For someone who may be signed in, each
 * date's member island (loaded only for them) says «Reservada.» with «Cancelar reserva». The
 * cached HTML is the same for everyone: places as of this render, which reserving revalidates.
 */
export function InPersonReservation({ occurrences, path, now }: InPersonReservationProps) {
  const year = limaYear(now);
  const dates = (occurrences ?? [])
    .map((occurrence) => ({ occurrence, state: reservationState(occurrence, now) }))
    .filter(({ state }) => state.kind !== 'ended')
    .slice(0, SHOWN_OCCURRENCES);
  return (
    <section aria-labelledby="fechas" className={styles.Panel}>
      <h2 id="fechas">Próximas fechas</h2>
      {occurrences === null ? (
        <p>
          No pudimos cargar las próximas fechas porque el servicio no responde. Inténtalo nuevamente
          en unos minutos.
        </p>
      ) : dates.length === 0 ? (
        <p>Por ahora no hay fechas para reservar en esta clase.</p>
      ) : (
        <ul className={styles.Dates}>
          {dates.map(({ occurrence, state }) => {
            const when = formatOccurrence(occurrence, year);
            const label = reservationLabel(state, 'inperson-class') ?? '';
            const context = `del ${when}`;
            return (
              <li key={occurrence.slug} className={styles.Date}>
                <p className={styles.When}>
                  <time dateTime={occurrence.starts_at}>{when}</time>
                </p>
                <ReservationSlot
                  kind="inperson-class"
                  slug={occurrence.slug}
                  path={path}
                  classIsPro={false}
                  state={state}
                  context={context}
                >
                  <ReserveBlock
                    kind="inperson-class"
                    slug={occurrence.slug}
                    label={label}
                    open={state.kind === 'open'}
                    context={context}
                  />
                </ReservationSlot>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
