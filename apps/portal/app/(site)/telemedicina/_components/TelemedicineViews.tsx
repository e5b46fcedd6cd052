import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { TELEMEDICINE_PATH } from '@/lib/clientRoutes';
import type { TelemedicineContent } from '../_lib/load';
import type { CallResult } from '../_lib/result';
import { CallRequestForm } from './CallRequestForm';
import styles from './Telemedicine.module.css';

/** Where a person without pro learns about the health programs (the header's entry for them). */
export const PROGRAMS_PATH = '/programas-de-salud';

/**
 * For a signed-in member without pro (issue #29): why telemedicine is not theirs, and where to
 * go. Nothing of the service's pro content is read for them, so none of it is in this HTML.
 */
export function NotProView() {
  return (
    <div className={styles.Area}>
      <section className={styles.Part} aria-labelledby="membresia-pro">
        <h2 id="membresia-pro">La telemedicina es parte de VivaSalud Pro</h2>
        <p>
          Tu membresía actual no incluye la telemedicina. VivaSalud Pro es la membresía que suma, a
          todo lo que el portal ofrece libremente, las videoconsultas con profesionales colegiados
          de varias especialidades y las clases marcadas «Pro».
        </p>
        <p>
          Para pasarte a Pro, escríbenos o llámanos por los canales de contacto que están al pie de
          esta página. Mientras tanto, conoce los programas de salud que ya tienes a tu alcance.
        </p>
        <p>
          <NextLink href={PROGRAMS_PATH} className={styles.Link}>
            Ir a Programas de salud
          </NextLink>
        </p>
      </section>
    </div>
  );
}

/** A part the service could not give: said honestly, with a way to try again. */
export function Unavailable({ what }: { what: string }) {
  return (
    <div className={styles.Area}>
      <section className={styles.Part} aria-labelledby="no-disponible">
        <h2 id="no-disponible">No pudimos cargar {what}</h2>
        <p className={styles.Unavailable}>
          El servicio no responde en este momento. Inténtalo nuevamente en unos minutos.
        </p>
        <p>
          {/* A full load: the page reads the session again on the server. */}
          <a href={TELEMEDICINE_PATH} className={styles.Link}>
            Intentar de nuevo
          </a>
        </p>
      </section>
    </div>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.Part} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{title}</h2>
      {children}
    </section>
  );
}

/** A pro member's telemedicine: the specialties, how it works, and the call request form. */
export function ProView({
  content,
  initialKey,
  result,
}: {
  content: TelemedicineContent;
  initialKey: string;
  result: CallResult | null;
}) {
  return (
    <div className={styles.Area}>
      <Part id="especialidades" title="Especialidades">
        <ul className={styles.List}>
          {content.specialties.map((specialty) => (
            <li key={specialty.id} className={styles.Card}>
              <h3>{specialty.name}</h3>
              <p>{specialty.description}</p>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="como-funciona" title="¿Cómo funciona?">
        <ol className={styles.Steps}>
          <li>Elige la especialidad y deja el número al que te llamaremos.</li>
          <li>
            Autoriza el uso de tus datos de salud para la consulta: sin tu autorización no podemos
            atenderte.
          </li>
          <li>
            Un profesional te llamará en aproximadamente {content.expected_wait_minutes} minutos
            para iniciar la videoconsulta.
          </li>
        </ol>
      </Part>
      <CallRequestForm
        specialties={content.specialties.map(({ id, name }) => ({ id, name }))}
        consent={content.consent}
        expectedWaitMinutes={content.expected_wait_minutes}
        nextSteps={content.next_steps}
        initialKey={initialKey}
        result={result}
      />
    </div>
  );
}
