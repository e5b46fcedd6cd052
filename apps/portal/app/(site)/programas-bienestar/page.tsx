import { ContentPage } from '@/components/content/ContentPage';
import { contentPageMetadata } from '@/lib/pages/contentMetadata';
import { ProgramList } from './_components/ProgramPages';
import { loadProgramList } from './_lib/load';
import { PROGRAMS_PATH } from './_lib/paths';

/**
 * `/programas-bienestar` (issue #32): the CMS page (how the programs work, «Solicitar una cita»)
 * with every program the service lists, each leading to its page. Cached (ISR).
 */
export const revalidate = 300;

export function generateMetadata() {
  return contentPageMetadata(PROGRAMS_PATH);
}

export default async function Page() {
  return (
    <ContentPage path={PROGRAMS_PATH}>
      <ProgramList programs={await loadProgramList()} />
    </ContentPage>
  );
}
