import { describe, it, vi } from 'vitest';
import { createAuthRoutes, sessionCookieSettings, silentCheck } from './index';
import {
  FAKE_TOKEN,
  fakeUpstream,
  get,
  loginDemo,
  nextAddress,
  post,
  request,
  routesWith,
  serviceEnv,
  sessionCookieOf,
} from './test/support';

/**
 * Sign-in across the two sites (issue #17) against the REAL reference service: the portal's
 * `/api/auth/ticket` asks it for a one-time ticket and redirects to the campaigns site, whose
 * `/api/auth/ticket/redeem` exchanges it server-side for a session and a cookie of its own.
 */
const PORTAL = 'http://localhost:3000';
const CAMPAIGNS = 'http://localhost:3001';
const portal = routesWith({ site: 'portal' });
const campaigns = routesWith({ site: 'campaigns' });
const SIGN_IN = (next: string) =>
  `${PORTAL}/auth/login?redirect=${encodeURIComponent(`/api/auth/ticket?to=${encodeURIComponent(next)}`)}&aviso=acceso-vencido`;

/** A portal session cookie (`vs_session=…`) of a demo account. */
async function portalCookie(): Promise<string> {
  return sessionCookieOf(await loginDemo('70000001'))!;
}

/** The portal's hand-over: the 303 to the campaigns site's redeem route. */
async function start(to: string, cookie?: string) {
  return get(`/api/auth/ticket?to=${encodeURIComponent(to)}`, { cookie, site: PORTAL }, portal);
}

/** Follows the portal's Location on the campaigns site, as the browser does (same-site). */
function redeem(location: string, headers: Record<string, string> = {}) {
  const url = new URL(location);
  return campaigns.GET(
    request('GET', `${url.pathname}${url.search}`, {
      site: CAMPAIGNS,
      origin: null,
      headers: { 'sec-fetch-site': 'same-site', ...headers },
    }),
  );
}

const getUser = (cookie: string, routes = campaigns, site = CAMPAIGNS) =>
  get('/api/auth/get-user', { cookie, site, origin: null }, routes);

describe.concurrent('sign-in ticket: portal → campaigns site', () => {
  it('a signed-in person arrives signed in on the campaigns site, with a cookie of its own', async ({
    expect,
  }) => {
    const cookie = await portalCookie();
    const started = await start('/campaign/sorteo-audifonos/participate/', cookie);
    expect(started.status).toBe(303);
    expect(started.headers.get('cache-control')).toBe('no-store');
    expect(started.headers.get('referrer-policy')).toBe('no-referrer');
    const location = new URL(started.headers.get('location')!);
    expect(location.origin).toBe(CAMPAIGNS);
    expect(location.pathname).toBe('/api/auth/ticket/redeem');
    expect(location.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('next')).toBe('/campaign/sorteo-audifonos/participate/');

    const redeemed = await redeem(location.href);
    expect(redeemed.status).toBe(303);
    expect(redeemed.headers.get('location')).toBe('/campaign/sorteo-audifonos/participate/');
    expect(redeemed.headers.get('referrer-policy')).toBe('no-referrer');
    expect(redeemed.headers.get('cache-control')).toBe('no-store');
    const setCookie = redeemed.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /^vs_campaign_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    // As long as the portal's sign-in has left (issue #26): never a fresh 8 hours from the hop.
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)![1]);
    expect(maxAge).toBeLessThan(8 * 60 * 60);
    expect(maxAge).toBeGreaterThan(8 * 60 * 60 - 60);
    expect(setCookie).not.toMatch(/Domain=/i);
    const campaignsCookie = sessionCookieOf(redeemed)!;
    // A session of its own, not the portal's token.
    expect(campaignsCookie.split('=')[1]).not.toBe(cookie.split('=')[1]);
    const user = await (await getUser(campaignsCookie)).json();
    expect(user).toMatchObject({ isAuthenticated: true, user: { documentNumber: '70000001' } });
    // A device id of its own (no fingerprint on a redirect), not one shared by ticket sessions.
    expect(user.user.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    // The campaigns site does not read the portal's cookie name.
    expect(await (await getUser(cookie)).json()).toMatchObject({ isAuthenticated: false });
  });

  it('a replayed ticket sends the person to sign in, without a cookie', async ({ expect }) => {
    const location = (await start('/', await portalCookie())).headers.get('location')!;
    expect((await redeem(location)).status).toBe(303);
    const replay = await redeem(location);
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(SIGN_IN('/'));
    expect(replay.headers.get('set-cookie')).toBeNull();
  });

  it('a ticket redeemed on another host (its audience is the campaigns site) is refused', async ({
    expect,
  }) => {
    const location = new URL((await start('/', await portalCookie())).headers.get('location')!);
    const elsewhere = await campaigns.GET(
      request('GET', `${location.pathname}${location.search}`, {
        site: 'http://127.0.0.1:3001',
        origin: null,
        headers: { 'sec-fetch-site': 'same-site' },
      }),
    );
    expect(elsewhere.headers.get('location')).toMatch(/\/auth\/login\?/);
    expect(elsewhere.headers.get('set-cookie')).toBeNull();
    // …and it is spent.
    expect((await redeem(location.href)).headers.get('set-cookie')).toBeNull();
  });

  it('a redeem link planted on another site or opened from a mail is refused (login CSRF)', async ({
    expect,
  }) => {
    for (const site of ['cross-site', 'none']) {
      const location = (await start('/', await portalCookie())).headers.get('location')!;
      const planted = await redeem(location, { 'sec-fetch-site': site });
      expect(planted.headers.get('location')).toBe(SIGN_IN('/'));
      expect(planted.headers.get('set-cookie')).toBeNull();
      // …and it is spent (issue #26): replayed from one of our pages, it signs nobody in.
      const replayed = await redeem(location);
      expect(replayed.headers.get('location')).toBe(SIGN_IN('/'));
      expect(replayed.headers.get('set-cookie')).toBeNull();
    }
  });

  it('not signed in on the portal: straight to the campaigns page, no ticket', async ({
    expect,
  }) => {
    const started = await start('/campaign/sorteo-audifonos/signup/');
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(`${CAMPAIGNS}/campaign/sorteo-audifonos/signup/`);
  });

  it('a stale portal cookie: straight to the campaigns page, and the cookie is cleared', async ({
    expect,
  }) => {
    const started = await start('/', `vs_session=${'x'.repeat(43)}`);
    expect(started.headers.get('location')).toBe(`${CAMPAIGNS}/`);
    expect(started.headers.get('set-cookie')).toMatch(/^vs_session=; .*Max-Age=0/);
  });

  it('only same-site paths: `to` and `next` elsewhere become "/"', async ({ expect }) => {
    const started = await start('https://evil.example/x', await portalCookie());
    const location = new URL(started.headers.get('location')!);
    expect(location.origin).toBe(CAMPAIGNS);
    expect(location.searchParams.get('next')).toBe('/');
    location.searchParams.set('next', '//evil.example/');
    const redeemed = await redeem(location.href);
    expect(redeemed.headers.get('location')).toBe('/');
    expect(redeemed.headers.get('set-cookie')).toMatch(/^vs_campaign_session=/);
  });

  it('a malformed or missing ticket, or a service that does not answer: sign in, no error page', async ({
    expect,
  }) => {
    for (const query of ['', '?ticket=corto&next=/x', `?ticket=${'A'.repeat(43)}&next=/x`]) {
      const response = await redeem(`${CAMPAIGNS}/api/auth/ticket/redeem${query}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/login\?/);
    }
    const down = createAuthRoutes({
      site: 'campaigns',
      addressResolved: true,
      env: { VIVASALUD_IDENTITY_API_URL: 'http://127.0.0.1:1/identity' },
    });
    const response = await down.GET(
      request('GET', `/api/auth/ticket/redeem?ticket=${'A'.repeat(43)}&next=/x`, {
        site: CAMPAIGNS,
        origin: null,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(SIGN_IN('/x'));

    // The portal side with the service down: the campaigns page, signed out.
    const portalDown = createAuthRoutes({
      site: 'portal',
      addressResolved: true,
      env: { VIVASALUD_IDENTITY_API_URL: 'http://127.0.0.1:1/identity' },
    });
    const started = await portalDown.GET(
      request('GET', '/api/auth/ticket?to=/x', {
        site: PORTAL,
        origin: null,
        cookie: `vs_session=${'x'.repeat(43)}`,
      }),
    );
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(`${CAMPAIGNS}/x`);
  });

  it("Next's client router fetch (RSC) gets no ticket and no redirect: it then navigates for real", async ({
    expect,
  }) => {
    const response = await get(
      '/api/auth/ticket?to=/',
      { cookie: await portalCookie(), site: PORTAL, headers: { rsc: '1' } },
      portal,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('location')).toBeNull();
  });

  it('each site answers only its own side of the hand-over', async ({ expect }) => {
    expect((await get('/api/auth/ticket?to=/', { site: CAMPAIGNS }, campaigns)).status).toBe(404);
    expect((await get('/api/auth/ticket/redeem', { site: PORTAL }, portal)).status).toBe(404);
  });

  it('never logs the ticket', async ({ expect }) => {
    const log = vi.spyOn(console, 'error');
    const info = vi.spyOn(console, 'log');
    const location = (await start('/', await portalCookie())).headers.get('location')!;
    await redeem(location);
    await redeem(location);
    const ticket = new URL(location).searchParams.get('ticket')!;
    const written = JSON.stringify([...log.mock.calls, ...info.mock.calls]);
    expect(written).not.toContain(ticket);
    log.mockRestore();
    info.mockRestore();
  });

  it('the campaigns origin comes from VIVASALUD_CAMPAIGNS_URL (the ticket is bound to it)', async ({
    expect,
  }) => {
    const elsewhere = createAuthRoutes({
      site: 'portal',
      addressResolved: true,
      env: { ...serviceEnv, VIVASALUD_CAMPAIGNS_URL: 'https://campanas.example.pe' },
    });
    // Not an allowed audience of the service: the person still gets to the page, signed out.
    const started = await elsewhere.GET(
      request('GET', '/api/auth/ticket?to=/x', {
        site: PORTAL,
        origin: null,
        cookie: await portalCookie(),
        address: nextAddress(),
      }),
    );
    expect(started.headers.get('location')).toBe('https://campanas.example.pe/x');
  });
});

/** The campaigns proxy's silent check for a page load of `path` with `cookie`. */
function check(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return silentCheck(
    new Request(`${CAMPAIGNS}${path}`, {
      headers: {
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    }),
    { cookie: sessionCookieSettings('dev', {}, 'campaigns'), portal: PORTAL },
  );
}

/** `name=value` pairs of a response's Set-Cookie headers. */
const setCookies = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0]!);

describe.concurrent('signed in on either site, signed in on both (issue #25)', () => {
  it('a campaigns page without a session hops once through the portal, with a state cookie', async ({
    expect,
  }) => {
    const hop = check('/campaign/sorteo-audifonos/participate/?x=1')!;
    expect(hop.status).toBe(303);
    expect(hop.headers.get('cache-control')).toBe('no-store');
    const location = new URL(hop.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${PORTAL}/api/auth/ticket`);
    expect(location.searchParams.get('to')).toBe('/campaign/sorteo-audifonos/participate/?x=1');
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hop.headers.get('set-cookie')).toBe(
      `vs_campaign_checked=${state}; Path=/; HttpOnly; SameSite=Lax; Max-Age=300`,
    );
    // Back with the marker (not signed in there), or with a session: the page renders.
    expect(check('/campaign/sorteo-audifonos/participate/', `vs_campaign_checked=${state}`)).toBe(
      null,
    );
    expect(check('/x', 'vs_campaign_checked=signed-out')).toBe(null);
    expect(check('/x', `vs_campaign_session=${'t'.repeat(43)}`)).toBe(null);
  });

  it('never for a fetch, an RSC call, a POST or a frame', ({ expect }) => {
    expect(check('/x', undefined, { 'sec-fetch-mode': 'cors' })).toBe(null);
    expect(check('/x', undefined, { rsc: '1' })).toBe(null);
    expect(check('/x', undefined, { 'sec-fetch-dest': 'iframe' })).toBe(null);
    expect(
      silentCheck(new Request(`${CAMPAIGNS}/x`, { method: 'POST' }), {
        cookie: sessionCookieSettings('dev', {}, 'campaigns'),
        portal: PORTAL,
      }),
    ).toBe(null);
  });

  it('signed in on the portal: the hop comes back signed in, even from a typed address', async ({
    expect,
  }) => {
    const hop = check('/campaign/sorteo-audifonos/signup/')!;
    const state = new URL(hop.headers.get('location')!).searchParams.get('state')!;
    const hopUrl = new URL(hop.headers.get('location')!);
    const started = await get(
      `${hopUrl.pathname}${hopUrl.search}`,
      { cookie: await portalCookie(), site: PORTAL, origin: null },
      portal,
    );
    const location = new URL(started.headers.get('location')!);
    expect(location.pathname).toBe('/api/auth/ticket/redeem');
    expect(location.searchParams.get('state')).toBe(state);
    // A typed address keeps `Sec-Fetch-Site: none` through the redirects: the state vouches.
    const redeemed = await redeem(location.href, {
      'sec-fetch-site': 'none',
      cookie: `vs_campaign_checked=${state}`,
    });
    expect(redeemed.headers.get('location')).toBe('/campaign/sorteo-audifonos/signup/');
    expect(setCookies(redeemed)).toEqual([
      expect.stringMatching(/^vs_campaign_session=[A-Za-z0-9_-]{43}$/),
      'vs_campaign_checked=',
    ]);
  });

  it('a state that is not the cookie’s vouches for nothing (login CSRF)', async ({ expect }) => {
    const location = new URL((await start('/', await portalCookie())).headers.get('location')!);
    location.searchParams.set('state', 'A'.repeat(22));
    const planted = await redeem(location.href, {
      'sec-fetch-site': 'cross-site',
      cookie: `vs_campaign_checked=${'B'.repeat(22)}`,
    });
    expect(planted.headers.get('location')).toBe(SIGN_IN('/'));
    expect(planted.headers.get('set-cookie')).toBeNull();
  });

  it('«Inicia sesión» from the campaigns site: signed in → straight back; not → the portal’s sign-in, back here after', async ({
    expect,
  }) => {
    const path = '/campaign/sorteo-audifonos/participate/';
    const url = `/api/auth/ticket?to=${encodeURIComponent(path)}&login=1`;
    const signedIn = await get(url, { cookie: await portalCookie(), site: PORTAL }, portal);
    expect(new URL(signedIn.headers.get('location')!).pathname).toBe('/api/auth/ticket/redeem');
    const anonymous = await get(url, { site: PORTAL }, portal);
    expect(anonymous.headers.get('location')).toBe(
      `${PORTAL}/auth/login?redirect=${encodeURIComponent(`/api/auth/ticket?to=${encodeURIComponent(path)}`)}`,
    );
  });

  it('«Cerrar sesión» on the campaigns site stops the silent check signing the person back in', async ({
    expect,
  }) => {
    const location = (await start('/', await portalCookie())).headers.get('location')!;
    const cookie = sessionCookieOf(await redeem(location))!;
    const out = await campaigns.POST(
      request('POST', '/api/auth/logout', { site: CAMPAIGNS, cookie }),
    );
    expect(out.status).toBe(204);
    expect(setCookies(out)).toEqual(['vs_campaign_session=', 'vs_campaign_checked=signed-out']);
    expect(out.headers.getSetCookie()[1]).not.toMatch(/Max-Age/);
    // The portal's own logout sets no such marker.
    const portalOut = await portal.POST(
      request('POST', '/api/auth/logout', { site: PORTAL, cookie: await portalCookie() }),
    );
    expect(setCookies(portalOut)).toEqual(['vs_session=']);
  });
});

/** A portal session and the campaigns session its ticket opened (the cookies to send back). */
async function hopped() {
  const portalSession = await portalCookie();
  const location = (await start('/', portalSession)).headers.get('location')!;
  const campaignsSession = sessionCookieOf(await redeem(location))!;
  return { portalSession, campaignsSession };
}

const signedInOn = async (cookie: string, routes: typeof campaigns, site: string) =>
  ((await (await getUser(cookie, routes, site)).json()) as { isAuthenticated: boolean })
    .isAuthenticated;

describe.concurrent('one sign-out for both sites (issue #26)', () => {
  it('signing out on the portal signs the person out of the campaigns site', async ({ expect }) => {
    const { portalSession, campaignsSession } = await hopped();
    expect(await signedInOn(campaignsSession, campaigns, CAMPAIGNS)).toBe(true);
    const out = await post('/api/auth/logout', { cookie: portalSession, site: PORTAL }, portal);
    expect(out.status).toBe(204);
    // The campaigns site's next request finds nobody, and drops its cookie.
    const after = await getUser(campaignsSession);
    expect(await after.json()).toMatchObject({ isAuthenticated: false, user: null });
    expect(after.headers.get('set-cookie')).toMatch(/^vs_campaign_session=; .*Max-Age=0/);
  });

  it('signing out on the campaigns site signs the person out of the portal', async ({ expect }) => {
    const { portalSession, campaignsSession } = await hopped();
    const out = await post(
      '/api/auth/logout',
      { cookie: campaignsSession, site: CAMPAIGNS },
      campaigns,
    );
    expect(out.status).toBe(204);
    expect(await signedInOn(portalSession, portal, PORTAL)).toBe(false);
    // …and the portal has no session left to hand over: the campaigns page, signed out.
    const started = await start('/x', portalSession);
    expect(started.headers.get('location')).toBe(`${CAMPAIGNS}/x`);
  });

  it('another sign-in of the same person (another browser) is not signed out', async ({
    expect,
  }) => {
    const { campaignsSession } = await hopped();
    const elsewhere = await portalCookie();
    await post('/api/auth/logout', { cookie: campaignsSession, site: CAMPAIGNS }, campaigns);
    expect(await signedInOn(elsewhere, portal, PORTAL)).toBe(true);
  });
});

describe.concurrent('the campaigns cookie follows the session it holds (issue #26)', () => {
  /** The redeem route with an identity service that answers `answer`. */
  async function redeemAnswered(answer: unknown) {
    const upstream = fakeUpstream((path) =>
      path === '/identity/auth/tickets/redeem' ? answer : undefined,
    );
    const routes = routesWith({ site: 'campaigns', fetch: upstream.fetch });
    return routes.GET(
      request('GET', `/api/auth/ticket/redeem?ticket=${'A'.repeat(43)}&next=/x`, {
        site: CAMPAIGNS,
        origin: null,
        headers: { 'sec-fetch-site': 'same-site' },
      }),
    );
  }

  it('a session with 10 minutes left gets a cookie for 10 minutes, not 8 hours', async ({
    expect,
  }) => {
    const redeemed = await redeemAnswered({ token: 'T'.repeat(43), expiresIn: 600 });
    expect(redeemed.headers.get('location')).toBe('/x');
    expect(redeemed.headers.get('set-cookie')).toBe(
      `vs_campaign_session=${'T'.repeat(43)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600`,
    );
  });

  it.for<[string, Record<string, unknown>]>([
    ['no expiresIn', { token: 'T'.repeat(43) }],
    ['more than 8 hours', { token: 'T'.repeat(43), expiresIn: 28_801 }],
    ['a fraction', { token: 'T'.repeat(43), expiresIn: 1.5 }],
    ['a string', { token: 'T'.repeat(43), expiresIn: '600' }],
  ])(
    'an answer with %s is not trusted with a cookie: sign in instead',
    async ([, answer], { expect }) => {
      const redeemed = await redeemAnswered(answer);
      expect(redeemed.headers.get('location')).toBe(SIGN_IN('/x'));
      expect(redeemed.headers.get('set-cookie')).toBeNull();
    },
  );
});

describe('a redeem refused by Fetch Metadata spends the ticket (issue #26)', () => {
  const TICKET = 'T'.repeat(43);
  const refused = (upstream: ReturnType<typeof fakeUpstream>, ticket = TICKET) =>
    createAuthRoutes({
      env: serviceEnv,
      site: 'campaigns',
      fetch: upstream.fetch,
      addressResolved: true,
    }).GET(
      request('GET', `/api/auth/ticket/redeem?ticket=${ticket}&next=%2F`, {
        site: CAMPAIGNS,
        origin: null,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
  const paths = (upstream: ReturnType<typeof fakeUpstream>) =>
    upstream.calls.map((call) => [call.method, new URL(call.url).pathname, call.authorization]);

  it('redeems it and ends that session at once: no cookie, the sign-in page', async ({
    expect,
  }) => {
    const upstream = fakeUpstream((path) =>
      path === '/identity/auth/tickets/redeem' ? { token: FAKE_TOKEN } : {},
    );
    const response = await refused(upstream);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(SIGN_IN('/'));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(paths(upstream)).toEqual([
      ['POST', '/identity/auth/tickets/redeem', null],
      ['POST', '/identity/auth/logout', `Bearer ${FAKE_TOKEN}`],
    ]);
  });

  it('a ticket the service refuses, or a malformed one, ends nothing', async ({ expect }) => {
    const unknown = fakeUpstream(() => undefined);
    expect((await refused(unknown)).headers.get('location')).toBe(SIGN_IN('/'));
    expect(paths(unknown)).toEqual([['POST', '/identity/auth/tickets/redeem', null]]);
    const malformed = fakeUpstream(() => ({}));
    expect((await refused(malformed, 'corto')).headers.get('location')).toBe(SIGN_IN('/'));
    expect(malformed.calls).toEqual([]);
  });
});
