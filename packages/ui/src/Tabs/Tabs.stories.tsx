import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Navegación/Tabs',
  component: Tabs,
  args: { defaultValue: 'descripcion', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Información del programa">
        <TabsTrigger value="descripcion">Descripción</TabsTrigger>
        <TabsTrigger value="beneficios">Beneficios</TabsTrigger>
        <TabsTrigger value="citas" disabled>
          Citas
        </TabsTrigger>
        <TabsTrigger value="preguntas">Preguntas frecuentes</TabsTrigger>
      </TabsList>
      <TabsContent value="descripcion">
        <p>Un programa para acompañar tu embarazo y los primeros meses de tu bebé.</p>
      </TabsContent>
      <TabsContent value="beneficios">
        <p>Controles, talleres y asesoría nutricional.</p>
      </TabsContent>
      <TabsContent value="citas">
        <p>Solicita tu cita.</p>
      </TabsContent>
      <TabsContent value="preguntas">
        <p>¿Quién puede inscribirse? Toda persona gestante afiliada.</p>
      </TabsContent>
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Pestañas (Radix Tabs) con estilo del sistema. Las flechas mueven entre pestañas (saltando las deshabilitadas), Inicio y Fin van a los extremos y Tab pasa al panel. Dale a `TabsList` un `aria-label` que diga qué se elige. En móvil la fila se desplaza horizontalmente.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Beneficios' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('beneficios');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Controles, talleres');
  },
};

export const Teclado: Story = {
  name: 'Uso con teclado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Descripción' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Descripción' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Beneficios' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Movil: Story = {
  name: 'Móvil (fila desplazable)',
  globals: { viewport: { value: 'movil', isRotated: false } },
};
