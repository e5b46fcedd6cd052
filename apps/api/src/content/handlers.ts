import { mergeAreas } from '../handler-areas';
import { campaignsHandlers } from './campaigns';
import { contentsHandlers } from './contents';
import { expertsHandlers } from './experts';
import { formsHandlers } from './forms';
import { homeHandlers } from './home';
import { imagesHandlers } from './images';
import { inPersonHandlers } from './in-person';
import { liveClassesHandlers } from './live-classes';
import { miniManualHandlers } from './mini-manual';
import { pagesHandlers } from './pages';
import { programsHandlers } from './programs';
import { recordedClassesHandlers } from './recorded-classes';
import { reservationsHandlers } from './reservations';
import { searchHandlers } from './search';
import { contentKit, type ContentContext, type ContentHandlers } from './shared';
import { siteHandlers } from './site';
import { symptomsHandlers } from './symptoms';
import { telemedicineHandlers } from './telemedicine';
import { termsHandlers } from './terms';
import { toolsHandlers } from './tools';
import { viveSanamenteHandlers } from './vive-sanamente';

export { ownMediaFile } from './images';

/**
 * Every operation of content.yaml, from the handlers of each area (`content/<area>.ts`, one per
 * URL group, as the portal has one route folder per area). The answer type makes the map
 * exhaustive: an operation no area handles does not compile; one handled by two areas throws here.
 */
export function createContentHandlers(context: ContentContext): ContentHandlers {
  const kit = contentKit(context);
  return mergeAreas(
    // Site-wide
    siteHandlers(kit),
    pagesHandlers(kit),
    homeHandlers(kit),
    termsHandlers(kit),
    imagesHandlers(kit),
    formsHandlers(kit),
    searchHandlers(kit),
    campaignsHandlers(kit),
    // Wellness: classes and resources
    liveClassesHandlers(kit),
    reservationsHandlers(kit),
    recordedClassesHandlers(kit),
    contentsHandlers(kit),
    inPersonHandlers(kit),
    expertsHandlers(kit),
    telemedicineHandlers(kit),
    // Health
    viveSanamenteHandlers(kit),
    programsHandlers(kit),
    miniManualHandlers(kit),
    toolsHandlers(kit),
    symptomsHandlers(kit),
  );
}
