import { test as setup } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInBySiteRoutes } from '../support/identity';
import { STANDARD_STATE } from '../support/standard-session';

setup('the standard demo member (no code) signs in once', async ({ page, request }) => {
  setup.setTimeout(90_000);
  await signInBySiteRoutes(page, request, { ...DEMO.noCode, password: DEMO_PASSWORD });
  await page.context().storageState({ path: STANDARD_STATE });
});
