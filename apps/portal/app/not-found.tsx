import type { Metadata } from 'next';
import { NotFoundScreen } from './NotFoundScreen';
import { SiteFooter } from './SiteFooter';
import { SiteNavigation } from './SiteNavigation';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false },
};

/** Any unknown path or status 404 (spec §2), inside the common layout. */
export default function NotFoundPage() {
  return (
    <>
      <SiteNavigation />
      <main id="contenido">
        <NotFoundScreen />
      </main>
      <SiteFooter />
    </>
  );
}
