import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { PROGRAMS_PATH } from '../_lib/paths';

/**
 * `/programas-bienestar/citas` (table A, «Mis citas»): its CMS page. A folder of its own: the
 * programs' `[slug]` would otherwise take the address for a program named «citas». Cached (ISR).
 */
export const revalidate = 300;

const PATH = `${PROGRAMS_PATH}/citas`;

export function generateMetadata() {
  return contentPageMetadata(PATH);
}

export default function Page() {
  return <ContentPage path={PATH} />;
}
