import { ParticipateAccess } from '@/app/(site)/campaign/[slug]/_components/ParticipateAccess';
import { stepPage } from '@/app/(site)/campaign/[slug]/_components/stepPage';

/**
 * `/campaign/<slug>/participate/` (spec §2): a signed-in person takes part in one press, or reads
 * «Ya estás participando»; someone not signed in signs in here first.
 */
const { generateMetadata, Page } = stepPage('participate', ParticipateAccess);
export { generateMetadata };
export default Page;
