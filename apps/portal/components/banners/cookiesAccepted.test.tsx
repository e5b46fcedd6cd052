import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice } from './CookieNotice';
import { useCookiesAccepted } from '@vivasalud/ui/cookie-banner';

vi.mock('next/link', () => import('@/test/next-link'));

// Its own file: the acceptance kept in memory when storage refuses it lasts for the module.

function Probe() {
  return <output data-testid="accepted">{String(useCookiesAccepted())}</output>;
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('useCookiesAccepted / acceptance when storage refuses writes', () => {
  it('still hides the banner and counts as accepted for this page', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    render(
      <>
        <Probe />
        <CookieNotice pathname="/" />
      </>,
    );
    expect(screen.getByTestId('accepted').textContent).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Aceptar todas las cookies' }));

    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    expect(screen.getByTestId('accepted').textContent).toBe('true');
    expect(window.localStorage.getItem('cookiesAccepted')).toBeNull();
  });
});
