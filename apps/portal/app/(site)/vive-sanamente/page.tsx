import { libraryPage } from './_components/LibraryPage';

/**
 * `/vive-sanamente` (issue #30): the healthy-living library — its CMS page, the header slider
 * (3), the types as entry points, and every publication by search, category, pillar, topic and
 * type (`?buscar=&categoria=&pilar=&tema=&tipo=&pagina=`).
 */
const page = libraryPage(null);

export const generateMetadata = page.generateMetadata;
export default page.Page;
