import { libraryPage } from '../_components/LibraryPage';

/** `/vive-sanamente/lecturas` (issue #30): the library's list of one type, with the other filters. */
const page = libraryPage('lectura');

export const generateMetadata = page.generateMetadata;
export default page.Page;
