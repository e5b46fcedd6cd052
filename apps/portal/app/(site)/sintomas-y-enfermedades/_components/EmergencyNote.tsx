import styles from './Symptoms.module.css';

/**
 * Where to get help now, with Peru's numbers (issue #31): SAMU 106 for a medical emergency,
 * Bomberos 116, and the Ministry of Health's line 113 for advice. Each number is a `tel:` link (a
 * phone calls it). NHS.uk closes its condition pages and its empty searches the same way (999 /
 * 111).
 */
export function EmergencyNote({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className={styles.Emergency} aria-labelledby="emergencia">
      <Heading id="emergencia" className={styles.EmergencyTitle}>
        ¿Es una emergencia?
      </Heading>
      <p>
        Llama al <a href="tel:106">106 (SAMU)</a> o ve al servicio de emergencia más cercano. Ante
        un incendio o un accidente, llama a los bomberos al <a href="tel:116">116</a>.
      </p>
      <p>
        Si no es una emergencia y necesitas orientación, llama gratis a la{' '}
        <a href="tel:113">Línea 113 de salud</a>, las 24 horas.
      </p>
    </aside>
  );
}
