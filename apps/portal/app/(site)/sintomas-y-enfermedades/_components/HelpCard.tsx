import type { SymptomDetail } from '../_lib/load';
import styles from './Symptoms.module.css';

/**
 * «Cuándo buscar ayuda» (issue #31), NHS.uk's condition-page callouts in Peru's terms: what calls
 * for a health centre soon (with the 113 line for advice) and what calls for SAMU 106 or the
 * emergency room now — each a list of plain signs from the service, the numbers as `tel:` links.
 * Shown before the description: the first thing a worried person looks for.
 */
export function HelpCard({ help }: { help: SymptomDetail['cuandoBuscarAyuda'] }) {
  return (
    <section aria-labelledby="cuando-buscar-ayuda" className={styles.Help}>
      <h2 id="cuando-buscar-ayuda">Cuándo buscar ayuda</h2>
      {help.urgente.length > 0 && (
        <div className={styles.Urgent}>
          <h3 className={styles.CalloutTitle}>Acude pronto a un establecimiento de salud si:</h3>
          <ul>
            {help.urgente.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
          <p>
            Si tienes dudas, llama gratis a la <a href="tel:113">Línea 113 de salud</a>, las 24
            horas.
          </p>
        </div>
      )}
      <div className={styles.Emergency} role="note" aria-labelledby="emergencia">
        <h3 id="emergencia" className={styles.CalloutTitle}>
          Llama al <a href="tel:106">106 (SAMU)</a> o ve a emergencia de inmediato si:
        </h3>
        <ul>
          {help.emergencia.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p>
          Ante un incendio o un accidente, llama a los bomberos al <a href="tel:116">116</a>.
        </p>
      </div>
    </section>
  );
}
