import { notFound } from 'next/navigation';
import { detailPage } from '@/lib/catalog/detail';
import { ProgramPage } from '../_components/ProgramPages';
import { loadProgramBySlug } from '../_lib/load';
import { PROGRAMS_PATH } from '../_lib/paths';

/**
 * `/programas-bienestar/<slug>` (issue #32): a wellness program, its benefits and sections, and
 * what it offers (its sign-up form, «Solicita tu cita»). An unknown slug is the not-found screen.
 * The same cached HTML for everyone (ISR, 300 s).
 */
export const revalidate = 300;

const detail = detailPage({
  path: PROGRAMS_PATH,
  load: async (slug) => {
    const program = await loadProgramBySlug(slug);
    if (!program) notFound();
    return { ...program, title: program.titulo, copy: null, image: program.imagen };
  },
  openGraph: () => ({ type: 'website' }),
});

export const generateMetadata = detail.generateMetadata;
export const generateStaticParams = detail.generateStaticParams;

export default async function Page({ params }: PageProps<'/programas-bienestar/[slug]'>) {
  const { item } = await detail.itemOf(params);
  return <ProgramPage program={item} />;
}
