import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResumeOffer } from './ResumeOffer';

describe('the offer to continue a class', () => {
  it('says where the person left off, shown and spoken', () => {
    render(<ResumeOffer position={754} onContinue={() => {}} onRestart={() => {}} />);
    const offer = screen.getByRole('region', { name: 'Continuar la clase' });
    expect(offer.textContent).toContain('Te quedaste en el minuto 12:34');
    expect(offer.textContent).toContain('12 minutos y 34 segundos');
  });

  it.each([
    ['Continuar desde 12:34', 'onContinue'],
    ['Empezar desde el inicio', 'onRestart'],
  ] as const)('«%s» calls %s only', async (name, called) => {
    const handlers = { onContinue: vi.fn(), onRestart: vi.fn() };
    render(<ResumeOffer position={754} {...handlers} />);
    const offer = screen.getByRole('region', { name: 'Continuar la clase' });
    await userEvent.click(within(offer).getByRole('button', { name }));
    for (const [handler, fn] of Object.entries(handlers)) {
      expect(fn).toHaveBeenCalledTimes(handler === called ? 1 : 0);
    }
  });
});
