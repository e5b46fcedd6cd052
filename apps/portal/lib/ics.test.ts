import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsDataUrl, icsText } from './ics';

describe('icsText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['Yoga', 'Yoga'],
    ['Yoga, pilates; y más', 'Yoga\\, pilates\\; y más'],
    ['línea 1\nlínea 2', 'línea 1\\nlínea 2'],
    ['a\\b', 'a\\\\b'],
  ])('%j → %j', (value, expected) => {
    expect(icsText(value)).toBe(expected);
  });
});

describe('foldLine (§3.1)', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Yoga')).toBe('SUMMARY:Yoga');
  });

  it.each([
    ['ASCII', `DESCRIPTION:${'a'.repeat(200)}`],
    ['accents (two octets each)', `DESCRIPTION:${'ñá'.repeat(80)}`],
    ['emoji (four octets)', `DESCRIPTION:${'🧘'.repeat(40)}`],
  ])('folds %s at 75 octets without splitting a character', (_, line) => {
    const folded = foldLine(line).split('\r\n');
    for (const piece of folded) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(
      line,
    );
  });
});

describe('icsCalendar', () => {
  it('writes a calendar ical.js reads back, with CRLF line ends', () => {
    const ics = icsCalendar({
      prodId: '-//VivaSalud//Prueba//ES',
      events: [
        ['UID:1@vivasalud.pe', 'DTSTAMP:20260101T000000Z', `SUMMARY:${icsText('Sí, ñandú')}`],
      ],
    });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Sí, ñandú');
  });

  it('gives a data: address of the file', () => {
    expect(decodeURIComponent(icsDataUrl('A,B').split(',').slice(1).join(','))).toBe('A,B');
  });
});
