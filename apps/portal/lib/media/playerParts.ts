/** What the portal's media player offers (issue #19; every area's player since issue #30). */

/** «Retroceder / Avanzar 10 segundos», buttons and arrow keys. */
export const SEEK_SECONDS = 10;

/** The speeds the speed button goes through. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export interface Chapter {
  start_seconds: number;
  title: string;
}

/** The chapter playing at `time`: the last one that has started (chapters come in order). */
export function chapterAt<T extends Chapter>(chapters: readonly T[], time: number): T | undefined {
  let current: T | undefined;
  for (const chapter of chapters) {
    if (chapter.start_seconds <= time) current = chapter;
    else break;
  }
  return current;
}

/** «0:30», «12:34», «1:02:03». */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** «12 minutos y 34 segundos», for screen readers. */
export function spokenClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const minutes = m > 0 ? `${m} ${m === 1 ? 'minuto' : 'minutos'}` : '';
  const secs = s > 0 || m === 0 ? `${s} ${s === 1 ? 'segundo' : 'segundos'}` : '';
  return [minutes, secs].filter(Boolean).join(' y ');
}
