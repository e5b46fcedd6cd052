import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Pagination, type PaginationProps } from './Pagination';

function StatefulPagination(props: Omit<PaginationProps, 'page' | 'onPageChange'>) {
  const [page, setPage] = useState(1);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const pageNames = () =>
  within(screen.getByRole('navigation', { name: 'Paginación' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('Pagination', () => {
  describe('given page 1 of 10 with a callback', () => {
    it('is a navigation named "Paginación" with the current page marked', async () => {
      const { container } = render(<Pagination page={1} pageCount={10} onPageChange={() => {}} />);
      const nav = screen.getByRole('navigation', { name: 'Paginación' });
      expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('button', { name: 'Página 2' })).not.toHaveAttribute(
        'aria-current',
      );
      expect(await axeViolations(container)).toEqual([]);
    });

    it('disables "Anterior" and shows an ellipsis before the last page', () => {
      render(<Pagination page={1} pageCount={10} onPageChange={() => {}} />);
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
      expect(screen.getByText('…')).toHaveAttribute('aria-hidden', 'true');
      expect(pageNames()).toEqual([
        'Anterior',
        'Página 1',
        'Página 2',
        'Página 3',
        'Página 4',
        'Página 5',
        'Página 10',
        'Siguiente',
      ]);
    });

    it('calls back with the page a person picks', async () => {
      const onPageChange = vi.fn();
      render(<Pagination page={1} pageCount={10} onPageChange={onPageChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
      await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
      await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
      expect(onPageChange.mock.calls).toEqual([[3], [2]]);
    });
  });

  describe('when a person moves to the last page with the keyboard', () => {
    it('marks it current, shows the first gap and disables "Siguiente"', async () => {
      const { container } = render(<StatefulPagination pageCount={10} />);
      await userEvent.click(screen.getByRole('button', { name: 'Página 10' }));
      expect(screen.getByRole('button', { name: 'Página 10' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
      expect(pageNames()).toEqual([
        'Anterior',
        'Página 1',
        'Página 6',
        'Página 7',
        'Página 8',
        'Página 9',
        'Página 10',
        'Siguiente',
      ]);
      screen.getByRole('button', { name: 'Anterior' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Página 9' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given getHref (server-rendered pages)', () => {
    const getHref = (page: number) => `/clases-grabadas?pagina=${page}`;

    it('links every other page and marks the current one, which is no link to itself', async () => {
      const { container } = render(<Pagination page={5} pageCount={10} getHref={getHref} />);
      expect(screen.queryByRole('link', { name: 'Página 5' })).not.toBeInTheDocument();
      const current = container.querySelector('[aria-current="page"]');
      expect(current).toHaveTextContent('Página 5');
      expect(current).not.toHaveAttribute('href');
      expect(screen.getByRole('link', { name: 'Página 4' })).toHaveAttribute(
        'href',
        '/clases-grabadas?pagina=4',
      );
      expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
        'href',
        '/clases-grabadas?pagina=4',
      );
      expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('rel', 'next');
      expect(screen.getByRole('link', { name: 'Página 10' })).toHaveAttribute(
        'href',
        '/clases-grabadas?pagina=10',
      );
      const wideGaps = screen.getAllByText('…').filter((gap) => gap.dataset.layout !== 'compact');
      expect(wideGaps).toHaveLength(2);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('keeps "Anterior" in place but unavailable on the first page', async () => {
      const { container } = render(<Pagination page={1} pageCount={3} getHref={getHref} />);
      const previous = screen.getByRole('link', { name: 'Anterior' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(previous).not.toHaveAttribute('href');
      await userEvent.tab();
      // The current page is no link: the first stop is the next page.
      expect(screen.getByRole('link', { name: 'Página 2' })).toHaveFocus();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('renders links through the app link component and still calls back', async () => {
      const onPageChange = vi.fn();
      // Like next/link: it navigates on the client, so the browser does not follow the href.
      function AppLink({
        href,
        onClick,
        children,
        ...props
      }: ComponentProps<'a'> & { href: string }) {
        return (
          <a
            {...props}
            href={href}
            data-app-link=""
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          >
            {children}
          </a>
        );
      }
      render(
        <Pagination
          page={2}
          pageCount={3}
          getHref={getHref}
          linkComponent={AppLink}
          onPageChange={onPageChange}
        />,
      );
      const third = screen.getByRole('link', { name: 'Página 3' });
      expect(third).toHaveAttribute('data-app-link');
      await userEvent.click(third);
      expect(onPageChange).toHaveBeenCalledWith(3);
    });
  });

  describe('given a small screen', () => {
    it('keeps first, current and last pages but leaves the siblings to wide screens', () => {
      render(<Pagination page={5} pageCount={10} onPageChange={() => {}} />);
      const layoutOf = (name: string) =>
        screen.getByRole('button', { name }).closest('li')?.dataset.layout;
      expect(['Página 1', 'Página 5', 'Página 10'].map(layoutOf)).toEqual(['all', 'all', 'all']);
      expect(['Página 4', 'Página 6'].map(layoutOf)).toEqual(['wide', 'wide']);
    });
  });

  describe('given a single page', () => {
    it('renders nothing', () => {
      const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});
