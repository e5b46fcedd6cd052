import { publicationRedirect } from '../../_components/PublicationPage';

/** `/vive-sanamente/infografias/detail?id=N` or `?slug=S` (spec §2): 308 to the publication's page. */
export default publicationRedirect('infografia');
