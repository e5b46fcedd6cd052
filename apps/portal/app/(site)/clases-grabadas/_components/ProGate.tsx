import NextLink from 'next/link';
import { loginHref } from '@/lib/auth/paths';
import styles from './ProClass.module.css';

/** Who is looking at a pro class without its media. */
export type Viewer = 'visitor' | 'member';

/**
 * What VivaSalud Pro is and how to get it, where a pro class's player goes for anyone who is not
 * a pro member (issue #25). In the cached HTML (the visitor's version: it is also what shows
 * without JavaScript) and in the island once the media route answered 401 or 403.
 */
export function ProGate({ path, viewer }: { path: string; viewer: Viewer }) {
  return (
    <section aria-labelledby="clase-pro" className={styles.Gate}>
      <h2 id="clase-pro">Clase Pro</h2>
      <p>
        Esta clase es parte de VivaSalud Pro, la membresía que suma, a todo lo que el portal ofrece
        libremente, las clases grabadas y en vivo marcadas «Pro» y la telemedicina con profesionales
        colegiados.
      </p>
      {viewer === 'member' ? (
        <p>
          Tu membresía actual no incluye esta clase. Para pasarte a Pro, escríbenos o llámanos por
          los canales de contacto que están al pie de esta página.
        </p>
      ) : (
        <p>
          Si ya eres miembro Pro, <NextLink href={loginHref(path)}>Inicia sesión</NextLink> para
          verla. Si aún no lo eres, escríbenos o llámanos por los canales de contacto que están al
          pie de esta página.
        </p>
      )}
      <p>
        Mientras tanto, mira nuestras{' '}
        <NextLink href="/clases-grabadas">clases grabadas gratuitas</NextLink>.
      </p>
    </section>
  );
}
