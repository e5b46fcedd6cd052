/**
 * Class times as people in Peru read them: in Lima time (America/Lima, UTC−5 all year: Peru
 * has no daylight saving time), in Spanish — «jueves 10 de diciembre, 8:00 a. m.».
 * Whatever the server's or the browser's time zone.
 */
export const LIMA = 'America/Lima';

const dateParts = new Intl.DateTimeFormat('es-PE', {
  timeZone: LIMA,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('es-PE', {
  timeZone: LIMA,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** ICU puts narrow or no-break spaces in «a. m.»: one plain space reads and copies the same. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function parts(date: Date) {
  const map = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    weekday: map.weekday ?? '',
    day: map.day ?? '',
    month: map.month ?? '',
    year: map.year ?? '',
  };
}

/** «8:00 a. m.» in Lima. */
export function formatLimaTime(iso: string): string {
  return plainSpaces(timeFormat.format(new Date(iso)));
}

/** «jueves 10 de diciembre» in Lima (with the year when it is not `currentYear`). */
export function formatLimaDay(iso: string, currentYear?: number): string {
  const { weekday, day, month, year } = parts(new Date(iso));
  const withYear = currentYear !== undefined && Number(year) !== currentYear ? ` de ${year}` : '';
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
  return Number(parts(date).year);
}
