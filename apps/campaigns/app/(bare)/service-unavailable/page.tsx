import { ServiceUnavailable } from '@vivasalud/ui/service-unavailable';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Servicio no disponible',
  robots: { index: false },
};

/**
 * The service-unavailable screen (the portal's, spec §2), without header and footer. Issue #34:
 * the page `vivasalud-next-start` answers with a 503 and `Retry-After` when a campaign page has no
 * good copy while the content service is down; there «Reintentar» goes to the address asked for.
 */
export default function ServiceUnavailablePage() {
  return (
    <main id="contenido">
      <ServiceUnavailable retryHref="/" headingLevel={1} />
    </main>
  );
}
