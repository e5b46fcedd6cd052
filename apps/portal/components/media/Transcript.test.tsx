import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Transcript } from './Transcript';

const PARTS = [
  { start_seconds: 0, text: 'Bienvenidos.' },
  { start_seconds: 75, text: 'Hablemos del sueño.' },
];

describe('the transcript', () => {
  it('is a section named «Transcripción», each paragraph with where it starts', () => {
    render(<Transcript parts={PARTS} />);
    const section = screen.getByRole('region', { name: 'Transcripción' });
    expect(screen.getByRole('heading', { level: 2, name: 'Transcripción' })).toBeTruthy();
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '0:00 Bienvenidos.',
      '1:15 Hablemos del sueño.',
    ]);
  });

  it('takes the heading level and id the page gives', () => {
    render(<Transcript parts={PARTS} level={3} id="transcripcion-podcast" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Transcripción' });
    expect(heading.id).toBe('transcripcion-podcast');
    expect(screen.getByRole('region', { name: 'Transcripción' })).toBeTruthy();
  });

  it('shows nothing without a transcript', () => {
    const { container } = render(<Transcript parts={[]} />);
    expect(container.textContent).toBe('');
  });
});
