import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { MiniManualView } from '../_components/MiniManualView';
import { loadMiniManual } from '../_lib/load';
import { MINI_MANUALS_PATH } from '../_lib/paths';

/**
 * `/mini-manuales/<slug>` (issue #31): a mini-manual, its sections as a contents list, printable,
 * its file when there is one. An unknown or annulled one is the not-found screen (404). Cached
 * (ISR): rendered on its first request, re-rendered at most every 300 s.
 */
export const revalidate = 300;

const detail = detailPage({
  path: MINI_MANUALS_PATH,
  load: async (slug) => {
    const manual = await loadMiniManual(slug);
    return { ...manual, title: manual.titulo, copy: manual.resumen, image: manual.imagen };
  },
  openGraph: () => ({ type: 'article' }),
});

export const generateMetadata = detail.generateMetadata;
export const generateStaticParams = detail.generateStaticParams;

export default async function Page({ params }: PageProps<'/mini-manuales/[slug]'>) {
  const { item, path } = await detail.itemOf(params);
  return <MiniManualView manual={item} path={path} site={siteUrl()} />;
}
