import { describe, expect, it } from 'vitest';
import {
  AB_TESTING_ORIGIN,
  AB_TESTING_TOLERANCE_MS,
  THIRD_PARTY_ORIGINS,
  abTestingScriptUrl,
  tagManagerScriptUrl,
  thirdPartyIds,
  thirdPartyOrigins,
  type ThirdPartyIds,
} from './thirdParties';

describe('thirdPartyIds (from the server environment)', () => {
  it.each<[string, Record<string, string | undefined>, ThirdPartyIds]>([
    ['nothing configured', {}, { gtmId: null, abAccountId: null }],
    [
      'both',
      { VIVASALUD_GTM_ID: 'GTM-AB12CD3', VIVASALUD_AB_ACCOUNT_ID: '123456' },
      { gtmId: 'GTM-AB12CD3', abAccountId: '123456' },
    ],
    ['Tag Manager only', { VIVASALUD_GTM_ID: 'GTM-X' }, { gtmId: 'GTM-X', abAccountId: null }],
    [
      'A/B only',
      { VIVASALUD_AB_ACCOUNT_ID: 'cuenta_qa-1' },
      { gtmId: null, abAccountId: 'cuenta_qa-1' },
    ],
    [
      'spaces around',
      { VIVASALUD_GTM_ID: ' GTM-AB12CD3\n', VIVASALUD_AB_ACCOUNT_ID: ' 42 ' },
      { gtmId: 'GTM-AB12CD3', abAccountId: '42' },
    ],
    [
      'empty values',
      { VIVASALUD_GTM_ID: '', VIVASALUD_AB_ACCOUNT_ID: '   ' },
      { gtmId: null, abAccountId: null },
    ],
    [
      'a container id that is not GTM-…',
      { VIVASALUD_GTM_ID: 'G-AB12CD3' },
      { gtmId: null, abAccountId: null },
    ],
    [
      'a lowercase container id',
      { VIVASALUD_GTM_ID: 'gtm-ab12cd3' },
      { gtmId: null, abAccountId: null },
    ],
    [
      'ids trying to reach into the URL',
      { VIVASALUD_GTM_ID: 'GTM-X&l=otra', VIVASALUD_AB_ACCOUNT_ID: '../../evil' },
      { gtmId: null, abAccountId: null },
    ],
  ])('%s', (_, env, expected) => {
    expect(thirdPartyIds(env)).toEqual(expected);
  });
});

describe('script URLs', () => {
  it('Tag Manager: gtm.js of the container, as Google’s snippet builds it', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD3')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    );
  });

  it('A/B testing: the account’s loader on the vendor’s origin', () => {
    expect(abTestingScriptUrl('123456')).toBe(`${AB_TESTING_ORIGIN}/123456.js`);
  });

  it('spec §9: the A/B script’s tolerance is 2000 ms', () => {
    expect(AB_TESTING_TOLERANCE_MS).toBe(2000);
  });
});

describe('thirdPartyOrigins (for the page policy)', () => {
  it('none without ids: the policy stays as strict as before', () => {
    expect(thirdPartyOrigins({ gtmId: null, abAccountId: null })).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });

  it('Tag Manager: Google’s GA4 list', () => {
    expect(thirdPartyOrigins({ gtmId: 'GTM-X', abAccountId: null })).toEqual({
      script: ['https://*.googletagmanager.com'],
      connect: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    });
  });

  it('both: each origin once, and the scripts’ hosts are among them', () => {
    const origins = thirdPartyOrigins({ gtmId: 'GTM-X', abAccountId: '1' });
    for (const list of Object.values(origins)) expect(new Set(list).size).toBe(list.length);
    expect(origins.script).toEqual([...THIRD_PARTY_ORIGINS.tagManager.script, AB_TESTING_ORIGIN]);
    expect(origins.connect).toContain(AB_TESTING_ORIGIN);
    // The script hosts match what the loader requests (`*.` covers `www.`).
    expect(new URL(tagManagerScriptUrl('GTM-X')).hostname).toMatch(/\.googletagmanager\.com$/);
    expect(new URL(abTestingScriptUrl('1')).origin).toBe(AB_TESTING_ORIGIN);
  });

  it('are origins only (what a policy accepts), wildcards kept', () => {
    for (const origin of Object.values(THIRD_PARTY_ORIGINS).flatMap((o) =>
      Object.values(o).flat(),
    )) {
      expect(new URL(origin).origin).toBe(origin);
    }
  });
});
