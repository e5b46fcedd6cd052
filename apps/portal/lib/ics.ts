/**
 * iCalendar files (RFC 5545): the shared writer of `@vivasalud/config/ics`, used by the
 * fertile-days calculator and the live classes here and by the campaigns site's race reminder.
 */
export {
  foldLine,
  icsCalendar,
  icsDataUrl,
  icsLimaTime,
  icsText,
  icsUtc,
  LIMA_VTIMEZONE,
} from '@vivasalud/config/ics';
