import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { GuideView } from '../_components/GuideView';
import { loadGuide } from '../_lib/load';

/**
 * `/guias-y-consejos/<slug>` (issue #19): one guide or tip (`getContent`). Cached (ISR): rendered
 * on its first request, re-rendered at most every 300 s; a slug the service does not have is the
 * not-found screen (404).
 */
export const revalidate = 300;

const detail = detailPage({
  path: '/guias-y-consejos',
  load: loadGuide,
  openGraph: (guide) => ({
    type: 'article',
    publishedTime: guide.published_at,
    modifiedTime: guide.reviewed_at,
  }),
});

export const generateStaticParams = detail.generateStaticParams;
export const generateMetadata = detail.generateMetadata;

export default async function Page({ params }: PageProps<'/guias-y-consejos/[slug]'>) {
  const { item, path } = await detail.itemOf(params);
  return <GuideView guide={item} path={path} site={siteUrl()} />;
}
