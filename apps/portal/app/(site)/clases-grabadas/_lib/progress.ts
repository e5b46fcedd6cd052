/**
 * The rules of a recorded class's progress (issue #19), kept apart from the player so they can be
 * read and tested as a table: when to save, what to save, when to offer «Continuar desde 12:34»,
 * and the position an anonymous visitor keeps in this browser until they sign in.
 */

// The clock of a position, shared by every player of the portal (lib/media/playerParts.ts).
export { formatClock, spokenClock } from '@/lib/media/playerParts';

/** Saved at most this often while playing (and always on pause, end and leaving the page). */
export const SAVE_INTERVAL_MS = 15_000;
/** A position this close to the start is not worth a resume offer. */
export const RESUME_MIN_SECONDS = 5;
/** A position this close to the end counts as finished: the class starts over. */
export const RESUME_END_MARGIN_SECONDS = 10;
/** The service's rule (content.yaml): watched to the end at least once. */
export const COMPLETED_PERCENT = 95;

export interface SavedPosition {
  /** Seconds from the start. */
  position: number;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
}

/** The percentage watched at `position` of `duration` seconds, 0–100 with one decimal. */
export function percentAt(position: number, duration: number): number {
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0) return 0;
  const percent = (Math.min(Math.max(position, 0), duration) / duration) * 100;
  return Math.round(percent * 10) / 10;
}

/** A position the service accepts: finite, 0 to the media's length, two decimals. */
export function clampPosition(position: number, duration: number): number {
  if (!Number.isFinite(position) || position < 0) return 0;
  return Math.round(Math.min(position, duration) * 100) / 100;
}

/**
 * Where to offer to continue from: the newest of what the service has (any device of the
 * person) and what this browser kept, unless it is too near the start or the end.
 */
export function resumeFrom(
  saved: readonly (SavedPosition | null | undefined)[],
  duration: number,
): number | null {
  const newest = saved
    .filter((entry): entry is SavedPosition => !!entry && Number.isFinite(entry.position))
    .sort((a, b) => b.savedAt - a.savedAt)[0];
  if (!newest) return null;
  if (newest.position < RESUME_MIN_SECONDS) return null;
  if (newest.position > duration - RESUME_END_MARGIN_SECONDS) return null;
  return newest.position;
}

/**
 * When the player saves: the first time playback moves, then every `SAVE_INTERVAL_MS` while it
 * plays; pause, end and leaving save at once (`flush`). A failed save is kept and sent again with
 * the next one — only the latest position matters (the service keeps the last one).
 */
export class SaveSchedule {
  private lastSent = -Infinity;
  private blockedUntil = -Infinity;

  constructor(private readonly intervalMs = SAVE_INTERVAL_MS) {}

  /** Whether a tick of playback at `now` should save. */
  due(now: number): boolean {
    return now >= this.blockedUntil && now - this.lastSent >= this.intervalMs;
  }

  /** Whether a pause, end or leaving at `now` should save (unless the service asked to wait). */
  flushable(now: number): boolean {
    return now >= this.blockedUntil;
  }

  /** A save was sent at `now`. */
  sent(now: number): void {
    this.lastSent = now;
  }

  /** The service asked to wait `seconds` (429 `Retry-After`). */
  wait(now: number, seconds: number): void {
    this.blockedUntil = now + Math.max(1, seconds) * 1000;
  }

  /** A save failed: try again at the next tick. */
  failed(): void {
    this.lastSent = -Infinity;
  }
}

/** This browser's localStorage, or null where it cannot be used (blocked, private modes). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Where an anonymous visitor's positions are kept in this browser (never sent anywhere). */
export const LOCAL_KEY = 'vs_clases_grabadas';

type LocalPositions = Record<string, SavedPosition>;

function readAll(storage: Pick<Storage, 'getItem'>): LocalPositions {
  try {
    const value: unknown = JSON.parse(storage.getItem(LOCAL_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as LocalPositions)
      : {};
  } catch {
    return {};
  }
}

/** The position this browser kept for a class, if any. */
export function readLocalPosition(
  storage: Pick<Storage, 'getItem'>,
  slug: string,
): SavedPosition | null {
  const entry = readAll(storage)[slug];
  return entry && Number.isFinite(entry.position) && Number.isFinite(entry.savedAt) ? entry : null;
}

/** Keeps a class's position in this browser (the 20 latest classes). */
export function writeLocalPosition(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  slug: string,
  entry: SavedPosition,
): void {
  const all = { ...readAll(storage), [slug]: entry };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, 20);
  try {
    storage.setItem(LOCAL_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (private mode): the position is simply not kept.
  }
}
