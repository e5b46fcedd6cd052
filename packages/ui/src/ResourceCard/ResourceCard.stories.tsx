import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResourceCard } from './ResourceCard';
import { sampleImage } from './ResourceCard.fixtures';

/** Spec §9: 195 px from 768 px, 120 px below. */
const expectedImageWidth = () => (window.matchMedia('(min-width: 768px)').matches ? 195 : 120);

const meta = {
  title: 'Contenido/ResourceCard',
  component: ResourceCard,
  args: {
    slug: 'experiencias-presenciales',
    title: 'Experiencias presenciales',
    file: sampleImage,
    copy: 'Participa en talleres, caminatas y actividades al aire libre cerca de ti.',
    actions: [{ title: 'Conoce las experiencias', link: '/experiencias-presenciales' }],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Tarjeta de recurso relacionado: imagen (o un marcador cuando falta; 120 px de ancho en pantallas pequeñas y 195 px desde 768 px), etiqueta con el título, texto y un enlace con el título y la ruta de la primera acción («Ver más» y «/» si no hay). Toda la tarjeta responde al clic del enlace.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Experiencias presenciales' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conoce las experiencias' })).toHaveAttribute(
      'href',
      '/experiencias-presenciales',
    );
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image?.getBoundingClientRect().width).toBe(expectedImageWidth());
  },
};

export const SinImagen: Story = {
  name: 'Sin imagen (marcador)',
  args: { file: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute(
      'data-media',
      'placeholder',
    );
  },
};

export const SinAcciones: Story = {
  name: 'Sin acciones (enlace por defecto)',
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver más' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Movil: Story = {
  name: 'Móvil (imagen de 120 px)',
  globals: { viewport: { value: 'movil', isRotated: false } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image?.getBoundingClientRect().width).toBe(expectedImageWidth());
  },
};

export const TextoLargo: Story = {
  name: 'Texto largo',
  args: {
    title: 'Sesiones con expertos',
    copy: 'Conversa con especialistas en nutrición, salud mental y actividad física. Resuelve tus dudas en sesiones en vivo y vuelve a verlas cuando quieras desde tu cuenta.',
    actions: [{ title: 'Reserva tu sesión', link: '/sesiones-con-expertos' }],
  },
};
