import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundScreen } from './NotFoundScreen';
import { SiteHeader } from './SiteHeader';

const navigation = vi.hoisted(() => ({ pathname: '/campaign/sorteo-audifonos/signup/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

describe('SiteHeader', () => {
  it('leads back to the portal, to the campaigns home, and to a login that comes back to this page', () => {
    render(<SiteHeader portal="https://www.vivasalud.pe" />);
    const header = screen.getByRole('banner');
    const back = within(header).getAllByRole('link', { name: 'Volver a VivaSalud' });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link.getAttribute('href')).toBe('https://www.vivasalud.pe/');
    expect(within(header).getAllByRole('link', { name: 'Campañas' })[0]?.getAttribute('href')).toBe(
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe(
      // Issue #25: through the portal's ticket route, back to the page it was pressed on.
      'https://www.vivasalud.pe/api/auth/ticket?to=%2Fcampaign%2Fsorteo-audifonos%2Fsignup%2F&login=1',
    );
  });

  it('on the campaigns home, shows the wordmark and «Campañas» as text, not links to it (issue #25)', () => {
    navigation.pathname = '/';
    try {
      render(<SiteHeader portal="https://www.vivasalud.pe" />);
      const header = screen.getByRole('banner');
      expect(within(header).queryByRole('link', { name: 'Campañas' })).toBeNull();
      expect(within(header).queryByRole('link', { name: 'VivaSalud' })).toBeNull();
      expect(within(header).getByText('Campañas').getAttribute('aria-current')).toBe('page');
      expect(within(header).getAllByRole('link', { name: 'Volver a VivaSalud' }).length).toBe(1);
    } finally {
      navigation.pathname = '/campaign/sorteo-audifonos/signup/';
    }
  });
});

describe('NotFoundScreen (spec §2)', () => {
  it('says in Spanish that the page does not exist, with the way home', () => {
    render(<NotFoundScreen />);
    expect(screen.getByRole('main').id).toBe('contenido');
    expect(screen.getByRole('heading', { level: 1, name: '¡Esta página no existe!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});
