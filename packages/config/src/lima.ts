/**
 * Dates as people in Peru read them (issue #17): in Lima time (America/Lima, UTC−5 all year:
 * Peru has no daylight saving time) and in Spanish (es-PE ICU: «setiembre», «11:59 p. m.»),
 * whatever the server's or the browser's time zone. The apps build their own phrases (a
 * campaign's period, a live class's start) on these primitives.
 */
export const LIMA = 'America/Lima';

const dateFormat = new Intl.DateTimeFormat('es-PE', { timeZone: LIMA, dateStyle: 'long' });
const timeFormat = new Intl.DateTimeFormat('es-PE', {
  timeZone: LIMA,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateParts = new Intl.DateTimeFormat('es-PE', {
  timeZone: LIMA,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
// en-CA writes dates as YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: LIMA });

/** An ISO instant with its offset (`2027-01-31T23:59:59-05:00`) or a `Date`. */
export type Instant = string | Date;

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** ICU puts narrow or no-break spaces in «p. m.»: one plain space reads and copies the same. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** «31 de enero de 2027» in Lima. */
export function formatLimaDate(instant: Instant): string {
  return plainSpaces(dateFormat.format(toDate(instant)));
}

/** «11:59 p. m.» in Lima. */
export function formatLimaTime(instant: Instant): string {
  return plainSpaces(timeFormat.format(toDate(instant)));
}

/** «31 de enero de 2027, 11:59 p. m.» in Lima. */
export function formatLimaDateTime(instant: Instant): string {
  return `${formatLimaDate(instant)}, ${formatLimaTime(instant)}`;
}

/** The day in Lima of an instant, as a `<time dateTime>` value: `2027-01-31`. */
export function limaDay(instant: Instant): string {
  return isoDay.format(toDate(instant));
}

/** The named parts of an instant's day in Lima, in Spanish: the building blocks of a phrase. */
export interface LimaDateParts {
  /** «domingo» */
  weekday: string;
  /** «31» (no leading zero) */
  day: string;
  /** «enero» */
  month: string;
  /** 2027 */
  year: number;
}

/** `{ weekday: 'domingo', day: '31', month: 'enero', year: 2027 }` for 31 January 2027 in Lima. */
export function limaDateParts(instant: Instant): LimaDateParts {
  const map = Object.fromEntries(
    dateParts.formatToParts(toDate(instant)).map((part) => [part.type, part.value]),
  );
  return {
    weekday: map.weekday ?? '',
    day: map.day ?? '',
    month: map.month ?? '',
    year: Number(map.year),
  };
}
