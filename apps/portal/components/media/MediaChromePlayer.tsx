'use client';

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
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ahorroInPage } from '@/lib/ahorro/ahorro';
import { chapterAt, PLAYBACK_RATES, SEEK_SECONDS } from '@/lib/media/playerParts';
import { Chapters } from './Chapters';
import { playedFile, type MediaNouns, type PlayerMedia } from './media';
import styles from './MediaPlayer.module.css';

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

/** Where the browser's own player was when this one took over (and whether it played). */
export interface StartAt {
  time: number;
  play: boolean;
}

/**
 * What an area plugs into playback, from its own code (the recorded classes: the resume offer,
 * saving the position, the sign-in hint). The player knows nothing of what it does.
 */
export interface PlayerAddOn {
  /** Set to the element playing now (the video, or the audio of «Solo audio»). */
  mediaRef?: RefObject<HTMLMediaElement | null>;
  /** The element's `timeupdate`, `pause` and `ended`. */
  onTimeUpdate?: (media: HTMLMediaElement) => void;
  onPause?: (media: HTMLMediaElement) => void;
  onEnded?: (media: HTMLMediaElement) => void;
  /** Shown above the controls (an offer to continue). */
  above?: ReactNode;
  /** Shown under the player's options, before the chapters (a hint). */
  below?: ReactNode;
}

export interface MediaChromePlayerProps {
  /** A video (with its sound alone, optionally) or, with `video: null`, an audio (a podcast). */
  media: PlayerMedia;
  /** The player's accessible name («Reproductor de la clase …»). */
  label: string;
  /** What the failure message names (default: «el video» / «el audio»). */
  nouns?: MediaNouns;
  /** Where the browser's own player was when this one took over (and whether it played). */
  startAt?: StartAt | null;
  /** What an area plugs into playback. */
  addOn?: PlayerAddOn;
  /**
   * «Ahorro de datos» (issue #33): open a video in «Solo audio» while the page saves data, when
   * the media has its sound alone and nothing was playing yet (the recorded classes). The person
   * can still switch to the video.
   */
  audioFirstWhenSaving?: boolean;
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
 * The portal's media player after the page (issues #19, #25, #30; `MediaPlayer` loads it):
 * media-chrome's controls in Spanish around the native element, full keyboard use (media-chrome's
 * hotkeys when the player has focus, Tab through every control), 10 s back and forward, speed,
 * the «Capítulos» list. A video: captions on by default, full screen, and «Solo audio» (low data:
 * the media's audio file, from the same second and at the same speed) when there is one. No video
 * (a podcast): an audio player with the same controls but captions, full screen and «Solo audio».
 */
export function MediaChromePlayer({
  media,
  label,
  nouns,
  startAt = null,
  addOn = {},
  audioFirstWhenSaving = false,
}: MediaChromePlayerProps) {
  const ownMediaRef = useRef<HTMLMediaElement | null>(null);
  const mediaRef = addOn.mediaRef ?? ownMediaRef;
  const pendingSeek = useRef<{ time: number; play: boolean; rate?: number } | null>(startAt);
  const controllerRef = useRef<HTMLElement>(null);
  // Without a video (a podcast) the player is an audio player for good. This player renders in
  // the browser only (loaded after the page), so it reads the page's «Ahorro de datos» mark once.
  const hasVideo = media.video !== null;
  const [saving] = useState(() => ahorroInPage() !== null);
  const [mode, setMode] = useState<Mode>(() =>
    !hasVideo || (audioFirstWhenSaving && saving && media.audio !== null && startAt === null)
      ? 'audio'
      : 'video',
  );
  const [time, setTime] = useState(0);
  const [failed, setFailed] = useState(false);
  const captions = mode === 'video' ? media.captions : null;

  // media-chrome names its region «reproductor de video» when it connects, over `aria-label`:
  // the player keeps the caller's name («Reproductor de la clase …»).
  useEffect(() => {
    controllerRef.current?.setAttribute('aria-label', label);
  }, [label, mode]);

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
  }, [mode, mediaRef]);

  const onTimeUpdate = () => {
    const element = mediaRef.current;
    if (!element) return;
    setTime(element.currentTime);
    addOn.onTimeUpdate?.(element);
  };
  const onPause = () => {
    const element = mediaRef.current;
    if (element) addOn.onPause?.(element);
  };
  const onEnded = () => {
    const element = mediaRef.current;
    if (element) addOn.onEnded?.(element);
  };
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

  const seekTo = (seconds: number) => {
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setTime(seconds);
    void element.play().catch(() => {});
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
  const file = playedFile(media, mode);
  const mediaEvents = {
    ref: mediaRef as React.Ref<never>,
    // Saving data: nothing of the file before the person presses play.
    preload: saving ? 'none' : 'metadata',
    crossOrigin: 'anonymous',
    onTimeUpdate,
    onPause,
    onEnded,
    onLoadedMetadata,
    onError: () => setFailed(true),
  } as const;
  const track = captions && (
    <track
      kind="captions"
      src={captions.url}
      srcLang={captions.srclang}
      label={captions.label}
      default
    />
  );
  const noun = mode === 'audio' ? (nouns?.audio ?? 'el audio') : (nouns?.video ?? 'el video');

  return (
    <div className={styles.Player}>
      {addOn.above}

      <MediaController
        ref={controllerRef as React.Ref<never>}
        className={styles.Controller}
        aria-label={label}
        lang="es"
        defaultSubtitles={captions !== null || undefined}
        audio={mode === 'audio' || undefined}
      >
        {mode === 'video' ? (
          // Captions: `track`, when the media has them (always for a recorded class).
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the track is conditional
          <video
            key="video"
            slot="media"
            {...mediaEvents}
            playsInline
            poster={media.poster ?? undefined}
          >
            <source src={file.url} type={file.type} onError={() => setFailed(true)} />
            {track}
          </video>
        ) : (
          // The sound alone has no captions: its text alternative is the transcript (WCAG 1.2.1).
          // eslint-disable-next-line jsx-a11y/media-has-caption -- see above
          <audio key="audio" slot="media" {...mediaEvents}>
            <source src={file.url} type={file.type} onError={() => setFailed(true)} />
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
          {captions && <MediaCaptionsButton className={styles.Wide} ref={asSwitch} />}
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
          {captions && (
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
          No pudimos cargar {noun}. Revisa tu conexión e inténtalo de nuevo
          {media.transcript.length > 0
            ? '; mientras tanto, puedes leer la transcripción más abajo.'
            : '.'}
        </p>
      )}

      {media.video && media.audio && (
        <div className={styles.Options}>
          <button
            type="button"
            className={styles.Secondary}
            aria-pressed={mode === 'audio'}
            onClick={() => switchMode(mode === 'audio' ? 'video' : 'audio')}
          >
            Solo audio
            <span className={styles.Hint}>
              {' '}
              (usa menos datos: {Math.ceil(media.audio.bytes / 1024)} kB en vez de{' '}
              {Math.ceil(media.video.bytes / 1024)} kB)
            </span>
          </button>
        </div>
      )}

      {addOn.below}

      <Chapters chapters={media.chapters} current={current} onSeek={seekTo} />
    </div>
  );
}
