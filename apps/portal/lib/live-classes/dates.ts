/**
 * Class times as people in Peru read them: in Lima time (America/Lima, UTC−5 all year: Peru
 * has no daylight saving time), in Spanish — «jueves 10 de diciembre, 8:00 a. m.».
 * Whatever the server's or the browser's time zone: the formatting is `@vivasalud/config/lima`,
 * shared by every app; the live-class phrases are built here.
 */
import { formatLimaTime, limaDateParts } from '@vivasalud/config/lima';

export { formatLimaTime };

/** «jueves 10 de diciembre» in Lima (with the year when it is not `currentYear`). */
export function formatLimaDay(iso: string, currentYear?: number): string {
  const { weekday, day, month, year } = limaDateParts(iso);
  const withYear = currentYear !== undefined && year !== currentYear ? ` de ${year}` : '';
  return `${weekday} ${day} de ${month}${withYear}`;
}

/** «jueves 10 de diciembre, 8:00 a. m.» in Lima. */
export function formatClassStart(iso: string, currentYear?: number): string {
  return `${formatLimaDay(iso, currentYear)}, ${formatLimaTime(iso)}`;
}

/** «45 min», «1 h», «1 h 30 min». */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The end of a class that starts at `iso` and lasts `minutes`. */
export function classEnd(iso: string, minutes: number): Date {
  return new Date(new Date(iso).getTime() + minutes * 60_000);
}

/** The year in Lima of an instant (which year «this year» is for a visitor in Peru). */
export function limaYear(date: Date): number {
  return limaDateParts(date).year;
}

/** A class's schedule: when it starts and how long it lasts. */
export interface Scheduled {
  starts_at: string;
  duration_minutes: number;
}

/**
 * Whether a class has ended at `now` (its start plus its duration is past): the same rule by
 * which its card says «Finalizada» and the service's home block leaves it out. A class under way
 * has not ended: a person can still join it.
 */
export function hasEnded(liveClass: Scheduled, now: Date): boolean {
  return classEnd(liveClass.starts_at, liveClass.duration_minutes).getTime() <= now.getTime();
}
