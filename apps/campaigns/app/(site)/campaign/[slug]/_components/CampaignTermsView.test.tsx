import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignList } from './CampaignList';
import { CampaignTermsView } from './CampaignTermsView';
import { GIVEAWAY } from '@/test/fixtures';

describe('CampaignTermsView (Peruvian giveaway terms)', () => {
  it('states duration, requirements, prize, draw date, winners, delivery and data use', () => {
    render(
      <CampaignTermsView
        campaign={GIVEAWAY}
        terms={GIVEAWAY.terms!}
        privacyHref="https://www.vivasalud.pe/politica-de-privacidad/"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Bases de la campaña «Sorteo de audífonos inalámbricos»',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Organizador',
      'Vigencia',
      'Requisitos para participar',
      'Premio',
      'Sorteo y elección de ganadores',
      'Publicación de ganadores',
      'Entrega del premio',
      'Datos personales',
    ]);
    const draw = screen.getByRole('region', { name: 'Sorteo y elección de ganadores' });
    expect(within(draw).getByText(/5 de febrero de 2027, 11:00 a\. m\./)).toBeTruthy();
    expect(within(draw).getByText('Al azar, ante notario público.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Lee nuestra Política de privacidad' }).getAttribute('href'),
    ).toBe('https://www.vivasalud.pe/politica-de-privacidad/');
    expect(screen.getByRole('link', { name: 'Volver a la campaña' }).getAttribute('href')).toBe(
      '/campaign/sorteo-audifonos/',
    );
  });
});

describe('CampaignTermsView: the period (issue #25)', () => {
  it('says the period once, from the campaign’s dates', () => {
    render(
      <CampaignTermsView
        campaign={GIVEAWAY}
        terms={GIVEAWAY.terms!}
        privacyHref="https://www.vivasalud.pe/politica-de-privacidad/"
      />,
    );
    const period = screen.getByRole('region', { name: 'Vigencia' });
    expect(
      within(period)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'Inscripciones del 1 de noviembre de 2026 al 31 de enero de 2027, 11:59 p. m. (hora de Lima).',
    ]);
    expect(screen.queryByText(GIVEAWAY.terms!.duration)).toBeNull();
  });
});

describe('CampaignList', () => {
  it('links each campaign to its landing', () => {
    render(<CampaignList campaigns={[GIVEAWAY]} />);
    expect(
      screen.getByRole('link', { name: 'Sorteo de audífonos inalámbricos' }).getAttribute('href'),
    ).toBe('/campaign/sorteo-audifonos/');
    expect(screen.getByText('Hasta el 31 de enero de 2027')).toBeTruthy();
  });

  it('says so when no campaign is open', () => {
    render(<CampaignList campaigns={[]} />);
    expect(screen.getByText('Por ahora no hay campañas abiertas. Vuelve pronto.')).toBeTruthy();
  });
});
