import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayerMedia } from './media';
import { MediaPlayer } from './MediaPlayer';

const VIDEO: PlayerMedia = {
  video: { url: 'http://x/media/v.webm', type: 'video/webm', bytes: 2_048_000 },
  audio: { url: 'http://x/media/a.webm', type: 'audio/webm', bytes: 512_000 },
  captions: { url: 'http://x/media/v.vtt', srclang: 'es', label: 'Español' },
  poster: null,
  duration_seconds: 90,
  chapters: [{ start_seconds: 0, title: 'Inicio' }],
  transcript: [{ start_seconds: 0, text: 'Hola.' }],
};

const PODCAST: PlayerMedia = {
  video: null,
  audio: { url: 'http://x/media/p.mp3', type: 'audio/mpeg', bytes: 4_096_000 },
  captions: null,
  poster: null,
  duration_seconds: 600,
  chapters: [],
  transcript: [{ start_seconds: 0, text: 'Bienvenidos al pódcast.' }],
};

beforeAll(() => {
  // jsdom's media elements have a track list that is no EventTarget; the player listens to it.
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get: () => Object.assign(new EventTarget(), { length: 0 }),
  });
});

/**
 * media-chrome's controls, as jsdom has them: the elements are not upgraded there (their roles
 * and Spanish names are media-chrome's, checked in the browser by e2e/tests/recorded-classes),
 * so a control is found by its element.
 */
const control = (player: HTMLElement, name: string) => player.querySelector(`media-${name}`);

/**
 * The player that took over, found by its accessible name. Its chunk's first import (media-chrome
 * in jsdom) is the slow part: up to 15 s on a busy runner.
 */
const loadedPlayer = (label: string) =>
  screen.findByLabelText(label, { selector: 'media-controller' }, { timeout: 15_000 });

/** The lazy chunk not loaded yet: what the server HTML holds. */
const never = () => new Promise<never>(() => {});

describe('before its code loads (the server HTML)', () => {
  it('a video is the browser’s own player, named by the label, with captions on', () => {
    render(<MediaPlayer media={VIDEO} label="Reproductor del video Comer bien" load={never} />);
    const player = screen.getByLabelText('Reproductor del video Comer bien');
    expect(player.tagName).toBe('VIDEO');
    expect(player.hasAttribute('controls')).toBe(true);
    const track = player.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.hasAttribute('default')).toBe(true);
  });

  it('a podcast is the browser’s own audio player, named by the label', () => {
    render(
      <MediaPlayer media={PODCAST} label="Reproductor del pódcast Dormir mejor" load={never} />,
    );
    const player = screen.getByLabelText('Reproductor del pódcast Dormir mejor');
    expect(player.tagName).toBe('AUDIO');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.querySelector('source')?.getAttribute('src')).toBe(PODCAST.audio?.url);
    expect(document.querySelector('video')).toBeNull();
  });
});

describe('media-chrome’s player, after the page', () => {
  it('a podcast: an audio player with speed, and no captions, full screen or «Solo audio»', async () => {
    render(<MediaPlayer media={PODCAST} label="Reproductor del pódcast Dormir mejor" />);
    const player = await loadedPlayer('Reproductor del pódcast Dormir mejor');
    expect(player.querySelector('audio[slot="media"] source')?.getAttribute('src')).toBe(
      PODCAST.audio?.url,
    );
    expect(player.querySelector('video')).toBeNull();
    expect(control(player, 'playback-rate-button')).not.toBeNull();
    expect(control(player, 'playback-rate-menu')).not.toBeNull(); // «Configuración» › Velocidad
    expect(control(player, 'play-button')).not.toBeNull();
    expect(control(player, 'seek-backward-button')?.getAttribute('seekoffset')).toBe('10');
    expect(control(player, 'captions-button')).toBeNull();
    expect(control(player, 'captions-menu')).toBeNull();
    expect(control(player, 'fullscreen-button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Solo audio/ })).toBeNull();
  });

  it('a video with its sound alone: captions, full screen and «Solo audio» with what it saves', async () => {
    render(<MediaPlayer media={VIDEO} label="Reproductor del video Comer bien" />);
    const player = await loadedPlayer('Reproductor del video Comer bien');
    const track = player.querySelector('video[slot="media"] track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(control(player, 'playback-rate-button')).not.toBeNull();
    expect(control(player, 'captions-button')).not.toBeNull();
    expect(control(player, 'captions-menu')).not.toBeNull();
    expect(control(player, 'fullscreen-button')).not.toBeNull();
    const soloAudio = screen.getByRole('button', { name: /^Solo audio/ });
    expect(soloAudio.textContent).toBe('Solo audio (usa menos datos: 500 kB en vez de 2000 kB)');

    await userEvent.click(soloAudio);
    expect(soloAudio.getAttribute('aria-pressed')).toBe('true');
    expect(player.querySelector('audio[slot="media"] source')?.getAttribute('src')).toBe(
      VIDEO.audio?.url,
    );
  });

  it('a video without a separate audio file offers no «Solo audio»', async () => {
    render(
      <MediaPlayer media={{ ...VIDEO, audio: null }} label="Reproductor del video Comer bien" />,
    );
    await loadedPlayer('Reproductor del video Comer bien');
    expect(screen.queryByRole('button', { name: /Solo audio/ })).toBeNull();
  });

  it('a file that does not load is explained with the caller’s words, the transcript named', async () => {
    render(
      <MediaPlayer
        media={PODCAST}
        label="Reproductor del pódcast Dormir mejor"
        nouns={{ audio: 'el pódcast' }}
      />,
    );
    const player = await loadedPlayer('Reproductor del pódcast Dormir mejor');
    fireEvent.error(player.querySelector('audio source')!);
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos cargar el pódcast. Revisa tu conexión e inténtalo de nuevo; mientras tanto, puedes leer la transcripción más abajo.',
    );
  });
});
