import { Hydrated } from '@/components/query/Hydrated';
import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { RecordedClassView } from '../_components/RecordedClassView';
import { loadRecordedClass } from '../_lib/load';

/**
 * `/clases-grabadas/<slug>` (issue #19): one recorded class with its player (`getRecordedClass`).
 * Cached (ISR): the same HTML for everyone, re-rendered at most every 300 s; what the person
 * watched is read by the player in the browser. A slug the service does not have is the
 * not-found screen (404). The class the page read (`catalogQueries(…).recordedClass(slug)`, the
 * same for everyone) is handed to the page's QueryClient in the browser (`Hydrated`).
 */
export const revalidate = 300;

const detail = detailPage({
  path: '/clases-grabadas',
  load: loadRecordedClass,
  openGraph: () => ({ type: 'video.other' }),
});

export const generateStaticParams = detail.generateStaticParams;
export const generateMetadata = detail.generateMetadata;

export default async function Page({ params }: PageProps<'/clases-grabadas/[slug]'>) {
  const { item, path } = await detail.itemOf(params);
  return (
    <Hydrated>
      <RecordedClassView recordedClass={item} path={path} site={siteUrl()} />
    </Hydrated>
  );
}
