import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignResultView } from './CampaignResultView';
import { ENDED, GIVEAWAY } from '@/test/fixtures';

const AFTER = new Date('2026-11-26T12:00:00Z');

describe('CampaignResultView', () => {
  it('lists the published winners as the terms announce them, with what happens next', () => {
    render(<CampaignResultView campaign={ENDED} now={AFTER} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Resultado: Sorteo de kits de bienestar',
    );
    expect(
      screen.getByText(
        'Esta campaña terminó el 30 de setiembre de 2026, 11:59 p. m. (hora de Lima). Ya no es posible inscribirse.',
      ),
    ).toBeTruthy();
    const winners = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(winners).toEqual(['Rosa Q. (Cusco)', 'Jorge M. (Lima)']);
    expect(screen.getByText(/Publicado el/).textContent).toBe('Publicado el 7 de octubre de 2026.');
    expect(screen.getByRole('heading', { name: 'Entrega de premios' })).toBeTruthy();
    // No form nor call to take part once it is over.
    expect(screen.queryByRole('link', { name: 'Participa aquí' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a la campaña' }).getAttribute('href')).toBe(
      '/campaign/sorteo-kit-bienestar/',
    );
  });

  it('before the result, says when the draw is and where the winners will be published', () => {
    render(<CampaignResultView campaign={GIVEAWAY} now={new Date('2027-02-02T12:00:00Z')} />);
    expect(screen.getByRole('heading', { name: 'Aún no hay resultado' })).toBeTruthy();
    expect(screen.getByText(/El sorteo será el/).textContent).toBe(
      'El sorteo será el 5 de febrero de 2027, 11:00 a. m. (hora de Lima).',
    );
    expect(screen.getByText(GIVEAWAY.terms!.winner_announcement)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('while the giveaway is open, offers to take part', () => {
    render(<CampaignResultView campaign={GIVEAWAY} now={AFTER} />);
    expect(screen.getByRole('link', { name: 'Participa aquí' }).getAttribute('href')).toBe(
      '/campaign/sorteo-audifonos/signup/',
    );
  });
});
