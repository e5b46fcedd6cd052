import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ServiceUnavailableScreen } from './ServiceUnavailableScreen';

export const metadata: Metadata = {
  title: 'Servicio no disponible',
  robots: { index: false },
};

/** Spec §2: the service-unavailable screen, without header and footer. */
export default async function ServiceUnavailablePage() {
  // Rendered per request, so the proxy's CSP nonce reaches its scripts.
  await connection();
  return (
    <main id="contenido">
      <ServiceUnavailableScreen />
    </main>
  );
}
