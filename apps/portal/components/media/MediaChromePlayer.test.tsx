import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerMedia } from './media';
import { MediaChromePlayer } from './MediaChromePlayer';

const PODCAST: PlayerMedia = {
  video: null,
  audio: { url: 'http://x/media/p.mp3', type: 'audio/mpeg', bytes: 4_096_000 },
  captions: null,
  poster: null,
  duration_seconds: 600,
  chapters: [
    { start_seconds: 0, title: 'Presentación' },
    { start_seconds: 120, title: 'Rutinas de sueño' },
  ],
  transcript: [],
};

beforeAll(() => {
  // jsdom's media elements have a track list that is no EventTarget; the player listens to it.
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get: () => Object.assign(new EventTarget(), { length: 0 }),
  });
  // jsdom does not play: a chapter chosen still calls play().
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});

describe('what an area plugs into the player (the recorded classes: progress)', () => {
  it('shows its parts above and under the player and hears playback, from the element that plays', () => {
    const onTimeUpdate = vi.fn();
    const onPause = vi.fn();
    const onEnded = vi.fn();
    const mediaRef = { current: null as HTMLMediaElement | null };
    render(
      <MediaChromePlayer
        media={PODCAST}
        label="Reproductor del pódcast Dormir mejor"
        addOn={{
          mediaRef,
          onTimeUpdate,
          onPause,
          onEnded,
          above: <p>Arriba</p>,
          below: <p>Abajo</p>,
        }}
      />,
    );
    const player = screen.getByLabelText('Reproductor del pódcast Dormir mejor', {
      selector: 'media-controller',
    });
    const above = screen.getByText('Arriba');
    const below = screen.getByText('Abajo');
    expect(above.compareDocumentPosition(player)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(below.compareDocumentPosition(player)).toBe(Node.DOCUMENT_POSITION_PRECEDING);

    const audio = player.querySelector('audio')!;
    expect(mediaRef.current).toBe(audio);
    fireEvent.timeUpdate(audio);
    fireEvent.pause(audio);
    fireEvent.ended(audio);
    expect(onTimeUpdate).toHaveBeenCalledWith(audio);
    expect(onPause).toHaveBeenCalledWith(audio);
    expect(onEnded).toHaveBeenCalledWith(audio);
  });

  it('a chapter chosen plays from its start', () => {
    render(<MediaChromePlayer media={PODCAST} label="Reproductor del pódcast Dormir mejor" />);
    fireEvent.click(screen.getByRole('button', { name: /Rutinas de sueño/ }));
    expect(document.querySelector('audio')?.currentTime).toBe(120);
  });
});

const CLASS: PlayerMedia = {
  video: { url: 'http://x/media/c.mp4', type: 'video/mp4', bytes: 40_960_000 },
  audio: { url: 'http://x/media/c.m4a', type: 'audio/mp4', bytes: 4_096_000 },
  captions: null,
  poster: null,
  duration_seconds: 600,
  chapters: [],
  transcript: [],
};

describe('«Ahorro de datos» (issue #33: the page marked by the first-paint script)', () => {
  const label = 'Reproductor de la clase Yoga suave';
  const soloAudio = () => screen.getByRole('button', { name: /Solo audio/ });

  describe('given the page saves data', () => {
    beforeAll(() => document.documentElement.setAttribute('data-ahorro', 'elegido'));
    afterAll(() => document.documentElement.removeAttribute('data-ahorro'));

    it('a recorded class opens in «Solo audio», loading nothing before play; the video is one press away', () => {
      render(<MediaChromePlayer media={CLASS} label={label} audioFirstWhenSaving />);
      expect(soloAudio()?.getAttribute('aria-pressed')).toBe('true');
      expect(document.querySelector('video')).toBeNull();
      expect(document.querySelector('audio')?.getAttribute('preload')).toBe('none');
      fireEvent.click(soloAudio());
      expect(soloAudio()?.getAttribute('aria-pressed')).toBe('false');
      expect(document.querySelector('video')?.getAttribute('preload')).toBe('none');
    });

    it('another video (the library’s) stays a video, loading nothing before play', () => {
      render(<MediaChromePlayer media={CLASS} label={label} />);
      expect(soloAudio()?.getAttribute('aria-pressed')).toBe('false');
      expect(document.querySelector('video')?.getAttribute('preload')).toBe('none');
    });

    it('a class already playing in the page’s own player goes on as a video', () => {
      render(
        <MediaChromePlayer
          media={CLASS}
          label={label}
          audioFirstWhenSaving
          startAt={{ time: 12, play: true }}
        />,
      );
      expect(soloAudio()?.getAttribute('aria-pressed')).toBe('false');
    });
  });

  describe('given the page does not save data', () => {
    it('a recorded class opens as a video, its metadata preloaded', () => {
      render(<MediaChromePlayer media={CLASS} label={label} audioFirstWhenSaving />);
      expect(soloAudio()?.getAttribute('aria-pressed')).toBe('false');
      expect(document.querySelector('video')?.getAttribute('preload')).toBe('metadata');
    });
  });
});
