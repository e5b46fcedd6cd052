import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_AFTER_MS, ResultPanel } from './CalculatorParts';

afterEach(() => vi.useRealTimers());

describe('ResultPanel', () => {
  it('reads out one sentence once typing pauses, the last one only, and nothing for an empty form', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ResultPanel announcement={undefined}>{null}</ResultPanel>);
    const status = screen.getByRole('status');
    expect(screen.getByText('Completa los datos para ver tu resultado.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS * 2));
    expect(status.textContent).toBe('');

    rerender(
      <ResultPanel announcement="Tu IMC es 2.3 kg/m²: Delgadez III.">{<p>2.3</p>}</ResultPanel>,
    );
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS / 2));
    rerender(<ResultPanel announcement="Tu IMC es 22.9 kg/m²: Normal.">{<p>22.9</p>}</ResultPanel>);
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS - 1));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Tu IMC es 22.9 kg/m²: Normal.');
    // The result itself is not in the live region.
    expect(status.contains(screen.getByText('22.9'))).toBe(false);
  });

  it('does not speak the result the page arrived with, only one the typing changed', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <ResultPanel announcement="Tu IMC es 25.0 kg/m²: Sobrepeso.">{<p>25.0</p>}</ResultPanel>,
    );
    const status = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS * 2));
    expect(status.textContent).toBe('');

    rerender(<ResultPanel announcement="Tu IMC es 24.6 kg/m²: Normal.">{<p>24.6</p>}</ResultPanel>);
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(status.textContent).toBe('Tu IMC es 24.6 kg/m²: Normal.');

    // Typed back to the first result: a change, so it is spoken.
    rerender(
      <ResultPanel announcement="Tu IMC es 25.0 kg/m²: Sobrepeso.">{<p>25.0</p>}</ResultPanel>,
    );
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(status.textContent).toBe('Tu IMC es 25.0 kg/m²: Sobrepeso.');
  });

  it('is busy while a result is computed', () => {
    render(<ResultPanel pending>{null}</ResultPanel>);
    expect(screen.getByRole('region', { name: 'Tu resultado' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });
});
