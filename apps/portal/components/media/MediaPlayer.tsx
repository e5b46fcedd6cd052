'use client';

/**
 * The portal's media player (issues #19, #25, #30): recorded classes, and the library's videos
 * and podcasts. How an area uses it:
 *
 * ```tsx
 * // A video (captions on, «Solo audio» when the media has an audio file):
 * <MediaPlayer media={publication.media} label={`Reproductor del video ${publication.title}`} />
 * // A podcast (`media.video` null: an audio player, speed included):
 * <MediaPlayer
 *   media={publication.media}
 *   label={`Reproductor del pódcast ${publication.title}`}
 *   nouns={{ audio: 'el pódcast' }}
 * />
 * // …and the transcript as text below it, in the page's HTML (for a podcast it is the text
 * // alternative, WCAG 1.2.1):
 * <Transcript parts={publication.media.transcript} />
 * ```
 *
 * The server HTML holds the browser's own `<video>` (captions on) or `<audio>`, which plays before
 * (and without) JavaScript; after the page, media-chrome's Spanish controls load in a chunk of
 * their own (`MediaChromePlayer`) and take over where the native player was, playing on if it
 * was. An area that adds to playback (the recorded classes: the resume offer, saving progress,
 * the sign-in hint) passes `load`: its own wrapper of `MediaChromePlayer` with an `addOn`, loaded
 * in that same lazy chunk, so no other page pulls its code.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAhorro } from '@/components/shell/useAhorro';
import type { MediaChromePlayerProps, StartAt } from './MediaChromePlayer';
import { playedFile, type MediaNouns, type PlayerMedia } from './media';
import styles from './MediaPlayer.module.css';

export interface MediaPlayerProps {
  /** A video (with its sound alone, optionally) or, with `video: null`, an audio (a podcast). */
  media: PlayerMedia;
  /** The player's accessible name: «Reproductor de la clase …», «Reproductor del pódcast …». */
  label: string;
  /** What the failure message names (default: «el video» / «el audio»). */
  nouns?: MediaNouns;
  /**
   * Loads the player that takes over after the page. Default: media-chrome's (`MediaChromePlayer`).
   * An area passes its own wrapper of it (an `import()`), which is then the lazy chunk.
   */
  load?: () => Promise<ComponentType<LoadedPlayerProps>>;
}

/** What the player that takes over is given. */
export type LoadedPlayerProps = Pick<MediaChromePlayerProps, 'media' | 'label' | 'nouns'> & {
  /** Where the browser's own player was when the loaded one took over (and whether it played). */
  startAt: StartAt | null;
};

const loadMediaChrome = () =>
  import('./MediaChromePlayer').then(
    (module): ComponentType<LoadedPlayerProps> => module.MediaChromePlayer,
  );

export function MediaPlayer({ media, label, nouns, load = loadMediaChrome }: MediaPlayerProps) {
  const native = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<LoadedPlayerProps> | null>(null);
  const [startAt, setStartAt] = useState<StartAt | null>(null);
  // Loaded once, after the page: a new `load` function on a later render changes nothing.
  const loadOnce = useRef(load);
  // «Ahorro de datos» (issue #33): nothing of the file before the person presses play. The
  // server's HTML says `metadata` (the same for everyone); the first-paint script turns a parsed
  // element to `none` before it loads, and this keeps it so (and sets it on a client render).
  const preload = useAhorro() ? 'none' : 'metadata';

  useEffect(() => {
    let live = true;
    void loadOnce.current().then((Player) => {
      if (!live) return;
      const element = native.current;
      if (element && element.currentTime > 0) {
        setStartAt({ time: element.currentTime, play: !element.paused });
        element.pause();
      }
      setLoaded(() => Player);
    });
    return () => {
      live = false;
    };
  }, []);

  if (Loaded) return <Loaded media={media} label={label} nouns={nouns} startAt={startAt} />;
  if (!media.video) {
    // A podcast: the browser's own audio player.
    const file = playedFile(media, 'audio');
    return (
      <div className={styles.Player}>
        <div className={styles.AudioFallback}>
          {/* A podcast's text alternative is its transcript, on the page (WCAG 1.2.1). */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio: the transcript */}
          <audio ref={native} controls preload={preload} crossOrigin="anonymous" aria-label={label}>
            <source src={file.url} type={file.type} />
          </audio>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.Player}>
      <div className={styles.Fallback}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track is conditional */}
        <video
          ref={native}
          controls
          preload={preload}
          crossOrigin="anonymous"
          playsInline
          poster={media.poster ?? undefined}
          aria-label={label}
        >
          <source src={media.video.url} type={media.video.type} />
          {media.captions && (
            <track
              kind="captions"
              src={media.captions.url}
              srcLang={media.captions.srclang}
              label={media.captions.label}
              default
            />
          )}
        </video>
      </div>
    </div>
  );
}
