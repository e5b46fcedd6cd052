import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/shell/NotFoundScreen';
import { SiteFrame } from '@/components/shell/SiteFrame';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false },
};

/**
 * Any unknown path or status 404 (spec §2), in Spanish, in the common layout: Next renders this
 * under the root layout only, so it brings the frame itself.
 */
export default function NotFoundPage() {
  return (
    <SiteFrame>
      <NotFoundScreen />
    </SiteFrame>
  );
}
