import { describe, expect, it } from 'vitest';
import { reservationLabel, reservationState, type Seated } from './seats';

const CLASS: Seated = {
  starts_at: '2026-12-17T18:00:00-05:00',
  duration_minutes: 45,
  seats_left: 4,
  reservation_closes_at: '2026-12-17T17:55:00-05:00',
};

describe('reservationState and its label', () => {
  it.each<[string, Partial<Seated>, string, string | null]>([
    ['four seats left', {}, '2026-12-10T12:00:00-05:00', 'Quedan 4 lugares'],
    ['one seat left', { seats_left: 1 }, '2026-12-10T12:00:00-05:00', 'Queda 1 lugar'],
    ['two seats left', { seats_left: 2 }, '2026-12-10T12:00:00-05:00', 'Quedan 2 lugares'],
    ['no seat left', { seats_left: 0 }, '2026-12-10T12:00:00-05:00', 'Clase llena'],
    ['a second before closing', {}, '2026-12-17T17:54:59-05:00', 'Quedan 4 lugares'],
    ['at the closing instant', {}, '2026-12-17T17:55:00-05:00', 'Las reservas cerraron'],
    ['closed and full', { seats_left: 0 }, '2026-12-17T17:58:00-05:00', 'Las reservas cerraron'],
    ['under way', {}, '2026-12-17T18:20:00-05:00', 'Las reservas cerraron'],
    ['ended', {}, '2026-12-17T18:45:00-05:00', null],
    ['ended and full', { seats_left: 0 }, '2026-12-18T09:00:00-05:00', null],
  ])('%s', (_, overrides, now, label) => {
    expect(reservationLabel(reservationState({ ...CLASS, ...overrides }, new Date(now)))).toBe(
      label,
    );
  });
});
