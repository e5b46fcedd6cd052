'use client';

import { useQuery } from '@tanstack/react-query';
import { Es } from 'media-chrome/lang/es';
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
import {
  MediaCaptionsMenu,
  MediaPlaybackRateMenu,
  MediaSettingsMenu,
  MediaSettingsMenuButton,
  MediaSettingsMenuItem,
} from 'media-chrome/react/menu';
import { addTranslation, setLanguage } from 'media-chrome/utils/i18n';
import NextLink from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { PageQueryClient } from '@/components/query/PageQueryClient';
import { loginHref } from '@/lib/auth/paths';
import { useChromeSession } from '@/components/session/snapshot';
import type { RecordedClassMedia } from '../_lib/load';
import {
  localStorageOrNull,
  readLocalPosition,
  resumeFrom,
  type SavedPosition,
} from '../_lib/progress';
import { progressQuery } from '../_lib/progressClient';
import { chapterAt, PLAYBACK_RATES, SEEK_SECONDS } from '../_lib/playerParts';
import { Chapters } from './Chapters';
import styles from './Player.module.css';
import { ResumeOffer } from './ResumeOffer';
import { useProgressSaving } from './useProgressSaving';

/**
 * Spanish labels for every control: media-chrome's own es translation, with what it gets wrong
 * (issue #25). The seek bar is no «búsqueda» (a search); a control's name holds the text it
 * shows (WCAG 2.5.3: the speed button shows «1.25x»); the chapter preview names no chapter
 * (ours are the «Capítulos» list under the player).
 */
export const SPANISH_LABELS = {
  ...Es,
  seek: 'Barra de progreso',
  'Playback rate': 'Velocidad',
  'Playback rate {playbackRate}': 'Velocidad {playbackRate}x',
  'chapter: {chapterName}': '{chapterName}',
} as const;
addTranslation('es', SPANISH_LABELS);
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

/**
 * The time «0:12 / 1:29» only shows the time (not a button: `notoggle`); as a `timer` its name
 * «tiempo de reproducción» is not held against the text it shows (the seek bar's value says the
 * same in words).
 */
function asTimer(element: HTMLElement | null) {
  element?.setAttribute('role', 'timer');
}

/**
 * media-chrome's chapter preview inside the seek bar writes «capítulo: <language>» as a value
 * when the language changes; this player has no chapter cues (its chapters are the list), so the
 * preview goes.
 */
function withoutChapterPreview(element: HTMLElement | null) {
  element?.shadowRoot?.querySelector('media-preview-chapter-display')?.remove();
}

/** A little room between the captions and the control bars. */
const CUE_GAP_PX = 6;

/**
 * Puts every caption of `media` just above the control bars (issue #25: they showed under
 * them): the cue's bottom (`lineAlign: end`) at that height, in % of the picture.
 */
export function placeCues(media: HTMLVideoElement, bars: Element[]) {
  const box = media.getBoundingClientRect();
  if (box.height === 0 || bars.length === 0) return;
  const top = Math.min(...bars.map((bar) => bar.getBoundingClientRect().top));
  const line = Math.max(0, Math.floor(((top - box.top - CUE_GAP_PX) / box.height) * 100));
  for (const track of Array.from(media.textTracks)) {
    for (const cue of Array.from(track.cues ?? []) as VTTCue[]) {
      if (cue.snapToLines || cue.line !== line || cue.lineAlign !== 'end') {
        cue.snapToLines = false;
        cue.line = line;
        cue.lineAlign = 'end';
      }
    }
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
    <PageQueryClient>
      <Player {...props} />
    </PageQueryClient>
  );
}

function Player({ slug, title, media, path, startAt = null }: MediaChromePlayerProps) {
  const session = useChromeSession();
  const signedIn = session.signedIn;
  const progress = useQuery({ ...progressQuery(), enabled: signedIn });
  const mediaRef = useRef<HTMLVideoElement | HTMLAudioElement | null>(null);
  const pendingSeek = useRef<{ time: number; play: boolean; rate?: number } | null>(startAt);
  const controllerRef = useRef<HTMLElement>(null);
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
  const duration = media.duration_seconds;
  const saving = useProgressSaving({ slug, duration, signedIn, mediaRef });

  const server = progress.data?.results.find((entry) => entry.slug === slug);
  const serverSaved: SavedPosition | null = server
    ? { position: server.position_seconds, savedAt: Date.parse(server.updated_at) }
    : null;
  const offer =
    offerDismissed || (signedIn && progress.isPending)
      ? null
      : resumeFrom([serverSaved, local], duration);

  // Captions above the control bars, at any size (a resize moves the bars).
  useEffect(() => {
    const element = mediaRef.current;
    const controller = controllerRef.current;
    if (mode !== 'video' || !(element instanceof HTMLVideoElement) || !controller) return;
    const place = () => placeCues(element, [...controller.querySelectorAll('media-control-bar')]);
    const observer = new ResizeObserver(place);
    observer.observe(controller);
    const track = element.querySelector('track');
    track?.addEventListener('load', place);
    element.addEventListener('loadedmetadata', place);
    element.textTracks.addEventListener('addtrack', place);
    place();
    return () => {
      observer.disconnect();
      track?.removeEventListener('load', place);
      element.removeEventListener('loadedmetadata', place);
      element.textTracks.removeEventListener('addtrack', place);
    };
  }, [mode]);

  const onTimeUpdate = () => {
    const element = mediaRef.current;
    if (!element) return;
    setTime(element.currentTime);
    saving.onTimeUpdate(element);
  };
  const onPause = () => {
    const element = mediaRef.current;
    if (element) saving.onPause(element);
  };
  const onEnded = () => saving.onEnded();
  const onLoadedMetadata = () => {
    const element = mediaRef.current;
    const seek = pendingSeek.current;
    if (!element || !seek) return;
    pendingSeek.current = null;
    // «Solo audio» and back keep the speed (issue #25) and the time.
    if (seek.rate) element.playbackRate = seek.rate;
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
    pendingSeek.current = element
      ? { time: element.currentTime, play: !element.paused, rate: element.playbackRate }
      : null;
    setFailed(false);
    setMode(next);
  };

  const current = chapterAt(media.chapters, time);

  return (
    <div className={styles.Player}>
      {offer !== null && (
        <ResumeOffer
          position={offer}
          onContinue={() => {
            setOfferDismissed(true);
            seekTo(offer);
          }}
          onRestart={() => {
            setOfferDismissed(true);
            seekTo(0);
          }}
        />
      )}

      <MediaController
        ref={controllerRef as React.Ref<never>}
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
        {/* Two rows (issue #25): the seek bar and the time, then the buttons. Under 600 px the
            captions and the speed go into «Configuración», so every control fits a phone. */}
        <MediaControlBar className={styles.SeekRow}>
          <MediaTimeRange ref={withoutChapterPreview} />
          <MediaTimeDisplay showDuration noToggle ref={asTimer} />
        </MediaControlBar>
        <MediaControlBar className={styles.Bar}>
          <MediaPlayButton />
          <MediaSeekBackwardButton seekOffset={SEEK_SECONDS} />
          <MediaSeekForwardButton seekOffset={SEEK_SECONDS} />
          <MediaMuteButton />
          <MediaVolumeRange className={styles.Wide} />
          <span className={styles.Spacer} />
          {mode === 'video' && <MediaCaptionsButton className={styles.Wide} ref={asSwitch} />}
          <MediaPlaybackRateButton className={styles.Wide} rates={[...PLAYBACK_RATES]} />
          <MediaSettingsMenuButton className={styles.Narrow} />
          {mode === 'video' && <MediaFullscreenButton />}
        </MediaControlBar>
        <MediaSettingsMenu hidden anchor="auto" className={styles.Menu}>
          <MediaSettingsMenuItem>
            Velocidad
            <MediaPlaybackRateMenu slot="submenu" hidden rates={[...PLAYBACK_RATES]}>
              <div slot="title">Velocidad</div>
            </MediaPlaybackRateMenu>
          </MediaSettingsMenuItem>
          {mode === 'video' && (
            <MediaSettingsMenuItem>
              Subtítulos
              <MediaCaptionsMenu slot="submenu" hidden>
                <div slot="title">Subtítulos</div>
              </MediaCaptionsMenu>
            </MediaSettingsMenuItem>
          )}
        </MediaSettingsMenu>
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

      <Chapters chapters={media.chapters} current={current} onSeek={(seconds) => seekTo(seconds)} />
    </div>
  );
}
