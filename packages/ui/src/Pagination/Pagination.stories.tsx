import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the chosen page, as the app does. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

/** The "…" a person sees (small screens hide some gaps, wide screens others). */
const visibleGaps = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByText('…')
    .filter((gap) => gap.checkVisibility());

const meta = {
  title: 'Navegación/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
  render: (args) => <StatefulPagination key={args.page} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Paginación de listados (12 elementos por página en el catálogo). Marca la página actual con `aria-current="page"`, muestra «…» en los tramos largos y desactiva «Anterior» y «Siguiente» en los extremos. Con `onPageChange` las páginas son botones; con `getHref` son enlaces (páginas renderizadas en el servidor, con `linkComponent` para `next/link`), salvo la actual, que no enlaza a sí misma. En móvil «Anterior» y «Siguiente» muestran solo la flecha. Con una sola página no se muestra.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const PaginaIntermedia: Story = {
  name: 'Página intermedia (dos «…»)',
  args: { page: 6, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleGaps(canvasElement)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 20' }));
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(visibleGaps(canvasElement)).toHaveLength(1);
  },
};

export const PocasPaginas: Story = {
  name: 'Pocas páginas',
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(visibleGaps(canvasElement)).toHaveLength(0);
  },
};

export const ConEnlaces: Story = {
  name: 'Con enlaces (getHref)',
  args: { page: 3, pageCount: 12, getHref: (page: number) => `?pagina=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page shown is marked, and no link to itself.
    await expect(canvas.queryByRole('link', { name: 'Página 3' })).toBeNull();
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent(
      'Página 3',
    );
    await expect(canvas.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '?pagina=4',
    );
  },
};

export const ConEnlacesPrimeraPagina: Story = {
  name: 'Con enlaces, primera página',
  args: { page: 1, pageCount: 12, getHref: (page: number) => `?pagina=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Teclado: Story = {
  name: 'Uso con teclado',
  args: { page: 4, pageCount: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Movil: Story = {
  name: 'Móvil (en una línea)',
  args: { page: 6, pageCount: 20 },
  globals: { viewport: { value: 'movil', isRotated: false } },
  play: async ({ canvasElement }) => {
    const slots = [...canvasElement.querySelectorAll('li')].filter((li) => li.checkVisibility());
    const middle = (box: DOMRect) => Math.round(box.top + box.height / 2);
    const rows = new Set(slots.map((li) => middle(li.getBoundingClientRect())));
    await expect(rows.size).toBe(1);
  },
};
