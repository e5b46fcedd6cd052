import {
  AHORRO_OFF,
  AHORRO_ON,
  AHORRO_ROUTE,
  CONFIRM_FIELD,
  type AhorroSource,
} from '@/lib/ahorro/ahorro';
import styles from './AhorroSettings.module.css';

export interface AhorroSettingsProps {
  /** Whether the portal saves data for this person, and why (`ahorroOf`). */
  state: AhorroSource | null;
  /** The page the switch was on (`?volver=`), when the person came from it. */
  back: string | null;
}

/** What «Ahorro de datos» changes: true of every page, said once. */
const CHANGES = [
  'Las imágenes se descargan más pequeñas y livianas.',
  'Los videos y audios no se descargan hasta que presionas reproducir.',
  'Las clases grabadas empiezan en «Solo audio»; puedes cambiar al video cuando quieras.',
  'Los carruseles no avanzan solos.',
] as const;

/**
 * The state, what it changes and the switch (a plain form: the same route as the footer's, with
 * `confirmar=1` so that it lands here again, and the way back kept). A server component.
 */
export function AhorroSettings({ state, back }: AhorroSettingsProps) {
  const on = state !== null;
  return (
    <div className={styles.Settings}>
      {back !== null && (
        <div className={styles.Notice} role="status">
          <p>
            <strong>
              {on ? 'Activaste el ahorro de datos.' : 'Desactivaste el ahorro de datos.'}
            </strong>
          </p>
          <p>
            <a href={back}>Volver a la página que estabas viendo</a>
          </p>
        </div>
      )}

      <section aria-labelledby="ahorro-estado">
        <h2 id="ahorro-estado" className={styles.Heading}>
          Estado
        </h2>
        <p className={styles.State} data-state={on ? 'on' : 'off'}>
          {state === 'elegido' && 'El ahorro de datos está activado.'}
          {state === 'navegador' &&
            'El ahorro de datos está activado porque tu navegador pidió ahorrar datos.'}
          {state === null && 'El ahorro de datos está desactivado.'}
        </p>
        <form method="post" action={AHORRO_ROUTE}>
          <input type="hidden" name={CONFIRM_FIELD} value="1" />
          <input type="hidden" name="redirect" value={back ?? '/'} />
          <button
            type="submit"
            name="ahorro"
            value={on ? AHORRO_OFF : AHORRO_ON}
            className={styles.Button}
          >
            {on ? 'Desactivar el ahorro de datos' : 'Activar el ahorro de datos'}
          </button>
        </form>
      </section>

      <section aria-labelledby="ahorro-cambios">
        <h2 id="ahorro-cambios" className={styles.Heading}>
          Qué cambia
        </h2>
        <ul className={styles.List}>
          {CHANGES.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p>
          Tu elección se guarda en una cookie de este navegador (<code>vs_ahorro</code>) durante un
          año. No dice nada de ti: solo sirve para darte lo que pediste.
        </p>
      </section>
    </div>
  );
}
