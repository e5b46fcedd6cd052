'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import {
  clampPosition,
  localStorageOrNull,
  percentAt,
  SaveSchedule,
  writeLocalPosition,
} from '../_lib/progress';
import { beaconProgress, saveProgress, type ProgressUpdate } from '../_lib/progressClient';

/** What the player's element tells the saving: where it is and whether it plays. */
export type PlayingMedia = Pick<HTMLMediaElement, 'currentTime' | 'paused' | 'ended'>;

export interface ProgressSavingOptions {
  slug: string;
  /** The recording's length in seconds (the end saves 100 %). */
  duration: number;
  /** Signed in: saved on the service too; otherwise in this browser only. */
  signedIn: boolean;
  /** The media element, read when the page is being left. */
  mediaRef: RefObject<PlayingMedia | null>;
}

export interface ProgressSaving {
  /** The element's `timeupdate`: while it plays, a save when one is due (every 15 s). */
  onTimeUpdate(media: PlayingMedia): void;
  /** The element's `pause` (not at the end): a save at once. */
  onPause(media: PlayingMedia): void;
  /** The element's `ended`: the whole class is saved (100 %). */
  onEnded(): void;
}

/**
 * A person's position in a recorded class, saved (issue #19): always in this browser, and on the
 * service when signed in — the first time playback moves, then every 15 s while it plays
 * (`SaveSchedule`), on pause, on the end (100 %), and by beacon when the page is hidden, left or
 * the player goes. A 401 stops the service saves (the session ended: this browser keeps them); a
 * 429 waits what `Retry-After` says; any other failure (offline included) is sent again with the
 * next tick. Playback never stops because a save failed.
 */
export function useProgressSaving({
  slug,
  duration,
  signedIn,
  mediaRef,
}: ProgressSavingOptions): ProgressSaving {
  const schedule = useRef(new SaveSchedule());
  const serverSaves = useRef(true);

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
  }, [keepLocally, mediaRef, signedIn, updateAt]);

  return {
    onTimeUpdate(media) {
      if (!media.paused && schedule.current.due(Date.now())) void save(updateAt(media.currentTime));
    },
    onPause(media) {
      if (!media.ended && schedule.current.flushable(Date.now())) {
        void save(updateAt(media.currentTime));
      }
    },
    onEnded() {
      void save(updateAt(duration, true));
    },
  };
}
