import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CardBody, CardTitle } from '../Card';
import { CardGrid, CardGridItem } from './CardGrid';

const tools = [
  ['Días fértiles', 'Conoce tus días más fértiles del mes.'],
  ['Estatura', 'Estima la estatura de tu hijo o hija en la adultez.'],
  ['Calorías', 'Calcula cuántas calorías necesitas al día según tu actividad física.'],
  ['Índice de masa corporal', 'Revisa si tu peso es saludable para tu estatura.'],
  ['Vacunación', 'Revisa el calendario de vacunas.'],
  ['Salud mental', 'Herramientas para manejar el estrés.'],
] as const;

/** Columns the grid shows at the current width (spec §9 breakpoints). */
function expectedColumns(maxColumns: number) {
  const width = window.innerWidth;
  const columns = width >= 1200 ? 4 : width >= 992 ? 3 : width >= 576 ? 2 : 1;
  return Math.min(columns, maxColumns);
}

const meta = {
  title: 'Contenido/CardGrid',
  component: CardGrid,
  args: { 'aria-label': 'Herramientas para tu salud', maxColumns: 4 },
  argTypes: { maxColumns: { control: 'inline-radio', options: [2, 3, 4] } },
  render: (args) => (
    <CardGrid {...args}>
      {tools.map(([title, body]) => (
        <CardGridItem key={title}>
          <Card>
            <CardTitle>{title}</CardTitle>
            <CardBody>{body}</CardBody>
          </Card>
        </CardGridItem>
      ))}
    </CardGrid>
  ),
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Herramientas para tu salud' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBe(expectedColumns(args.maxColumns ?? 4));
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Rejilla de tarjetas adaptable: 1, 2, 3 y 4 columnas desde 0, 576, 992 y 1200 px. `maxColumns` limita las columnas (por ejemplo, 2 en una columna lateral). Es una lista: cada tarjeta va en un `CardGridItem`, y las tarjetas de una fila tienen la misma altura.',
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
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TresColumnas: Story = {
  name: 'Hasta tres columnas',
  args: { maxColumns: 3 },
};

export const DosColumnas: Story = {
  name: 'Hasta dos columnas',
  args: { maxColumns: 2 },
};

export const Movil: Story = {
  name: 'Móvil (una columna)',
  globals: { viewport: { value: 'movil', isRotated: false } },
};
