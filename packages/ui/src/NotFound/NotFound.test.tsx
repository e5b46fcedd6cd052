import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  describe('given the defaults', () => {
    it('shows the label, headline, text and a button back to "/"', async () => {
      const { container } = render(<NotFound />);
      const region = screen.getByRole('region', { name: '¡Esta página no existe!' });
      expect(region).toHaveTextContent(/^Error/);
      expect(
        screen.getByRole('heading', { level: 1, name: '¡Esta página no existe!' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'No pudimos encontrar la página que estabas buscando. Revisa nuevamente tu búsqueda.',
        ),
      ).toBeInTheDocument();
      const home = screen.getByRole('link', { name: 'Volver al inicio' });
      expect(home).toHaveAttribute('href', '/');
      expect(container.querySelector('img')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('takes a person home with the keyboard in one tab', async () => {
      render(<NotFound />);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
    });
  });

  describe('given an image, a home route and the app link component', () => {
    it('shows the image as decorative and links home through the component', async () => {
      function AppLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
        return (
          <a {...props} data-app-link="">
            {children}
          </a>
        );
      }
      const { container } = render(
        <NotFound imageSrc="/images/404.png" homeHref="/home" linkComponent={AppLink} />,
      );
      expect(container.querySelector('img')).toHaveAttribute('alt', '');
      const home = screen.getByRole('link', { name: 'Volver al inicio' });
      expect(home).toHaveAttribute('href', '/home');
      expect(home).toHaveAttribute('data-app-link');
      expect(home).toHaveAttribute('data-variant', 'primary');
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a page that already has a main heading', () => {
    it('can put the headline at level 2', () => {
      render(<NotFound headingLevel={2} />);
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
        '¡Esta página no existe!',
      );
    });
  });

  describe('given it renders on the server (issue #6)', () => {
    it('is no client module and does not import lucide-react (its icons are client components)', () => {
      const source = readFileSync(resolve(import.meta.dirname, 'NotFound.tsx'), 'utf8');
      expect(source).not.toMatch(/^\s*['"]use client['"]/m);
      expect(source).not.toContain('lucide-react');
    });

    it('renders to HTML with its heading, text and link home', () => {
      const html = renderToString(<NotFound homeHref="/inicio" />);
      expect(html).toContain('¡Esta página no existe!');
      expect(html).toContain('href="/inicio"');
      expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    });
  });
});
