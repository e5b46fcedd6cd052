import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SiteLink } from './SiteLink';

// next/link, marked: a client navigation would keep the page's scripts running.
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: ComponentProps<'a'> & { href: string }) => (
    <a href={href} data-client-navigation="" {...props}>
      {children}
    </a>
  ),
}));

describe('SiteLink', () => {
  it.each([
    ['/herramientas-para-tu-salud/calculadora-IMC', false],
    ['/herramientas-para-tu-salud/calculadora-de-dias-fertiles?ciclo=28', false],
    ['/herramientas-para-tu-salud/calculadora-de-calorias/#resultado', false],
    ['/herramientas-para-tu-salud', true],
    ['/pilares', true],
  ])('%s → client navigation: %s', (href, client) => {
    render(<SiteLink href={href}>Ir</SiteLink>);
    const link = screen.getByRole('link', { name: 'Ir' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('data-client-navigation')).toBe(client);
  });
});
