import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expertSessionIcs, icsFileName, REMINDER_MINUTES } from './ics';

const SESSION = {
  slug: 'hierro-en-tu-mesa',
  title: 'Hierro en tu mesa, sin anemia',
  starts_at: '2026-12-16T00:00:00Z',
  duration_minutes: 45,
  mode: 'online' as const,
  expert: { name: 'Rosa Ccori Valdivia', specialty: 'Nutrición' },
};
const URL = 'https://www.vivasalud.pe/sesiones-con-expertos/hierro-en-tu-mesa';

describe('expertSessionIcs (RFC 5545, read back by ical.js)', () => {
  const ics = expertSessionIcs(SESSION, URL);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);

  it('starts and ends at the session’s instants, in Lima time', () => {
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-16T00:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-16T00:45:00.000Z');
    expect(ics).toContain('DTSTART;TZID=America/Lima:20261215T190000');
  });

  it('names the session, its expert and its page, and reminds before it', () => {
    expect(event.summary).toBe('Sesión con experto: Hierro en tu mesa, sin anemia');
    expect(event.description).toContain('Rosa Ccori Valdivia (Nutrición)');
    expect(vevent.getFirstPropertyValue('url')).toBe(URL);
    expect(event.uid).toBe('sesion-hierro-en-tu-mesa@vivasalud.pe');
    const trigger = vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger');
    expect((trigger as ICAL.Duration).toSeconds()).toBe(-REMINDER_MINUTES * 60);
    expect(icsFileName(SESSION.slug)).toBe('sesion-hierro-en-tu-mesa.ics');
  });
});
