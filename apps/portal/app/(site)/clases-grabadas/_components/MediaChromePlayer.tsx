'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import 'media-chrome/lang/es';
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaPlaybackRateButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { setLanguage } from 'media-chrome/utils/i18n';
import NextLink from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loginHref } from '@/lib/auth/paths';
import { useChromeSession } from '@/lib/session/snapshot';
import type { RecordedClassMedia } from '../_lib/load';
import {
  clampPosition,
  formatClock,
  percentAt,
  readLocalPosition,
  resumeFrom,
  SaveSchedule,
  spokenClock,
  writeLocalPosition,
  type SavedPosition,
} from '../_lib/progress';
import {
  beaconProgress,
  progressQuery,
  progressQueryClient,
  saveProgress,
  type ProgressUpdate,
} from '../_lib/progressClient';
import { chapterAt, PLAYBACK_RATES, SEEK_SECONDS } from '../_lib/playerParts';
import styles from './Player.module.css';

// Spanish labels for every control (media-chrome's own es translation).
setLanguage('es');

export interface MediaChromePlayerProps {
  slug: string;
  title: string;
  media: RecordedClassMedia;
  /** The page's path (the sign-in link comes back here). */
  path: string;
  /** Where the browser's own player was when this one took over (and whether it played). */
  startAt?: { time: number; play: boolean } | null;
}

type Mode = 'video' | 'audio';

/**
 * media-chrome's captions button says it is on with `aria-checked`, which a `button` may not
 * carry (axe: aria-allowed-attr); it is a switch. Set after the element's own connect, which
 * writes `role="button"`.
 */
function asSwitch(element: HTMLElement | null) {
  element?.setAttribute('role', 'switch');
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The recorded class's player (issue #19), loaded on the detail page only, after the page:
 * media-chrome's controls in Spanish around the native element — captions on by default, 10 s
 * back and forward, speed, chapters, full keyboard use (media-chrome's hotkeys when the player
 * has focus, Tab through every control) — a «Solo audio» choice for low data, the offer to
 * continue where the person left off, and their position saved: on the service when signed in
 * (every 15 s while playing, on pause, on end, and by beacon when the page is hidden), in this
 * browser otherwise.
 */
export function MediaChromePlayer(props: MediaChromePlayerProps) {
  return (
    <QueryClientProvider client={progressQueryClient}>
      <Player {...props} />
    </QueryClientProvider>
  );
}

function Player({ slug, title, media, path, startAt = null }: MediaChromePlayerProps) {
  const session = useChromeSession();
  const signedIn = session.signedIn;
  const progress = useQuery({ ...progressQuery(), enabled: signedIn }, progressQueryClient);
  const mediaRef = useRef<HTMLVideoElement | HTMLAudioElement | null>(null);
  const schedule = useRef(new SaveSchedule());
  const serverSaves = useRef(true);
  const pendingSeek = useRef<{ time: number; play: boolean } | null>(startAt);
  const [mode, setMode] = useState<Mode>('video');
  const [time, setTime] = useState(0);
  const [failed, setFailed] = useState(false);
  // Already playing (the native player was): no offer to continue.
  const [offerDismissed, setOfferDismissed] = useState(startAt !== null);
  // This component only ever renders in the browser (loaded by Player after the page).
  const [local] = useState<SavedPosition | null>(() => {
    const storage = localStorageOrNull();
    return storage ? readLocalPosition(storage, slug) : null;
  });
  const chaptersId = useId();
  const duration = media.duration_seconds;

  const server = progress.data?.results.find((entry) => entry.slug === slug);
  const serverSaved: SavedPosition | null = server
    ? { position: server.position_seconds, savedAt: Date.parse(server.updated_at) }
    : null;
  const offer =
    offerDismissed || (signedIn && progress.isPending)
      ? null
      : resumeFrom([serverSaved, local], duration);

  /** What is saved for a position (the end saves 100 %). */
  const updateAt = useCallback(
    (position: number, ended = false): ProgressUpdate => ({
      slug,
      progress: ended ? 100 : percentAt(position, duration),
      position_seconds: clampPosition(position, duration),
    }),
    [slug, duration],
  );

  const keepLocally = useCallback(
    (position: number) => {
      const storage = localStorageOrNull();
      if (storage) writeLocalPosition(storage, slug, { position, savedAt: Date.now() });
    },
    [slug],
  );

  const save = useCallback(
    async (update: ProgressUpdate) => {
      keepLocally(update.position_seconds ?? 0);
      if (!signedIn || !serverSaves.current) return;
      const now = Date.now();
      schedule.current.sent(now);
      const result = await saveProgress(update);
      if (result.ok) return;
      if (result.signedOut) serverSaves.current = false;
      else if (result.retryAfterSeconds)
        schedule.current.wait(Date.now(), result.retryAfterSeconds);
      else schedule.current.failed();
    },
    [keepLocally, signedIn],
  );

  // Leaving the page (hidden, closed, another address): the position goes by beacon.
  useEffect(() => {
    const leave = () => {
      const element = mediaRef.current;
      if (!element || element.currentTime <= 0) return;
      const update = updateAt(element.currentTime);
      keepLocally(element.currentTime);
      if (signedIn && serverSaves.current && schedule.current.flushable(Date.now())) {
        beaconProgress(update);
        schedule.current.sent(Date.now());
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [keepLocally, signedIn, updateAt]);

  const onTimeUpdate = () => {
    const element = mediaRef.current;
    if (!element) return;
    setTime(element.currentTime);
    if (!element.paused && schedule.current.due(Date.now()))
      void save(updateAt(element.currentTime));
  };
  const onPause = () => {
    const element = mediaRef.current;
    if (element && !element.ended && schedule.current.flushable(Date.now())) {
      void save(updateAt(element.currentTime));
    }
  };
  const onEnded = () => {
    void save(updateAt(duration, true));
  };
  const onLoadedMetadata = () => {
    const element = mediaRef.current;
    const seek = pendingSeek.current;
    if (!element || !seek) return;
    pendingSeek.current = null;
    element.currentTime = seek.time;
    if (seek.play) void element.play().catch(() => {});
  };

  const seekTo = (seconds: number, play = true) => {
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setTime(seconds);
    if (play) void element.play().catch(() => {});
  };

  const switchMode = (next: Mode) => {
    const element = mediaRef.current;
    pendingSeek.current = element ? { time: element.currentTime, play: !element.paused } : null;
    setFailed(false);
    setMode(next);
  };

  const current = chapterAt(media.chapters, time);

  return (
    <div className={styles.Player}>
      {offer !== null && (
        <div className={styles.Offer} role="region" aria-label="Continuar la clase">
          <p>
            Te quedaste en el minuto <span aria-hidden="true">{formatClock(offer)}</span>
            <span className={styles.VisuallyHidden}>{spokenClock(offer)}</span>.
          </p>
          <div className={styles.OfferActions}>
            <button
              type="button"
              className={styles.Primary}
              onClick={() => {
                setOfferDismissed(true);
                seekTo(offer);
              }}
            >
              Continuar desde {formatClock(offer)}
            </button>
            <button
              type="button"
              className={styles.Secondary}
              onClick={() => {
                setOfferDismissed(true);
                seekTo(0);
              }}
            >
              Empezar desde el inicio
            </button>
          </div>
        </div>
      )}

      <MediaController
        className={styles.Controller}
        aria-label={`Reproductor de la clase ${title}`}
        lang="es"
        defaultSubtitles
        audio={mode === 'audio' || undefined}
      >
        {mode === 'video' ? (
          <video
            key="video"
            slot="media"
            ref={mediaRef as React.Ref<HTMLVideoElement>}
            preload="metadata"
            crossOrigin="anonymous"
            playsInline
            poster={media.poster ?? undefined}
            onTimeUpdate={onTimeUpdate}
            onPause={onPause}
            onEnded={onEnded}
            onLoadedMetadata={onLoadedMetadata}
            onError={() => setFailed(true)}
          >
            <source src={media.video.url} type={media.video.type} onError={() => setFailed(true)} />
            <track
              kind="captions"
              src={media.captions.url}
              srcLang={media.captions.srclang}
              label={media.captions.label}
              default
            />
          </video>
        ) : (
          <audio
            key="audio"
            slot="media"
            ref={mediaRef as React.Ref<HTMLAudioElement>}
            preload="metadata"
            crossOrigin="anonymous"
            onTimeUpdate={onTimeUpdate}
            onPause={onPause}
            onEnded={onEnded}
            onLoadedMetadata={onLoadedMetadata}
            onError={() => setFailed(true)}
          >
            <source
              src={(media.audio ?? media.video).url}
              type={(media.audio ?? media.video).type}
              onError={() => setFailed(true)}
            />
            <track
              kind="captions"
              src={media.captions.url}
              srcLang={media.captions.srclang}
              label={media.captions.label}
              default
            />
          </audio>
        )}
        {mode === 'video' && <MediaLoadingIndicator slot="centered-chrome" noAutohide />}
        <MediaControlBar className={styles.Bar}>
          <MediaPlayButton />
          <MediaSeekBackwardButton seekOffset={SEEK_SECONDS} />
          <MediaSeekForwardButton seekOffset={SEEK_SECONDS} />
          <MediaTimeRange />
          <MediaTimeDisplay showDuration />
          <MediaMuteButton />
          <MediaVolumeRange />
          {mode === 'video' && <MediaCaptionsButton ref={asSwitch} />}
          <MediaPlaybackRateButton rates={[...PLAYBACK_RATES]} />
          {mode === 'video' && <MediaFullscreenButton />}
        </MediaControlBar>
      </MediaController>

      {failed && (
        <p className={styles.Failed} role="alert">
          No pudimos cargar {mode === 'audio' ? 'el audio' : 'el video'} de esta clase. Revisa tu
          conexión e inténtalo de nuevo; mientras tanto, puedes leer la transcripción más abajo.
        </p>
      )}

      <div className={styles.Options}>
        <button
          type="button"
          className={styles.Secondary}
          aria-pressed={mode === 'audio'}
          onClick={() => switchMode(mode === 'audio' ? 'video' : 'audio')}
        >
          Solo audio
          {media.audio && (
            <span className={styles.Hint}>
              {' '}
              (usa menos datos: {Math.ceil(media.audio.bytes / 1024)} kB en vez de{' '}
              {Math.ceil(media.video.bytes / 1024)} kB)
            </span>
          )}
        </button>
      </div>

      {!signedIn && session.known && (
        <p className={styles.SignIn}>
          <NextLink href={loginHref(path)}>Inicia sesión</NextLink> para guardar tu avance y
          continuar en cualquier dispositivo. Mientras tanto, lo recordamos solo en este navegador.
        </p>
      )}

      {media.chapters.length > 0 && (
        <nav aria-labelledby={chaptersId} className={styles.Chapters}>
          <h2 id={chaptersId}>Capítulos</h2>
          <ol>
            {media.chapters.map((chapter) => (
              <li key={chapter.start_seconds}>
                <button
                  type="button"
                  className={styles.Chapter}
                  aria-current={current === chapter ? 'step' : undefined}
                  onClick={() => seekTo(chapter.start_seconds)}
                >
                  <span className={styles.ChapterTime} aria-hidden="true">
                    {formatClock(chapter.start_seconds)}
                  </span>
                  <span>{chapter.title}</span>
                  <span className={styles.VisuallyHidden}>
                    {`, desde ${spokenClock(chapter.start_seconds)}`}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
