import { publicationPage } from '../../_components/PublicationPage';

/**
 * `/vive-sanamente/podcasts/<slug>` (issue #30): one publication. Cached (ISR): rendered on its first
 * request, re-rendered at most every 300 s.
 */
export const revalidate = 300;

const page = publicationPage('podcast');

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
