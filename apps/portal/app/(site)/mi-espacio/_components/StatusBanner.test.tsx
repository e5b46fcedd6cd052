import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RESERVATION_ERRORS, statusMessage } from '../_lib/status';
import { StatusBanner } from './StatusBanner';

vi.mock('next/link', () => import('@/test/next-link'));

describe('StatusBanner', () => {
  it.each([
    ['reservada', 'Tienes un lugar reservado en «Yoga al amanecer».'],
    ['cancelada', 'Cancelaste tu reserva de «Yoga al amanecer».'],
  ] as const)('reads out «%s» politely as a status', (result, text) => {
    render(
      <StatusBanner
        message={statusMessage(
          { result, slug: 'yoga-al-amanecer', kind: 'live-class' },
          'Yoga al amanecer',
        )}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(text);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(RESERVATION_ERRORS)('shows %s as an error summary saying what to do next', (result) => {
    const message = statusMessage({ result, slug: 'yoga-al-amanecer', kind: 'live-class' }, null);
    render(<StatusBanner message={message} />);
    const summary = screen.getByRole('alert', { name: 'Hay un problema con tu reserva' });
    expect(within(summary).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(summary.textContent).toContain(message.text);
    expect(summary.textContent).toContain(message.detail);
    const next = within(summary).getByRole('link');
    expect(message.kind === 'error' && next.getAttribute('href')).toBe(
      message.kind === 'error' && message.next.href,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
