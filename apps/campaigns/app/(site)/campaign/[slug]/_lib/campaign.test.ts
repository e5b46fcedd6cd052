import { describe, expect, it } from 'vitest';
import {
  campaignPhase,
  formatLimaDate,
  formatLimaDateTime,
  limaDay,
  openCampaigns,
  periodText,
} from './campaign';

const GIVEAWAY = {
  available_from: '2026-11-01T00:00:00-05:00',
  available_until: '2027-01-31T23:59:59-05:00',
};

describe('campaignPhase', () => {
  it.each([
    ['2026-10-31T23:59:59-05:00', 'upcoming'],
    ['2026-11-01T05:00:00Z', 'open'],
    ['2026-11-26T12:00:00Z', 'open'],
    ['2027-01-31T23:59:59-05:00', 'open'],
    // 00:30 on 1 February in UTC is still 31 January in Lima: open.
    ['2027-02-01T00:30:00Z', 'open'],
    ['2027-02-01T05:00:00Z', 'ended'],
  ] as const)('at %s: %s', (now, phase) => {
    expect(campaignPhase(GIVEAWAY, new Date(now))).toBe(phase);
  });
});

describe('openCampaigns', () => {
  it('keeps only the campaigns open now, in the given order', () => {
    const cards = [
      { slug: 'a', ...GIVEAWAY },
      {
        slug: 'b',
        available_from: '2026-08-01T00:00:00-05:00',
        available_until: '2026-09-30T23:59:59-05:00',
      },
      {
        slug: 'c',
        available_from: '2026-10-01T00:00:00-05:00',
        available_until: '2027-06-13T23:59:59-05:00',
      },
    ];
    expect(openCampaigns(cards, new Date('2026-11-26T12:00:00Z')).map((c) => c.slug)).toEqual([
      'a',
      'c',
    ]);
  });
});

describe('dates in Lima, in Spanish', () => {
  it.each([
    [
      '2027-01-31T23:59:59-05:00',
      '31 de enero de 2027',
      '31 de enero de 2027, 11:59 p. m.',
      '2027-01-31',
    ],
    // 03:00 UTC on 1 November is still 31 October in Lima.
    [
      '2026-11-01T03:00:00Z',
      '31 de octubre de 2026',
      '31 de octubre de 2026, 10:00 p. m.',
      '2026-10-31',
    ],
    [
      '2027-02-05T11:00:00-05:00',
      '5 de febrero de 2027',
      '5 de febrero de 2027, 11:00 a. m.',
      '2027-02-05',
    ],
  ])('%s', (iso, date, dateTime, day) => {
    expect(formatLimaDate(iso)).toBe(date);
    expect(formatLimaDateTime(iso)).toBe(dateTime);
    expect(limaDay(iso)).toBe(day);
  });
});

describe('periodText', () => {
  it.each([
    [
      '2026-10-15T12:00:00Z',
      'Empieza el 1 de noviembre de 2026. Podrás participar hasta el 31 de enero de 2027, 11:59 p. m. (hora de Lima).',
    ],
    [
      '2026-11-26T12:00:00Z',
      'Participa desde el 1 de noviembre de 2026 hasta el 31 de enero de 2027, 11:59 p. m. (hora de Lima).',
    ],
    [
      '2027-03-01T12:00:00Z',
      'Esta campaña terminó el 31 de enero de 2027, 11:59 p. m. (hora de Lima).',
    ],
  ])('at %s', (now, text) => {
    expect(periodText(GIVEAWAY, new Date(now))).toBe(text);
  });
});

describe("periodText of an event (issue #25: the race page's dates, never others)", () => {
  const RACE = {
    available_from: '2026-10-01T00:00:00-05:00',
    available_until: '2027-06-13T23:59:59-05:00',
    event: {
      starts_at: '2027-06-13T07:00:00-05:00',
      place: 'Malecón de la Reserva, Miraflores',
      registration_opens_at: '2027-04-01T00:00:00-05:00',
      registration_closes_at: '2027-06-06T23:59:59-05:00',
    },
  };
  it.each([
    [
      '2027-03-01T12:00:00Z',
      'Carrera: Domingo 13 de junio de 2027, 7:00 a. m. (hora de Lima). Inscripción: se abre el 1 de abril de 2027 y cierra el 6 de junio de 2027, 11:59 p. m. (hora de Lima), o antes si se agotan los cupos.',
    ],
    [
      '2027-05-01T12:00:00Z',
      'Carrera: Domingo 13 de junio de 2027, 7:00 a. m. (hora de Lima). Inscripción: abierta hasta el 6 de junio de 2027, 11:59 p. m. (hora de Lima), o hasta agotar los cupos.',
    ],
    [
      '2027-06-10T12:00:00Z',
      'Carrera: Domingo 13 de junio de 2027, 7:00 a. m. (hora de Lima). Inscripción: cerró el 6 de junio de 2027, 11:59 p. m. (hora de Lima).',
    ],
    [
      '2027-06-20T12:00:00Z',
      'Esta campaña terminó el 13 de junio de 2027, 11:59 p. m. (hora de Lima).',
    ],
  ])('at %s', (now, text) => {
    expect(periodText(RACE, new Date(now))).toBe(text);
  });
});
