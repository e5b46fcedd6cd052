import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignLanding } from './CampaignLanding';
import { GIVEAWAY, RACE } from '@/test/fixtures';

const OPEN = new Date('2026-11-26T12:00:00Z');
const ENDED = new Date('2027-02-01T05:00:01Z');

describe('CampaignLanding', () => {
  it('shows an open giveaway: copy, prize, dates in Lima, image, terms and the call to sign up', () => {
    render(<CampaignLanding campaign={GIVEAWAY} now={OPEN} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sorteo de audífonos inalámbricos',
    );
    expect(screen.getByText('Participar es gratuito.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premio' })).toBeTruthy();
    expect(screen.getByText(GIVEAWAY.prize!)).toBeTruthy();
    expect(
      screen.getByText(
        'Participa desde el 1 de noviembre de 2026 hasta el 31 de enero de 2027, 11:59 p. m. (hora de Lima).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Audífonos blancos' }).getAttribute('src')).toBe(
      GIVEAWAY.image!.url,
    );
    expect(
      screen.getByRole('link', { name: 'Lee las bases del sorteo' }).getAttribute('href'),
    ).toBe('/campaign/sorteo-audifonos/terminos/');
    expect(screen.getByRole('link', { name: 'Participa aquí' }).getAttribute('href')).toBe(
      '/campaign/sorteo-audifonos/signup/',
    );
  });

  it('says an ended giveaway is over and leads to its result instead of a sign-up, the terms still readable', () => {
    render(<CampaignLanding campaign={GIVEAWAY} now={ENDED} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Esta campaña terminó el 31 de enero de 2027, 11:59 p. m. (hora de Lima). Ya no es posible inscribirse.',
    );
    expect(screen.queryByRole('link', { name: 'Participa aquí' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Ver el resultado del sorteo' }).getAttribute('href'),
    ).toBe('/campaign/sorteo-audifonos/resultado/');
    expect(screen.getByRole('link', { name: 'Lee las bases del sorteo' })).toBeTruthy();
  });

  it('says when a giveaway opens, with no call to action before', () => {
    render(<CampaignLanding campaign={GIVEAWAY} now={new Date('2026-10-15T12:00:00Z')} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Empieza el 1 de noviembre de 2026\./);
    expect(screen.queryByRole('link', { name: 'Participa aquí' })).toBeNull();
    expect(screen.queryByRole('link', { name: /resultado/ })).toBeNull();
  });

  it('leads the race to its information page, without sign-up, prize nor terms', () => {
    render(<CampaignLanding campaign={RACE} now={OPEN} />);
    expect(
      screen.getByRole('link', { name: 'Ver la información de la carrera' }).getAttribute('href'),
    ).toBe('/campaign/corre-por-la-p/informacion');
    expect(screen.queryByRole('link', { name: 'Participa aquí' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Premio' })).toBeNull();
    expect(screen.queryByRole('link', { name: /bases|términos/i })).toBeNull();
  });
});
