/** What the player's controls offer (issue #19). */

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
