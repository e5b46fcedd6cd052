import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Navegación/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Vive sanamente', href: '/vive-sanamente' },
      { label: 'Lecturas', href: '/vive-sanamente/lecturas' },
      { label: 'Cómo dormir mejor', href: '/vive-sanamente/lecturas/detail' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Ruta de navegación: empieza con el ícono de inicio, enlaza cada nivel y muestra el último (la página actual) como texto, marcado con `aria-current="page"`. Con `linkComponent` la aplicación usa `next/link`.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Ruta de navegación' });
    const canvas = within(nav);
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Lecturas' })).toBeVisible();
    await expect(canvas.getByText('Cómo dormir mejor')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Cómo dormir mejor' })).toBeNull();
  },
};

export const UnNivel: Story = {
  name: 'Un nivel',
  args: { items: [{ label: 'Herramientas para tu salud', href: '/herramientas-para-tu-salud' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Herramientas para tu salud')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const RutaLarga: Story = {
  name: 'Ruta larga (se ajusta en móvil)',
  args: {
    items: [
      { label: 'Herramientas para tu salud', href: '/herramientas-para-tu-salud' },
      {
        label: 'Calculadora de días fértiles',
        href: '/herramientas-para-tu-salud/calculadora-de-dias-fertiles',
      },
      { label: 'Resultados de tu ciclo menstrual', href: '/resultados' },
    ],
  },
  globals: { viewport: { value: 'movil', isRotated: false } },
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
  args: { linkComponent: AppLink, homeHref: '/home' },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Inicio' });
    await expect(home).toHaveAttribute('href', '/home');
    await expect(home).toHaveAttribute('data-app-link');
  },
};
