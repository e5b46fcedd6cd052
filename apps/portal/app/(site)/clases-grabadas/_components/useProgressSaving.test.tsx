import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEY, SAVE_INTERVAL_MS } from '../_lib/progress';
import { PROGRESS_PATH } from '../_lib/progressClient';
import { useProgressSaving, type PlayingMedia } from './useProgressSaving';

/** The network edge: `fetch` (the saves) and `navigator.sendBeacon` (leaving the page). */
const fetchMock = vi.fn<typeof fetch>();
const beacon = vi.fn<(url: string, body: string) => boolean>(() => true);

const DURATION = 120;
const START = Date.parse('2026-11-28T10:00:00Z');

const saved = (position: number, progress: number) =>
  new Response(JSON.stringify({ slug: 'yoga-suave', position_seconds: position, progress }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** What the hook sent with fetch, in order. */
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  }));

/** Lets a save's answer arrive (the fetch mock answers at once). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function player({ signedIn = true } = {}) {
  const media: PlayingMedia = { currentTime: 0, paused: false, ended: false };
  const mediaRef = { current: media };
  const hook = renderHook(() =>
    useProgressSaving({ slug: 'yoga-suave', duration: DURATION, signedIn, mediaRef }),
  );
  /** Playback at `seconds`, `after` ms from the start. */
  const at = (seconds: number, after: number, state: Partial<PlayingMedia> = {}) => {
    vi.setSystemTime(START + after);
    Object.assign(media, { currentTime: seconds, paused: false, ended: false, ...state });
    return media;
  };
  return { hook, media, at, saving: () => hook.result.current };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  fetchMock.mockImplementation(async () => saved(0, 0));
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  beacon.mockClear();
});

describe('useProgressSaving: when a signed-in person’s position is saved', () => {
  it.each<[string, (p: ReturnType<typeof player>) => void, number[]]>([
    ['the first tick of playback', (p) => p.saving().onTimeUpdate(p.at(1, 0)), [1]],
    [
      'then not again before 15 s',
      (p) => {
        p.saving().onTimeUpdate(p.at(1, 0));
        p.saving().onTimeUpdate(p.at(10, SAVE_INTERVAL_MS - 1));
      },
      [1],
    ],
    [
      'then again once 15 s have passed',
      (p) => {
        p.saving().onTimeUpdate(p.at(1, 0));
        p.saving().onTimeUpdate(p.at(16, SAVE_INTERVAL_MS));
      },
      [1, 16],
    ],
    [
      'not from a tick while paused',
      (p) => p.saving().onTimeUpdate(p.at(5, 0, { paused: true })),
      [],
    ],
    [
      'a pause, at once (even right after a tick)',
      (p) => {
        p.saving().onTimeUpdate(p.at(1, 0));
        p.saving().onPause(p.at(3, 2_000, { paused: true }));
      },
      [1, 3],
    ],
    [
      'not the pause that comes with the end',
      (p) => p.saving().onPause(p.at(DURATION, 0, { paused: true, ended: true })),
      [],
    ],
  ])('%s', async (_, play, positions) => {
    const p = player();
    play(p);
    await settle();
    expect(
      sent().map(({ body }) => (body as { position_seconds: number }).position_seconds),
    ).toEqual(positions);
  });

  it('sends the slug, the percentage and the position to the same-site route', async () => {
    const p = player();
    p.saving().onTimeUpdate(p.at(30.456, 0));
    await settle();
    expect(sent()).toEqual([
      {
        url: PROGRESS_PATH,
        method: 'POST',
        body: { slug: 'yoga-suave', progress: 25.4, position_seconds: 30.46 },
      },
    ]);
  });

  it('the end saves the whole class (100 %)', async () => {
    const p = player();
    p.saving().onEnded();
    await settle();
    expect(sent().map(({ body }) => body)).toEqual([
      { slug: 'yoga-suave', progress: 100, position_seconds: DURATION },
    ]);
  });

  it('keeps every position in this browser too', async () => {
    const p = player();
    p.saving().onTimeUpdate(p.at(42, 0));
    await settle();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '{}')).toEqual({
      'yoga-suave': { position: 42, savedAt: START },
    });
  });
});

describe('useProgressSaving: when a save fails', () => {
  it.each<[string, () => Promise<Response>, number, number[]]>([
    [
      'a 500: the next tick sends again',
      async () => new Response('{}', { status: 500 }),
      1_000,
      [1, 2],
    ],
    [
      'offline (fetch rejects): the next tick sends again',
      () => Promise.reject(new TypeError('Failed to fetch')),
      1_000,
      [1, 2],
    ],
    [
      'a 429: nothing until Retry-After has passed',
      async () => new Response('{}', { status: 429, headers: { 'retry-after': '20' } }),
      19_000,
      [1],
    ],
    [
      'a 429: then it sends again',
      async () => new Response('{}', { status: 429, headers: { 'retry-after': '20' } }),
      20_000,
      [1, 2],
    ],
    [
      'a 401 (the session ended): no more saves on the service',
      async () => new Response('{}', { status: 401 }),
      60_000,
      [1],
    ],
  ])('%s', async (_, firstAnswer, later, positions) => {
    fetchMock.mockImplementationOnce(firstAnswer);
    const p = player();
    p.saving().onTimeUpdate(p.at(1, 0));
    await settle();
    p.saving().onTimeUpdate(p.at(2, later));
    await settle();
    expect(
      sent().map(({ body }) => (body as { position_seconds: number }).position_seconds),
    ).toEqual(positions);
  });

  it('a 429 holds back a pause too (this browser keeps the last saved position)', async () => {
    fetchMock.mockImplementationOnce(
      async () => new Response('{}', { status: 429, headers: { 'retry-after': '20' } }),
    );
    const p = player();
    p.saving().onTimeUpdate(p.at(1, 0));
    await settle();
    p.saving().onPause(p.at(4, 5_000, { paused: true }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '{}')['yoga-suave'].position).toBe(1);
  });
});

describe('useProgressSaving: leaving the page', () => {
  it.each<[string, (p: ReturnType<typeof player>) => void]>([
    [
      'the page is hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        Object.defineProperty(document, 'visibilityState', {
          value: 'visible',
          configurable: true,
        });
      },
    ],
    ['the page is left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
    ['the player goes (unmount)', (p) => p.hook.unmount()],
  ])('%s: the position goes by beacon, and stays in this browser', (_, leave) => {
    const p = player();
    p.at(75, 0, { paused: true });
    leave(p);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(PROGRESS_PATH);
    expect(JSON.parse(body)).toEqual({ slug: 'yoga-suave', progress: 62.5, position_seconds: 75 });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '{}')['yoga-suave'].position).toBe(75);
    expect(fetchMock).not.toHaveBeenCalled();
    p.hook.unmount();
  });

  it('nothing when playback never moved', () => {
    const p = player();
    window.dispatchEvent(new Event('pagehide'));
    p.hook.unmount();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
  });

  it('a visitor: kept in this browser, never sent', async () => {
    const p = player({ signedIn: false });
    p.saving().onTimeUpdate(p.at(12, 0));
    p.saving().onPause(p.at(14, 1_000, { paused: true }));
    p.saving().onEnded();
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    p.hook.unmount();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '{}')['yoga-suave'].position).toBe(14);
  });

  it('a 429 holds back the beacon too', async () => {
    fetchMock.mockImplementationOnce(
      async () => new Response('{}', { status: 429, headers: { 'retry-after': '20' } }),
    );
    const p = player();
    p.saving().onTimeUpdate(p.at(1, 0));
    await settle();
    p.at(5, 5_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
    p.hook.unmount();
  });
});
