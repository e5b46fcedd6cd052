import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, CardBody, CardFooter, CardMedia, CardTitle } from './Card';

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1d4e89"/><circle cx="480" cy="110" r="90" fill="#e3f2ec" opacity=".5"/><rect y="250" width="640" height="110" fill="#0b6e4f"/></svg>',
)}`;

const meta = {
  title: 'Contenido/Card',
  component: Card,
  args: { style: { maxWidth: 360 } },
  parameters: {
    docs: {
      description: {
        component:
          'Tarjeta genérica para armar listados: `CardMedia` (imagen o ilustración), `CardTitle` (título con nivel configurable), `CardBody` (texto) y `CardFooter` (acciones, siempre al pie). Se usa dentro de `CardGrid` para que todas las tarjetas de una fila tengan la misma altura.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args} aria-labelledby="card-default-title">
      <CardMedia>
        <img src={image} alt="" />
      </CardMedia>
      <CardTitle id="card-default-title">Programa de maternidad</CardTitle>
      <CardBody>
        <p>Acompañamiento durante el embarazo y los primeros meses de tu bebé.</p>
      </CardBody>
      <CardFooter>
        <Button size="sm">Inscribirme</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Programa de maternidad' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Inscribirme' })).toHaveFocus();
  },
};

export const SinImagen: Story = {
  name: 'Sin imagen',
  render: (args) => (
    <Card {...args}>
      <CardTitle>Calculadora de calorías</CardTitle>
      <CardBody>Conoce cuántas calorías necesitas al día según tu actividad.</CardBody>
      <CardFooter>
        <Button asChild size="sm" variant="outline">
          <a href="#calorias">Calcular</a>
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Calcular' })).toBeVisible();
  },
};

export const SoloTexto: Story = {
  name: 'Solo título y texto',
  render: (args) => (
    <Card {...args}>
      <CardTitle>Vacunación</CardTitle>
      <CardBody>Revisa el calendario de vacunas para cada etapa de la vida.</CardBody>
    </Card>
  ),
};

export const MediaCuadrada: Story = {
  name: 'Media cuadrada',
  render: (args) => (
    <Card {...args}>
      <CardMedia ratio="square">
        <img src={image} alt="" />
      </CardMedia>
      <CardTitle>Salud mental</CardTitle>
      <CardBody>Herramientas para manejar el estrés y dormir mejor.</CardBody>
    </Card>
  ),
};
