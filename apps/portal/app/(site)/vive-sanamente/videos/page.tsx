import { libraryPage } from '../_components/LibraryPage';

/** `/vive-sanamente/videos` (issue #30): the library's list of one type, with the other filters. */
const page = libraryPage('video');

export const generateMetadata = page.generateMetadata;
export default page.Page;
