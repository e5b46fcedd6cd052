import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RACE } from '@/test/fixtures';
import { RaceInformation } from './RaceInformation';

const EVENT = {
  starts_at: '2027-06-13T07:00:00-05:00',
  place: 'Malecón de la Reserva, Miraflores, a la altura del parque Salazar',
  registration_opens_at: '2027-04-01T00:00:00-05:00',
  registration_closes_at: '2027-06-06T23:59:59-05:00',
};
const PAGE = 'http://localhost:3001/campaign/corre-por-la-p/informacion';

const show = (now: string) =>
  render(
    <RaceInformation
      campaign={{ ...RACE, event: EVENT }}
      pageUrl={PAGE}
      portalHref="http://localhost:3000/"
      now={new Date(now)}
    />,
  );

describe('RaceInformation (issue #25)', () => {
  it('says when, where and when registration opens, from the event, once', () => {
    show('2026-11-26T09:00:00-05:00');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Corre por la P');
    const race = screen.getByRole('region', { name: 'La carrera' });
    expect(
      within(race).getByText('Domingo 13 de junio de 2027, 7:00 a. m. (hora de Lima)'),
    ).toBeTruthy();
    expect(within(race).getByText(EVENT.place)).toBeTruthy();
    const registration = screen.getByRole('region', { name: 'Inscripción' });
    expect(registration.textContent).toContain('Se abre el 1 de abril de 2027');
    // Not the campaign page again: none of its copy.
    for (const paragraph of RACE.body) expect(screen.queryByText(paragraph)).toBeNull();
    expect(screen.queryByText(RACE.summary)).toBeNull();
  });

  it('offers the opening as a calendar file before it opens', () => {
    show('2026-11-26T09:00:00-05:00');
    const reminder = screen.getByRole('link', { name: 'Añadir recordatorio a mi calendario' });
    expect(reminder.getAttribute('download')).toBe('corre-por-la-p-inscripcion.ics');
    const ics = decodeURIComponent(reminder.getAttribute('href')!.split(',')[1]!);
    expect(reminder.getAttribute('href')).toMatch(/^data:text\/calendar;charset=utf-8,/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270401');
  });

  it('offers no reminder once registration is open', () => {
    show('2027-04-10T09:00:00-05:00');
    expect(screen.queryByRole('link', { name: 'Añadir recordatorio a mi calendario' })).toBeNull();
    expect(screen.getByText(/Abierta hasta el 6 de junio de 2027/)).toBeTruthy();
  });

  it('does not link back to the campaign page (no loop) nor to itself', () => {
    show('2026-11-26T09:00:00-05:00');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/campaign/corre-por-la-p/');
    expect(hrefs.filter((href) => href?.includes('/informacion'))).toEqual([]);
    expect(hrefs).toContain('http://localhost:3000/');
  });
});
