import { afterEach, describe, expect, it } from 'vitest';
import { AB_TESTING_SCRIPT_ID, TAG_MANAGER_SCRIPT_ID } from '@/components/shell/thirdPartyScripts';
import { analyticsStarted } from '@/lib/analyticsOff';

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('analyticsStarted: a calculator leaves its address alone once a third party runs', () => {
  it('is false on a page without them, or with only our own events', () => {
    expect(analyticsStarted()).toBe(false);
    (window as { dataLayer?: unknown[] }).dataLayer = [{ event: 'error', message: 'x' }];
    expect(analyticsStarted()).toBe(false);
  });

  it.each([TAG_MANAGER_SCRIPT_ID, AB_TESTING_SCRIPT_ID])('is true with the script #%s', (id) => {
    const script = document.createElement('script');
    script.id = id;
    document.body.append(script);
    expect(analyticsStarted()).toBe(true);
  });

  it('is true once Tag Manager was started in the data layer', () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }];
    expect(analyticsStarted()).toBe(true);
  });
});
