import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Breadcrumb } from './Breadcrumb';

const items = [
  { label: 'Vive sanamente', href: '/vive-sanamente' },
  { label: 'Lecturas', href: '/vive-sanamente/lecturas' },
  { label: 'Cómo dormir mejor', href: '/vive-sanamente/lecturas/detail' },
];

describe('Breadcrumb', () => {
  describe('given a trail of three pages', () => {
    it('is a navigation landmark named "Ruta de navegación" with an ordered list', async () => {
      const { container } = render(<Breadcrumb items={items} />);
      const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
      const list = within(nav).getByRole('list');
      expect(list.tagName).toBe('OL');
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('starts with a home link named "Inicio"', () => {
      render(<Breadcrumb items={items} />);
      expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    });

    it('links every item but the last', () => {
      render(<Breadcrumb items={items} />);
      expect(screen.getByRole('link', { name: 'Vive sanamente' })).toHaveAttribute(
        'href',
        '/vive-sanamente',
      );
      expect(screen.getByRole('link', { name: 'Lecturas' })).toHaveAttribute(
        'href',
        '/vive-sanamente/lecturas',
      );
      expect(screen.queryByRole('link', { name: 'Cómo dormir mejor' })).not.toBeInTheDocument();
    });

    it('shows the last item as plain text marked as the current page', () => {
      render(<Breadcrumb items={items} />);
      const current = screen.getByText('Cómo dormir mejor');
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(current.closest('a')).toBeNull();
    });

    it('reaches the links with the keyboard in order', async () => {
      render(<Breadcrumb items={items} />);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Inicio' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Vive sanamente' })).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Lecturas' })).toHaveFocus();
    });
  });

  describe('given a single item', () => {
    it('links only home and shows the page as current', async () => {
      const { container } = render(
        <Breadcrumb items={[{ label: 'Herramientas para tu salud', href: '/herramientas' }]} />,
      );
      expect(screen.getAllByRole('link')).toHaveLength(1);
      expect(screen.getByText('Herramientas para tu salud')).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given a link component and a home route', () => {
    it('renders every link through it', () => {
      const rendered = vi.fn();
      function AppLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
        rendered(props.href);
        return (
          <a {...props} data-app-link="">
            {children}
          </a>
        );
      }
      render(<Breadcrumb items={items} homeHref="/home" linkComponent={AppLink} />);
      expect(rendered.mock.calls.map(([href]) => href)).toEqual([
        '/home',
        '/vive-sanamente',
        '/vive-sanamente/lecturas',
      ]);
      expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('data-app-link');
    });
  });
});
