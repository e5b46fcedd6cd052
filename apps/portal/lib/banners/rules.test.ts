import { describe, expect, it } from 'vitest';
import {
  campaignCopy,
  campaignHref,
  campaignParticipation,
  campaignsOrigin,
  isCookiePolicyPage,
  isCookiesAccepted,
  showCampaignBanner,
  showConsentBanner,
  showCookieBanner,
  usableCampaign,
  type ActiveCampaign,
  type ConsentBannerInput,
  type Participation,
  type StoredCookieFlag,
} from './rules';

describe('isCookiesAccepted (spec §9: key cookiesAccepted, value true)', () => {
  it.each<[StoredCookieFlag, boolean]>([
    ['true', true],
    [null, false],
    [undefined, false],
    ['false', false],
    ['', false],
    ['TRUE', false],
    ['1', false],
  ])('%j → %s', (stored, expected) => {
    expect(isCookiesAccepted(stored)).toBe(expected);
  });
});

describe('isCookiePolicyPage', () => {
  it.each([
    ['/politicas-de-cookies', true],
    ['/politicas-de-cookies/', true],
    ['/politicas-de-cookies//', true],
    ['/', false],
    ['/politicas-de-cookies/detalle', false],
    ['/politica-de-privacidad/', false],
    ['/politicas-de-cookies-x', false],
  ])('%j → %s', (pathname, expected) => {
    expect(isCookiePolicyPage(pathname)).toBe(expected);
  });
});

describe('showCookieBanner (spec §4)', () => {
  it.each<[string, StoredCookieFlag, string, boolean]>([
    ['no flag, any page', null, '/', true],
    ['no flag, a content page', null, '/clases-grabadas', true],
    ['no flag, under /auth', null, '/auth/login', true],
    ['no flag, the cookie policy', null, '/politicas-de-cookies', false],
    ['no flag, the cookie policy with a trailing slash', null, '/politicas-de-cookies/', false],
    ['accepted', 'true', '/', false],
    ['accepted, the cookie policy', 'true', '/politicas-de-cookies', false],
    ['a stored value other than true', 'false', '/', true],
    // In the server HTML as for a first visit; the inline flag check hides it for a returning one.
    ['storage not read yet (server, hydration)', undefined, '/', true],
    ['storage not read yet, the cookie policy', undefined, '/politicas-de-cookies', false],
  ])('%s → %s', (_case, stored, pathname, expected) => {
    expect(showCookieBanner({ stored, pathname })).toBe(expected);
  });
});

describe('showConsentBanner (spec §4)', () => {
  const shown: ConsentBannerInput = {
    isAuthenticated: true,
    isTermsConditionsAccepted: true,
    isAdditionalClausesAccepted: false,
    pathname: '/',
    dismissed: false,
  };

  it.each<[string, Partial<ConsentBannerInput>, boolean]>([
    ['signed in, terms accepted, clauses not, off /auth', {}, true],
    ['on a content page', { pathname: '/clases-grabadas' }, true],
    ['on /usos-adicionales', { pathname: '/usos-adicionales' }, true],
    ['not authenticated', { isAuthenticated: false }, false],
    [
      'nobody signed in (no user flags)',
      {
        isAuthenticated: false,
        isTermsConditionsAccepted: undefined,
        isAdditionalClausesAccepted: undefined,
      },
      false,
    ],
    ['terms not accepted', { isTermsConditionsAccepted: false }, false],
    ['terms flag missing', { isTermsConditionsAccepted: undefined }, false],
    ['clauses already accepted', { isAdditionalClausesAccepted: true }, false],
    ['clauses flag missing (not accepted)', { isAdditionalClausesAccepted: undefined }, true],
    ['path /auth', { pathname: '/auth' }, false],
    ['path /auth/login', { pathname: '/auth/login' }, false],
    ['path /auth/registro', { pathname: '/auth/registro' }, false],
    ['path starting with /auth as a prefix', { pathname: '/authors' }, false],
    ['/auth further down the path', { pathname: '/vive-sanamente/auth' }, true],
    ['cancelled on this view', { dismissed: true }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(showConsentBanner({ ...shown, ...change })).toBe(expected);
  });
});

describe('campaignsOrigin', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'http://localhost:3001'],
    ['', 'http://localhost:3001'],
    ['   ', 'http://localhost:3001'],
    ['https://campanas.vivasalud.pe', 'https://campanas.vivasalud.pe'],
    ['https://campanas.vivasalud.pe/', 'https://campanas.vivasalud.pe'],
    ['https://campanas.vivasalud.pe/algo?x=1', 'https://campanas.vivasalud.pe'],
    [' http://localhost:4001 ', 'http://localhost:4001'],
    ['campanas.vivasalud.pe', 'http://localhost:3001'],
    ['javascript:alert(1)', 'http://localhost:3001'],
  ])('%j → %j', (configured, expected) => {
    expect(campaignsOrigin(configured)).toBe(expected);
  });
});

const campaign: ActiveCampaign = {
  slug: 'sorteo-audifonos',
  copy: 'Regístrate y participa en el sorteo de',
  copy_strong: 'audífonos inalámbricos',
  link_text: 'Participa aquí',
};

describe('usableCampaign', () => {
  it.each<[string, ActiveCampaign | null | undefined, ActiveCampaign | null]>([
    ['a full campaign', campaign, campaign],
    ['no strong copy', { ...campaign, copy_strong: '' }, { ...campaign, copy_strong: '' }],
    ['none', null, null],
    ['no answer', undefined, null],
    ['blank slug', { ...campaign, slug: '  ' }, null],
    ['blank copy', { ...campaign, copy: '' }, null],
    ['blank link text', { ...campaign, link_text: '' }, null],
  ])('%s', (_case, input, expected) => {
    expect(usableCampaign(input)).toEqual(expected);
  });
});

describe('campaignParticipation', () => {
  it.each<[string, boolean, boolean, boolean | undefined, Participation]>([
    ['session still loading', true, false, undefined, 'unknown'],
    ['session loading, an old answer around', true, true, false, 'unknown'],
    ['anonymous visitor', false, false, undefined, 'not-registered'],
    ['signed in, check not answered', false, true, undefined, 'unknown'],
    ['signed in, registered', false, true, true, 'registered'],
    ['signed in, not registered', false, true, false, 'not-registered'],
  ])('%s → %s', (_case, sessionLoading, signedIn, registered, expected) => {
    expect(campaignParticipation({ sessionLoading, signedIn, registered })).toBe(expected);
  });
});

describe('showCampaignBanner (spec §4)', () => {
  it.each<[string, ActiveCampaign | null, Participation, string, boolean]>([
    ['active campaign, not registered, another page', campaign, 'not-registered', '/', true],
    ['on a content page', campaign, 'not-registered', '/clases-grabadas', true],
    ['under /auth', campaign, 'not-registered', '/auth/login', true],
    ['no active campaign', null, 'not-registered', '/', false],
    ['registered', campaign, 'registered', '/', false],
    ['participation unknown', campaign, 'unknown', '/', false],
    [
      'the campaign page itself',
      campaign,
      'not-registered',
      '/campaign/sorteo-audifonos/signup/',
      false,
    ],
    ['any path including the slug', campaign, 'not-registered', '/x/sorteo-audifonos-2025', false],
    ['another campaign', campaign, 'not-registered', '/campaign/corre-por-la-p/informacion', true],
    ['blank slug', { ...campaign, slug: '' }, 'not-registered', '/', false],
  ])('%s → %s', (_case, active, participation, pathname, expected) => {
    expect(showCampaignBanner({ campaign: active, participation, pathname })).toBe(expected);
  });
});

describe('campaignCopy (spec §6: a signed-in person is offered to take part, issue #25)', () => {
  const both = {
    copy: 'Regístrate y participa en el sorteo de',
    copy_signed_in: 'Participa en el sorteo de',
  };
  it.each([
    [both, false, 'Regístrate y participa en el sorteo de'],
    [both, true, 'Participa en el sorteo de'],
    [{ copy: 'Conoce la campaña' }, true, 'Conoce la campaña'],
    [{ copy: 'Conoce la campaña', copy_signed_in: '  ' }, true, 'Conoce la campaña'],
  ])('%o, signed in %s → %s', (campaign, signedIn, expected) => {
    expect(campaignCopy(campaign, signedIn)).toBe(expected);
  });
});

describe('campaignHref (spec §2, §6)', () => {
  it.each([
    [false, 'http://localhost:3001', 'http://localhost:3001/campaign/sorteo-audifonos/signup/'],
    // Signed in: through the portal's ticket route, which signs the person in over there.
    [
      true,
      'http://localhost:3001',
      '/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fparticipate%2F',
    ],
    [
      false,
      'https://campanas.vivasalud.pe',
      'https://campanas.vivasalud.pe/campaign/sorteo-audifonos/signup/',
    ],
  ])('signed in %s on %s → %s', (signedIn, origin, expected) => {
    expect(campaignHref({ slug: 'sorteo-audifonos', signedIn, origin })).toBe(expected);
  });

  it('escapes a slug that is not URL-safe', () => {
    expect(campaignHref({ slug: 'a b/c', signedIn: false, origin: 'http://x.pe' })).toBe(
      'http://x.pe/campaign/a%20b%2Fc/signup/',
    );
    expect(campaignHref({ slug: 'a b/c', signedIn: true, origin: 'http://x.pe' })).toBe(
      '/api/auth/ticket?to=%2Fcampaign%2Fa%2520b%252Fc%2Fparticipate%2F',
    );
  });
});
