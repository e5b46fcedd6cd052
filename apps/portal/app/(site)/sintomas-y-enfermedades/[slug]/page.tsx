import { notFound } from 'next/navigation';
import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { SymptomView } from '../_components/SymptomView';
import { DIRECTORY_PATH } from '../_lib/directory';
import { loadRelatedPublications, loadSymptomDetail } from '../_lib/load';

/**
 * `/sintomas-y-enfermedades/<slug>` (issue #31): a condition of the directory, the address the
 * service's searches answer. An unknown slug, or an annulled entry (ANU), is the not-found screen
 * (404). Cached (ISR): rendered on its first request, re-rendered at most every 300 s.
 */
export const revalidate = 300;

const detail = detailPage({
  path: DIRECTORY_PATH,
  load: async (slug) => {
    const entry = await loadSymptomDetail(slug);
    if (!entry) notFound();
    return { ...entry, title: entry.nombre, copy: entry.resumen, image: entry.imagen };
  },
  openGraph: () => ({ type: 'article' }),
});

export const generateMetadata = detail.generateMetadata;
export const generateStaticParams = detail.generateStaticParams;

export default async function Page({ params }: PageProps<'/sintomas-y-enfermedades/[slug]'>) {
  const { item, path } = await detail.itemOf(params);
  const related = await loadRelatedPublications(item.etiquetas.join(','));
  return <SymptomView detail={item} related={related} path={path} site={siteUrl()} />;
}
