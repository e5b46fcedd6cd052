/**
 * iCalendar files (RFC 5545) as our sites write them: CRLF line ends, text values escaped,
 * lines folded at 75 octets, and a `data:` address that downloads without JavaScript and sends
 * nothing anywhere. Used by the portal (fertile-days calculator, live classes) and the campaigns
 * site (the race's registration reminder).
 */

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line ends escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (size + bytes > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += char;
    size += bytes;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** A calendar of events (each its content lines, without BEGIN/END:VEVENT). */
export function icsCalendar({
  prodId,
  events,
  components = [],
}: {
  prodId: string;
  events: string[][];
  /** Components before the events (a VTIMEZONE). */
  components?: readonly (readonly string[])[];
}): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...components.flat(),
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ]
    .map(foldLine)
    .join('\r\n');
}

/** The file as a `data:` address: downloads without JavaScript, and sends nothing anywhere. */
export const icsDataUrl = (ics: string) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

/**
 * America/Lima as a VTIMEZONE component (for `icsCalendar`'s `components`): UTC−5 all year (no
 * daylight saving time since 1994). Events then give Lima times with `TZID=America/Lima`.
 */
export const LIMA_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Lima',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:-05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An instant as an iCalendar UTC DATE-TIME (`20261210T130000Z`), e.g. for `DTSTAMP`. */
export const icsUtc = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * An instant's local time in Lima as an iCalendar DATE-TIME to write after
 * `;TZID=America/Lima:` (`20261210T080000`).
 */
export const icsLimaTime = (date: Date) =>
  new Date(date.getTime() - 5 * 3_600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
