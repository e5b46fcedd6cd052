import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

/** Clipped to nothing in place: no area on screen, still in the accessibility tree. */
async function expectVisuallyHidden(element: HTMLElement) {
  const { width, height } = element.getBoundingClientRect();
  await expect(width * height).toBeLessThanOrEqual(1);
  await expect(getComputedStyle(element).clipPath).toBe('inset(50%)');
  await expect(getComputedStyle(element).position).toBe('absolute');
}

const meta = {
  title: 'Accesibilidad/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component:
          'Texto solo para lectores de pantalla: «(abre un sitio externo)» tras un enlace, el `<h1>` de una página cuyo diseño no lo muestra, el anuncio de una región viva. Sigue en el árbol de accesibilidad y en el nombre del enlace o botón que lo contiene, y no ocupa lugar en pantalla. Con `asChild` oculta el elemento que recibe (`<h1>`, `<p role="status">`, el título de un diálogo).',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'En el nombre de un enlace',
  render: () => (
    <p>
      Más información en el{' '}
      <a href="https://www.gob.pe/minsa">
        sitio del MINSA <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>
      </a>
      .
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'sitio del MINSA (abre un sitio externo)' });
    await expect(link).toBeVisible();
    await expectVisuallyHidden(canvas.getByText('(abre un sitio externo)'));
  },
};

export const Heading: Story = {
  name: 'Un título oculto (asChild)',
  render: () => (
    <>
      <VisuallyHidden asChild>
        <h1>Salud y bienestar para todos</h1>
      </VisuallyHidden>
      <p>La página empieza con su contenido; el título está para quien lo lee.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: 'Salud y bienestar para todos',
    });
    await expectVisuallyHidden(heading);
  },
};
