import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { PromoLinks } from '@/components/promo/PromoLinks';
import { loadPillars } from '@/lib/pillars';

const PATH = '/pilares';

/**
 * `/pilares` (issue #18): the area's CMS page (`GET /pages/pilares/`: heading, breadcrumb, one
 * section per pillar, which the pillars' links point at) with the pillars block
 * (`GET /home/pilares/`): each pillar with its icon, title and text. Cached (ISR), rendered again
 * at most every 300 s; the same HTML for everyone. The pillars block failing leaves it out; the
 * CMS page failing is the portal's usual failure (the last good copy, else the error boundary).
 */
export const revalidate = 300;

export function generateMetadata() {
  return contentPageMetadata(PATH);
}

export default async function Page() {
  const block = await loadPillars();
  return (
    <ContentPage path={PATH}>
      <PromoLinks block={block} label="Pilares" />
    </ContentPage>
  );
}
