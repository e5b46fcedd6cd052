import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { LiveClassDetailView } from '../_components/LiveClassDetailView';
import { loadLiveClass } from '../_lib/load';

/**
 * `/clases-en-vivo/<slug>` (issue #15): one live class (`getLiveClass`). Cached (ISR): rendered
 * on its first request, re-rendered at most every 300 s; a slug the service does not have is the
 * not-found screen (404).
 */
export const revalidate = 300;

const detail = detailPage({
  path: '/clases-en-vivo',
  load: loadLiveClass,
  openGraph: () => ({ type: 'website' }),
});

export const generateStaticParams = detail.generateStaticParams;
export const generateMetadata = detail.generateMetadata;

export default async function Page({ params }: PageProps<'/clases-en-vivo/[slug]'>) {
  const { item, path } = await detail.itemOf(params);
  return <LiveClassDetailView liveClass={item} path={path} site={siteUrl()} now={new Date()} />;
}
