import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { FormLink, FormLinkProvider } from './formLink';

describe('FormLink', () => {
  it('is a plain link without a provider (no next/link on a site that has none)', () => {
    render(<FormLink href="/campaign/sorteo/participate/">Inicia sesión</FormLink>);
    const link = screen.getByRole('link', { name: 'Inicia sesión' });
    expect(link.getAttribute('href')).toBe('/campaign/sorteo/participate/');
    expect(link.dataset.siteLink).toBeUndefined();
  });

  it("is the site's link component under a provider, with the same props", () => {
    render(
      <FormLinkProvider
        render={({ children, ...props }: ComponentProps<'a'> & { href: string }) => (
          <a data-site-link="" {...props}>
            {children}
          </a>
        )}
      >
        <FormLink href="/auth/registro" className="Link">
          Regístrate
        </FormLink>
      </FormLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Regístrate' });
    expect(link.dataset.siteLink).toBe('');
    expect(link.getAttribute('href')).toBe('/auth/registro');
    expect(link.className).toBe('Link');
  });
});
