import { test as setup } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInBySiteRoutes } from '../support/identity';
import { PRO_STATE } from '../support/pro-session';

setup('the pro demo member signs in once, with the mailed code', async ({ page, request }) => {
  setup.setTimeout(90_000);
  await signInBySiteRoutes(page, request, { ...DEMO.pro, password: DEMO_PASSWORD });
  await page.context().storageState({ path: PRO_STATE });
});
