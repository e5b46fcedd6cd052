import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chapters } from './Chapters';

const CHAPTERS = [
  { start_seconds: 0, title: 'Calentamiento' },
  { start_seconds: 95, title: 'Posturas de pie' },
  { start_seconds: 3_725, title: 'Relajación' },
];

describe('the «Capítulos» list', () => {
  it('lists each chapter with its start, shown and spoken', () => {
    render(<Chapters chapters={CHAPTERS} current={undefined} onSeek={() => {}} />);
    const list = screen.getByRole('navigation', { name: 'Capítulos' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '0:00Calentamiento, desde 0 segundos',
      '1:35Posturas de pie, desde 1 minuto y 35 segundos',
      '1:02:05Relajación, desde 62 minutos y 5 segundos',
    ]);
  });

  it('marks the chapter playing now, and only it', () => {
    render(<Chapters chapters={CHAPTERS} current={CHAPTERS[1]} onSeek={() => {}} />);
    const current = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'step');
    expect(current.map((button) => button.textContent)).toEqual([
      '1:35Posturas de pie, desde 1 minuto y 35 segundos',
    ]);
  });

  it('a chapter chosen plays from its start', async () => {
    const onSeek = vi.fn();
    render(<Chapters chapters={CHAPTERS} current={undefined} onSeek={onSeek} />);
    await userEvent.click(screen.getByRole('button', { name: /Relajación/ }));
    expect(onSeek).toHaveBeenCalledWith(3_725);
  });

  it('shows nothing for a class without chapters', () => {
    const { container } = render(<Chapters chapters={[]} current={undefined} onSeek={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
