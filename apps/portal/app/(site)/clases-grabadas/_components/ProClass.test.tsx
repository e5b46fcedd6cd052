import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProClass } from './ProClass';

vi.mock('next/link', () => import('@/test/next-link'));
// The player itself is media-chrome's (custom elements): stand in for it.
vi.mock('./ProgressPlayer', () => ({
  ProgressPlayer: ({ label }: { label: string }) => <p>{label}</p>,
}));

const PATH = '/clases-grabadas/meditacion-pro';
let answer: () => Response = () => HttpResponse.json({}, { status: 401 });
const server = setupServer(http.get('*/api/recorded-classes/media-class', () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderClass = () =>
  render(<ProClass slug="meditacion-pro" title="Meditación Pro" path={PATH} />);

describe('a pro class (issue #25)', () => {
  it('explains Pro before the answer (the cached HTML) and, to a visitor (401), how to sign in', async () => {
    answer = () => HttpResponse.json({ error: true }, { status: 401 });
    renderClass();
    const gate = screen.getByRole('region', { name: 'Clase Pro' });
    expect(gate.textContent).toContain('Esta clase es parte de VivaSalud Pro');
    const link = await screen.findByRole('link', { name: 'Inicia sesión' });
    expect(link.getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent(PATH)}`);
  });

  it('tells a standard member (403) that their membership does not include it', async () => {
    answer = () => HttpResponse.json({ error: true, code: 'NOT_PRO' }, { status: 403 });
    renderClass();
    expect(await screen.findByText(/Tu membresía actual no incluye esta clase/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Inicia sesión' })).toBeNull();
  });

  it('gives a pro member (200) the player and the transcript, and no explanation', async () => {
    answer = () =>
      HttpResponse.json({
        video: { url: 'http://x/media/pro/a.webm', type: 'video/webm', bytes: 1 },
        audio: null,
        captions: { url: 'http://x/media/pro/a.vtt', srclang: 'es', label: 'Español' },
        poster: null,
        duration_seconds: 60,
        chapters: [],
        transcript: [{ start_seconds: 0, text: 'Hola, bienvenida.' }],
      });
    renderClass();
    expect(await screen.findByText('Reproductor de la clase Meditación Pro')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Transcripción' }).textContent).toContain(
      'Hola, bienvenida.',
    );
    expect(screen.queryByRole('region', { name: 'Clase Pro' })).toBeNull();
  });

  it('says so when the membership cannot be checked (502)', async () => {
    answer = () => HttpResponse.json({ error: true }, { status: 502 });
    renderClass();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No pudimos comprobar tu membresía',
    );
  });
});
