import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleResources } from '../ResourceCard/ResourceCard.fixtures';
import { RelatedResources } from './RelatedResources';

const meta = {
  title: 'Contenido/RelatedResources',
  component: RelatedResources,
  args: { heading: 'También te puede interesar', resources: sampleResources },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Bloque de recursos relacionados al final de las páginas de clases, guías, telemedicina, experiencias y sesiones con expertos: un título (del contenido) y una lista de tarjetas `ResourceCard`. Qué recursos mostrar lo decide la aplicación; sin recursos no se muestra nada.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RelatedResources>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'También te puede interesar',
    });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getByRole('link', { name: 'Ver más' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const UnRecurso: Story = {
  name: 'Un recurso',
  args: { resources: sampleResources.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const SinRecursos: Story = {
  name: 'Sin recursos (no se muestra)',
  args: { resources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Movil: Story = {
  name: 'Móvil',
  globals: { viewport: { value: 'movil', isRotated: false } },
};
