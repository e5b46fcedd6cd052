import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows the pro crown, decorative, before «Pro (para miembros pro)»', () => {
    render(<Badge kind="pro" />);
    const crown = screen.getByTestId('corona-pro');
    expect(crown.tagName.toLowerCase()).toBe('svg');
    expect(crown.getAttribute('aria-hidden')).toBe('true');
    expect(crown.parentElement!.textContent).toBe('Pro (para miembros pro)');
  });

  it('has no crown for «Nuevo»', () => {
    render(<Badge kind="new" />);
    expect(screen.queryByTestId('corona-pro')).toBeNull();
    expect(screen.getByText('Nuevo')).toBeTruthy();
  });
});
