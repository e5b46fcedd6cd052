import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false },
};

/**
 * A page of the common layout that calls `notFound()` (a campaign slug the service does not
 * have): the Spanish screen inside the layout's header and footer. Unknown paths get
 * `app/not-found.tsx`, which brings the frame itself.
 */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
