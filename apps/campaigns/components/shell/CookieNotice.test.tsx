import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieNotice } from './CookieNotice';

const POLICY = 'http://localhost:3000/politicas-de-cookies';

describe('CookieNotice (spec §4)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows on a first visit, its policy link leading to the portal’s page', async () => {
    render(<CookieNotice policyHref={POLICY} />);
    const banner = await screen.findByRole('region', { name: 'Aviso de cookies' });
    expect(banner).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver políticas de cookies' }).getAttribute('href'),
    ).toBe(POLICY);
  });

  it('stores cookiesAccepted=true on «Aceptar todas las cookies» and hides', async () => {
    render(<CookieNotice policyHref={POLICY} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar todas las cookies' }));
    expect(window.localStorage.getItem('cookiesAccepted')).toBe('true');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull(),
    );
  });

  it('stays hidden for a visitor who accepted before', () => {
    window.localStorage.setItem('cookiesAccepted', 'true');
    render(<CookieNotice policyHref={POLICY} />);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });
});
