/**
 * iCalendar files (RFC 5545): the shared writer of `@vivasalud/config/ics`, used by the
 * fertile-days calculator and the live classes here and by the campaigns site's race reminder.
 */
export { foldLine, icsCalendar, icsDataUrl, icsText } from '@vivasalud/config/ics';
