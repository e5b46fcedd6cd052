import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Estados/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Formas de carga (texto, bloque, círculo) que ocupan el lugar del contenido mientras llega. Están ocultas para lectores de pantalla; `SkeletonGroup` las envuelve y anuncia «Cargando…» de forma educada (`role="status"`). Con movimiento reducido el brillo no se anima.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <SkeletonGroup style={{ maxWidth: 360 }}>
      <Skeleton {...args} />
      <Skeleton {...args} width="80%" />
      <Skeleton {...args} width="60%" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Tarjeta: Story = {
  name: 'Tarjeta cargando',
  render: () => (
    <SkeletonGroup label="Cargando recursos…" style={{ maxWidth: 360 }}>
      <Skeleton variant="rect" height={180} />
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton width="70%" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando recursos…');
  },
};

export const ConAvatar: Story = {
  name: 'Con avatar (círculo)',
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 360 }}>
        <Skeleton variant="circle" width={48} />
        <div style={{ flex: 1 }}>
          <Skeleton width="50%" />
          <Skeleton width="80%" />
        </div>
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-variant="circle"]');
    const box = circle?.getBoundingClientRect();
    await expect(box?.width).toBe(48);
    await expect(box?.height).toBe(48);
  },
};

export const Formas: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Skeleton variant="circle" />
      <Skeleton variant="rect" width={195} height={120} />
      <Skeleton width={160} />
    </div>
  ),
};
