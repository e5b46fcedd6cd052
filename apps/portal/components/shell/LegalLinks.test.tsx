import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LegalLinks } from './LegalLinks';
import { setLocation } from '@/test/navigation';

vi.mock('next/navigation', () => import('@/test/navigation'));

describe('LegalLinks (the footer’s legal pages, issue #25)', () => {
  it('shows the legal page being shown as text, the other two as links', () => {
    setLocation('/politica-de-privacidad/');
    render(<LegalLinks />);
    expect(screen.queryByRole('link', { name: 'Política de privacidad' })).toBeNull();
    expect(screen.getByText('Política de privacidad').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Transparencia' }).getAttribute('href')).toBe(
      '/transparencia',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('links all three from any other page', () => {
    setLocation('/clases-grabadas');
    render(<LegalLinks />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
