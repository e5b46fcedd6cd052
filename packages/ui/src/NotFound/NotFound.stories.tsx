import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="448" height="320" viewBox="0 0 448 320"><rect width="448" height="320" rx="24" fill="#e3f2ec"/><text x="224" y="200" font-family="sans-serif" font-size="140" font-weight="700" text-anchor="middle" fill="#0b6e4f">404</text></svg>',
)}`;

const meta = {
  title: 'Páginas/NotFound',
  component: NotFound,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Pantalla de página no encontrada (404): etiqueta «Error», titular «¡Esta página no existe!», texto de ayuda, una imagen decorativa (`imageSrc`, o una ilustración propia) y el botón «Volver al inicio». El evento de analítica lo registra la aplicación.',
      },
    },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '¡Esta página no existe!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveFocus();
  },
};

export const ConImagen: Story = {
  name: 'Con imagen',
  args: { imageSrc: image },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

function AppLink({ children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a {...props} data-app-link="">
      {children}
    </a>
  );
}

export const ConComponenteDeEnlace: Story = {
  name: 'Con componente de enlace (next/link)',
  args: { homeHref: '/home', linkComponent: AppLink },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Volver al inicio' });
    await expect(home).toHaveAttribute('href', '/home');
    await expect(home).toHaveAttribute('data-app-link');
  },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'movil', isRotated: false } },
};
