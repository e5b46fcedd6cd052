import type { Metadata } from 'next';
import { ServiceUnavailableScreen } from './ServiceUnavailableScreen';

export const metadata: Metadata = {
  title: 'Servicio no disponible',
  robots: { index: false },
};

/** Spec §2: the service-unavailable screen, without header and footer. */
export default function ServiceUnavailablePage() {
  return (
    <main id="contenido">
      <ServiceUnavailableScreen />
    </main>
  );
}
