import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false },
};

/**
 * Any unknown path or status 404 (spec §2). The proxy sends unknown paths to the content pages
 * (`UNKNOWN_PATH`), so this renders inside the common layout (header and footer).
 */
export default function NotFoundPage() {
  return (
    <main id="contenido">
      <NotFoundScreen />
    </main>
  );
}
