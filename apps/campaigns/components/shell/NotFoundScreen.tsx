import { NotFound } from '@vivasalud/ui/not-found';

/**
 * Spec §2: the not-found screen, in Spanish, for an unknown path or a campaign the service does
 * not have. "Volver al inicio" leads to the campaigns home.
 */
export function NotFoundScreen() {
  return (
    <main id="contenido">
      <NotFound homeHref="/" />
    </main>
  );
}
