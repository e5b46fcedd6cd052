import { request, SITE } from '@vivasalud/auth/server/testing';
import { describe, expect, it } from 'vitest';
import {
  ahorroCookie,
  ahorroImage,
  ahorroNoPrefetch,
  ahorroRoute,
  answerLocation,
  returnPathOf,
} from './route';

describe('returnPathOf: back to the page the switch was on, never to another site', () => {
  it.each<[string, string | null, string | null, string]>([
    ['the page it was posted from (Referer, same origin)', null, `${SITE}/pilares`, '/pilares'],
    ['with its query', null, `${SITE}/clases-en-vivo?pagina=2`, '/clases-en-vivo?pagina=2'],
    ['its fragment left out', null, `${SITE}/pilares#prevencion`, '/pilares'],
    ['a Referer of another site: home', null, 'https://evil.example/pilares', '/'],
    ['a Referer of another port: home', null, 'http://localhost:3001/x', '/'],
    ['a Referer that is no address: home', null, 'not a url', '/'],
    ['no Referer (privacy settings): home', null, null, '/'],
    [
      'the form’s redirect (a same-site path) wins',
      '/guias-y-consejos',
      `${SITE}/pilares`,
      '/guias-y-consejos',
    ],
    ['a redirect to another site: home', 'https://evil.example/', `${SITE}/pilares`, '/'],
    ['a protocol-relative redirect: home', '//evil.example/x', null, '/'],
    ['a backslash trick: home', '/\\evil.example', null, '/'],
    ['a javascript: redirect: home', 'javascript:alert(1)', null, '/'],
    ['dot segments rebuilding //host: home', '/.//evil.example', null, '/'],
  ])('%s', (_rule, redirect, referer, expected) => {
    expect(returnPathOf(redirect, referer, SITE)).toBe(expected);
  });
});

describe('answerLocation: where the 303 goes', () => {
  it.each<[string, string, boolean, string]>([
    [
      'with JavaScript: the page, at the footer’s status',
      '/pilares',
      false,
      '/pilares#ahorro-de-datos',
    ],
    ['with a query', '/clases-en-vivo?pagina=2', false, '/clases-en-vivo?pagina=2#ahorro-de-datos'],
    [
      'without JavaScript: the page that says the state, and the way back',
      '/pilares',
      true,
      '/ahorro-de-datos?volver=%2Fpilares',
    ],
    [
      '…with the query kept',
      '/clases-en-vivo?pagina=2',
      true,
      '/ahorro-de-datos?volver=%2Fclases-en-vivo%3Fpagina%3D2',
    ],
  ])('%s', (_rule, path, confirm, expected) => {
    expect(answerLocation(path, confirm)).toBe(expected);
  });
});

describe('ahorroCookie', () => {
  it.each<['1' | '0', boolean, string]>([
    ['1', false, 'vs_ahorro=1; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['0', false, 'vs_ahorro=0; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['1', true, 'vs_ahorro=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
  ])('%s (https %s)', (value, https, expected) => {
    expect(ahorroCookie(value, https)).toBe(expected);
  });
});

const POST = ahorroRoute({ allowedOrigins: [], https: false });
const form = (raw: string, options: Parameters<typeof request>[2] = {}) =>
  request('POST', '/api/ahorro-de-datos', {
    raw,
    contentType: 'application/x-www-form-urlencoded',
    ...options,
  });

describe('POST /api/ahorro-de-datos (the footer’s form, no JavaScript needed)', () => {
  describe('given «Activar el ahorro de datos»', () => {
    it('keeps the choice for a year and answers 303 back to the page, at the footer', async () => {
      const response = await POST(form('ahorro=1', { headers: { referer: `${SITE}/pilares` } }));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/pilares#ahorro-de-datos');
      expect(response.headers.get('set-cookie')).toBe(
        'vs_ahorro=1; Path=/; Max-Age=31536000; SameSite=Lax',
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('given the footer’s form without JavaScript (confirmar=1)', () => {
    it('lands on the page that says the state, with the way back', async () => {
      const response = await POST(
        form('ahorro=1&confirmar=1', { headers: { referer: `${SITE}/pilares?x=1` } }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/ahorro-de-datos?volver=%2Fpilares%3Fx%3D1');
      expect(response.headers.get('set-cookie')).toMatch(/^vs_ahorro=1;/);
    });
  });

  describe('given «Desactivar»', () => {
    it('keeps the off (which beats the browser’s Save-Data)', async () => {
      const response = await POST(form('ahorro=0&redirect=%2Fclases-grabadas'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/clases-grabadas#ahorro-de-datos');
      expect(response.headers.get('set-cookie')).toMatch(/^vs_ahorro=0;/);
    });
  });

  describe('when the request is not the footer’s form', () => {
    it.each<[string, Request, number, string]>([
      [
        'another site’s page (Origin)',
        form('ahorro=1', { origin: 'https://evil.example' }),
        403,
        'FORBIDDEN_ORIGIN',
      ],
      ['no Origin', form('ahorro=1', { origin: null }), 403, 'FORBIDDEN_ORIGIN'],
      [
        'JSON',
        request('POST', '/api/ahorro-de-datos', { body: { ahorro: '1' } }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['no choice', form('redirect=%2F'), 400, 'VALIDATION_ERROR'],
      ['a choice that is neither 1 nor 0', form('ahorro=si'), 400, 'VALIDATION_ERROR'],
      ['an over-long form', form(`ahorro=1&redirect=${'a'.repeat(3000)}`), 400, 'VALIDATION_ERROR'],
    ])('%s: %i %s, no cookie', async (_case, req, status, code) => {
      const response = await POST(req);
      expect(response.status).toBe(status);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toMatchObject({ error: true, code });
    });
  });
});

describe('GET /api/ahorro-de-datos/imagen (an optimizer request while saving data)', () => {
  const image = (query: string) =>
    ahorroImage(request('GET', `/api/ahorro-de-datos/imagen?${query}`));
  const src = encodeURIComponent('http://localhost:4000/media/hero.jpg');

  it.each<[string, string, string]>([
    [
      'the hero at 1920: 1080 at quality 50',
      `url=${src}&w=1920&q=75`,
      `/_next/image?url=${src}&w=1080&q=50`,
    ],
    ['a catalog card at 828: 448', `url=${src}&w=828&q=75`, `/_next/image?url=${src}&w=448&q=50`],
    ['a resource card at 390: 195', `url=${src}&w=390&q=75`, `/_next/image?url=${src}&w=195&q=50`],
  ])('%s', (_case, query, location) => {
    const response = image(query);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each<[string, string]>([
    ['no address', 'w=828&q=75'],
    ['a width the optimizer does not answer', `url=${src}&w=500&q=75`],
    ['already the lighter quality (no loop)', `url=${src}&w=448&q=50`],
    ['no width', `url=${src}&q=75`],
  ])('%s: 400', async (_case, query) => {
    const response = image(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/ahorro-de-datos/sin-precarga (a router prefetch while saving data)', () => {
  it('answers nothing, stored by no one', async () => {
    const response = ahorroNoPrefetch();
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie, Save-Data');
    expect(await response.text()).toBe('');
  });
});
