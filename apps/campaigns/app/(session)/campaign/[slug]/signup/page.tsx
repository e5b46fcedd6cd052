import { SignupAccess } from '@/app/(site)/campaign/[slug]/_components/SignupAccess';
import { stepPage } from '@/app/(site)/campaign/[slug]/_components/stepPage';

/**
 * `/campaign/<slug>/signup/` (spec §2): a visitor who is not signed in creates an account from the
 * campaign and takes part with it; a signed-in one sees the participation.
 */
const { generateMetadata, Page } = stepPage('signup', SignupAccess);
export { generateMetadata };
export default Page;
