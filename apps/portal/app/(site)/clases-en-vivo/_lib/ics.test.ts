import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { liveClassIcs, REMINDER_MINUTES } from './ics';

const YOGA = {
  slug: 'yoga-para-principiantes',
  title: 'Yoga para principiantes, nivel 1',
  starts_at: '2026-12-10T13:00:00Z',
  duration_minutes: 45,
  mentor: { name: 'Ana Torres' },
};
const URL = 'https://www.vivasalud.pe/clases-en-vivo/yoga-para-principiantes';

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('liveClassIcs (RFC 5545, read back by ical.js)', () => {
  const ics = liveClassIcs(YOGA, URL);
  const { vevent, event } = parsed(ics);

  it('starts and ends at the class’s instants, in Lima time', () => {
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-10T13:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-10T13:45:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('America/Lima');
    expect(ics).toContain('DTSTART;TZID=America/Lima:20261210T080000');
  });

  it('names the class, its mentor and its page', () => {
    expect(event.summary).toBe('Clase en vivo: Yoga para principiantes, nivel 1');
    expect(event.description).toContain('Ana Torres');
    expect(vevent.getFirstPropertyValue('url')).toBe(URL);
    expect(event.uid).toBe('clase-yoga-para-principiantes@vivasalud.pe');
  });

  it(`reminds ${REMINDER_MINUTES} minutes before`, () => {
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-REMINDER_MINUTES * 60);
  });

  it('is the same file on every render', () => {
    expect(liveClassIcs(YOGA, URL)).toBe(ics);
  });

  it('reads a class at the US daylight-saving switch in Lima time still', () => {
    const { event: march } = parsed(
      liveClassIcs({ ...YOGA, starts_at: '2026-03-09T13:00:00Z' }, URL),
    );
    expect(march.startDate.toString()).toBe('2026-03-09T08:00:00');
  });

  it('has no mentor line when the class has none', () => {
    const { event: alone } = parsed(liveClassIcs({ ...YOGA, mentor: null }, URL));
    expect(alone.description).toBe(`Clase en vivo de VivaSalud. Más información: ${URL}`);
  });
});
