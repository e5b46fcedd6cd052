import { describe, it, vi } from 'vitest';
import { createAuthRoutes } from './index';
import { fakeUpstream, request, serviceEnv, SITE } from './test/support';

/**
 * A form the browser posted itself (issue #25): before the page's script loaded, or with
 * JavaScript off. Its fields are never read, forwarded or logged; the answer is a 303 back to the
 * form's page with `?sin-js=1`, never to another site.
 */

const FIELDS = 'documentType=DNI&document=70000001&password=Secreta-2025';
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data; boundary=x';
const MULTIPART_BODY =
  '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nSecreta-2025\r\n--x--\r\n';

/** Routes whose upstream records every call (there must be none) and whose logs are watched. */
function watched(site: 'portal' | 'campaigns' = 'portal') {
  const upstream = fakeUpstream(() => ({}));
  const routes = createAuthRoutes({
    env: serviceEnv,
    site,
    fetch: upstream.fetch,
    addressResolved: true,
    allowedOrigins: ['http://localhost:3001'],
  });
  const logs = [
    vi.spyOn(console, 'error').mockImplementation(() => undefined),
    vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    vi.spyOn(console, 'log').mockImplementation(() => undefined),
    vi.spyOn(console, 'info').mockImplementation(() => undefined),
  ];
  const logged = () => logs.flatMap((spy) => spy.mock.calls.map((call) => call.join(' ')));
  return { routes, calls: upstream.calls, logged };
}

interface NativeCase {
  route: string;
  referer?: string | null;
  origin?: string | null;
  contentType?: string;
  site?: 'portal' | 'campaigns';
  location: string;
}

describe('native form posts', () => {
  it.for<[string, NativeCase]>([
    [
      'the login, back to its page with its redirect (and nothing else of the address)',
      {
        route: '/api/auth/login',
        referer: `${SITE}/auth/login?redirect=%2Fclases-en-vivo&document=70000001&password=x`,
        location: '/auth/login?redirect=%2Fclases-en-vivo&sin-js=1',
      },
    ],
    [
      'the login as multipart',
      {
        route: '/api/auth/login/',
        contentType: MULTIPART,
        referer: `${SITE}/auth/login`,
        location: '/auth/login?sin-js=1',
      },
    ],
    [
      'the sign-up without a Referer, to its fixed page',
      { route: '/api/auth/signup', referer: null, location: '/auth/registro?sin-js=1' },
    ],
    [
      'the recovery',
      {
        route: '/api/auth/recover-password',
        referer: `${SITE}/auth/recuperar-contrasena`,
        location: '/auth/recuperar-contrasena?sin-js=1',
      },
    ],
    [
      'the new password from its no-referrer page (Origin: null), to its fixed page',
      {
        route: '/api/auth/restore-password',
        origin: 'null',
        referer: null,
        location: '/auth/restablecer-contrasena?sin-js=1',
      },
    ],
    [
      'the code step',
      { route: '/api/auth/mfa-validation', referer: null, location: '/auth/login?sin-js=1' },
    ],
    [
      'a post without Origin, whatever its Referer says',
      {
        route: '/api/auth/login',
        origin: null,
        referer: `${SITE}/campaign/x`,
        location: '/auth/login?sin-js=1',
      },
    ],
    [
      'a Referer of another site, to the fixed page',
      {
        route: '/api/auth/login',
        referer: 'https://evil.example/auth/login',
        location: '/auth/login?sin-js=1',
      },
    ],
    [
      'a Referer whose path would leave the site, to the fixed page',
      {
        route: '/api/auth/login',
        referer: `${SITE}//evil.example/x`,
        location: '/auth/login?sin-js=1',
      },
    ],
    [
      'a Referer that is an API route, to the fixed page',
      {
        route: '/api/auth/signup',
        referer: `${SITE}/api/auth/ticket?to=%2F`,
        location: '/auth/registro?sin-js=1',
      },
    ],
    [
      'a post from the other allowed site, to the fixed page',
      {
        route: '/api/auth/login',
        origin: 'http://localhost:3001',
        referer: 'http://localhost:3001/campaign/x',
        location: '/auth/login?sin-js=1',
      },
    ],
    [
      'the campaigns login, back to the campaign page',
      {
        site: 'campaigns',
        route: '/api/auth/login',
        referer: `${SITE}/campaign/sorteo/participate?redirect=%2Fcampaign%2Fsorteo`,
        location: '/campaign/sorteo/participate?redirect=%2Fcampaign%2Fsorteo&sin-js=1',
      },
    ],
    [
      'the campaigns participation without a Referer, to the campaigns home',
      {
        site: 'campaigns',
        route: '/api/auth/campaigns/add_participant',
        referer: null,
        location: '/?sin-js=1',
      },
    ],
  ])(
    '%s: 303, no-store, no cookie, no upstream call, nothing logged',
    async ([, { route, referer, origin, contentType = FORM, site, location }], { expect }) => {
      const { routes, calls, logged } = watched(site);
      const headers: Record<string, string> = {};
      if (referer) headers.referer = referer;
      const response = await routes.POST(
        request('POST', route, {
          raw: contentType === FORM ? FIELDS : MULTIPART_BODY,
          contentType,
          origin,
          headers,
        }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(location);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toBe('');
      expect(calls).toEqual([]);
      expect(logged()).toEqual([]);
    },
  );

  it('a cross-site native post is refused like every foreign POST (403, nothing read)', async ({
    expect,
  }) => {
    const { routes, calls } = watched();
    const response = await routes.POST(
      request('POST', '/api/auth/login', {
        raw: FIELDS,
        contentType: FORM,
        origin: 'https://evil.example',
        headers: { referer: `${SITE}/auth/login` },
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    expect(calls).toEqual([]);
  });

  it.for<[string, string, 'portal' | 'campaigns']>([
    ['logout (no form posts there)', '/api/auth/logout', 'portal'],
    ['the code resend (a button, not a form)', '/api/auth/send-mfa', 'portal'],
    [
      'the recovery on the campaigns site (the portal has it)',
      '/api/auth/recover-password',
      'campaigns',
    ],
  ])('a form post to %s is still 415', async ([, route, site], { expect }) => {
    const { routes, calls } = watched(site);
    const response = await routes.POST(request('POST', route, { raw: FIELDS, contentType: FORM }));
    expect(response.status).toBe(415);
    expect(calls).toEqual([]);
  });
});
