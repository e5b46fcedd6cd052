import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { InPersonDetailView } from '../_components/InPersonDetailView';
import { IN_PERSON_PATH } from '../_lib/address';
import { InPersonReservation } from '../_components/InPersonReservation';
import {
  loadAreaPage,
  loadInPersonClass,
  loadLocations,
  loadOccurrences,
  loadPrices,
} from '../_lib/load';

/**
 * `/experiencias-presenciales/<slug>` (issue #29): one in-person class (`getInPersonClass`), its
 * place, schedule, prices and its next dates to reserve (issue #29: the member's part is an
 * island, so the HTML is the same for everyone). Cached (ISR): rendered on its first request, re-rendered at most
 * every 300 s; a slug the service does not have is the not-found screen (404).
 */
export const revalidate = 300;

const detail = detailPage({
  path: IN_PERSON_PATH,
  load: async (slug) => {
    const item = await loadInPersonClass(slug);
    return { ...item, copy: item.description ?? null };
  },
  openGraph: () => ({ type: 'website' }),
});

export const generateStaticParams = detail.generateStaticParams;
export const generateMetadata = detail.generateMetadata;

export default async function Page({ params }: PageProps<'/experiencias-presenciales/[slug]'>) {
  const { item, path } = await detail.itemOf(params);
  const [locations, prices, page, occurrences] = await Promise.all([
    loadLocations(item.discipline),
    item.price === null ? Promise.resolve(null) : loadPrices(item.discipline),
    loadAreaPage(),
    loadOccurrences(item.slug),
  ]);
  const now = new Date();
  return (
    <InPersonDetailView
      item={item}
      path={path}
      site={siteUrl()}
      locations={locations}
      prices={prices}
      reservation={<InPersonReservation occurrences={occurrences} path={path} now={now} />}
      related={
        page
          ? {
              heading: page.content.heading_resources ?? null,
              resources: page.content.resources ?? [],
            }
          : null
      }
    />
  );
}
