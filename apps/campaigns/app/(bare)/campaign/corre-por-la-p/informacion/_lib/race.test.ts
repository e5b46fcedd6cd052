import { describe, expect, it } from 'vitest';
import {
  raceStartText,
  registrationPhase,
  registrationReminderIcs,
  registrationText,
  type RaceEvent,
} from './race';

const EVENT: RaceEvent = {
  starts_at: '2027-06-13T07:00:00-05:00',
  place: 'Malecón de la Reserva, Miraflores',
  registration_opens_at: '2027-04-01T00:00:00-05:00',
  registration_closes_at: '2027-06-06T23:59:59-05:00',
};
const RACE = { slug: 'corre-por-la-p', title: 'Corre por la P' };
const PAGE = 'http://localhost:3001/campaign/corre-por-la-p/informacion';

describe('the race’s dates, from its event (issue #25)', () => {
  it('says when the race starts, in Lima', () => {
    expect(raceStartText(EVENT)).toBe('Domingo 13 de junio de 2027, 7:00 a. m. (hora de Lima)');
  });

  it.each([
    [
      '2026-11-26T09:00:00-05:00',
      'upcoming',
      'Se abre el 1 de abril de 2027 y cierra el 6 de junio de 2027, 11:59 p. m. (hora de Lima), o antes si se agotan los cupos.',
    ],
    // 00:30 of 1 April in Lima is still 31 March in UTC… and open in Lima.
    [
      '2027-04-01T05:30:00Z',
      'open',
      'Abierta hasta el 6 de junio de 2027, 11:59 p. m. (hora de Lima), o hasta agotar los cupos.',
    ],
    [
      '2027-06-07T00:00:00-05:00',
      'closed',
      'Cerró el 6 de junio de 2027, 11:59 p. m. (hora de Lima).',
    ],
  ])('at %s registration is %s: %s', (now, phase, text) => {
    expect(registrationPhase(EVENT, new Date(now))).toBe(phase);
    expect(registrationText(EVENT, new Date(now))).toBe(text);
  });
});

describe('registrationReminderIcs', () => {
  const ics = registrationReminderIcs(RACE, EVENT, PAGE);
  const lines = ics.replace(/\r\n /g, '').split('\r\n');

  it('is an all-day event on the opening day in Lima, with a reminder at 9:00 that day', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'DTSTART;VALUE=DATE:20270401',
        'DTEND;VALUE=DATE:20270402',
        'SUMMARY:Se abre la inscripción de Corre por la P',
        'UID:corre-por-la-p-inscripcion@campanas.vivasalud.pe',
        'DTSTAMP:20270401T050000Z',
        `URL:${PAGE}`,
        'TRIGGER;RELATED=START:PT9H',
        'END:VCALENDAR',
      ]),
    );
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
  });

  it('is the same file on every render', () => {
    expect(registrationReminderIcs(RACE, EVENT, PAGE)).toBe(ics);
  });
});
