import { libraryPage } from '../_components/LibraryPage';

/** `/vive-sanamente/podcasts` (issue #30): the library's list of one type, with the other filters. */
const page = libraryPage('podcast');

export const generateMetadata = page.generateMetadata;
export default page.Page;
