import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PILLAR_IDS, PillarIcon, pillarName } from './PillarIcon';

const meta = {
  title: 'Contenido/PillarIcon',
  component: PillarIcon,
  args: { pillar: 'salud-mental' },
  parameters: {
    docs: {
      description: {
        component:
          'Íconos de los pilares (spec §1 y los pilares del servicio de contenidos), SVG en línea con los trazos de lucide. Sin `decorative`, es una imagen con el nombre del pilar (`role="img"`, `aria-label` y `<title>`); con `decorative`, se oculta a los lectores de pantalla porque el nombre está escrito al lado.',
      },
    },
  },
} satisfies Meta<typeof PillarIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every pillar, each with its name written beside it (the icon is decorative there). */
export const Todos: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {PILLAR_IDS.map((id) => (
        <li
          key={id}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '0.5rem',
            color: 'var(--color-primary)',
          }}
        >
          <PillarIcon pillar={id} decorative size={32} style={{ flexShrink: 0 }} />
          <span style={{ color: 'var(--color-text)' }}>{pillarName(id)}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByText('Oncología')).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      PILLAR_IDS.length,
    );
  },
};

/** Alone, the icon is an image named after its pillar. */
export const ConNombre: Story = {
  args: { pillar: 'vacunacion', size: 48 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Vacunación' })).toBeVisible();
  },
};
