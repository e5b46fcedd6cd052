import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, Toaster, useToast, type ToastOptions } from './Toast';

const saved: ToastOptions = {
  title: 'Cambios guardados',
  description: 'Tus datos se actualizaron correctamente.',
  variant: 'success',
};
const failed: ToastOptions = {
  title: 'No pudimos guardar tus cambios',
  description: 'Inténtalo de nuevo en unos minutos.',
  variant: 'error',
};
const reminder: ToastOptions = {
  title: 'Tu clase empieza en 10 minutos',
  description: 'Yoga para la espalda, con la profesora Ana.',
  variant: 'info',
};

/** Buttons that raise toasts through useToast(), as an app does. */
function Demo() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onClick={() => toast(saved)}>Guardar</Button>
      <Button variant="danger" onClick={() => toast(failed)}>
        Simular error
      </Button>
      <Button variant="outline" onClick={() => toast(reminder)}>
        Recordatorio
      </Button>
    </div>
  );
}

/** Waits for the slide-in, so checks and the a11y scan see the final look. */
async function animationsFinished() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

const meta = {
  title: 'Avisos/Toast',
  component: Toast,
  args: { title: saved.title, description: saved.description, variant: 'success' },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Notificaciones breves en la esquina inferior derecha. Se muestra una a la vez (una nueva reemplaza a la anterior), se cierra sola a los 5 segundos, espera mientras el puntero está encima o el foco dentro, y se descarta deslizándola 50 px a la derecha o con «Cerrar». Variantes: éxito, error (se anuncia de inmediato) e información (se anuncia sin interrumpir). Las apps envuelven la página con `ToastProvider` y llaman a `toast({ title, description, variant })` desde `useToast()`.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByRole('listitem');
    await animationsFinished();
    await expect(toast).toHaveTextContent('Cambios guardados');
    await expect(toast).toHaveAttribute('data-variant', 'success');
  },
};

export const ConError: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simular error' }));
    const toast = await screen.findByRole('listitem');
    await animationsFinished();
    await expect(toast).toHaveAttribute('data-variant', 'error');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive'),
    );
  },
};

export const Informacion: Story = {
  name: 'Información',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recordatorio' }));
    const toast = await screen.findByRole('listitem');
    await animationsFinished();
    await expect(toast).toHaveAttribute('data-variant', 'info');
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite'));
  },
};

export const UnaALaVez: Story = {
  name: 'Una a la vez',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Recordatorio' }));
    await animationsFinished();
    const toasts = screen.getAllByRole('listitem');
    await expect(toasts).toHaveLength(1);
    await expect(toasts[0]).toHaveTextContent('Tu clase empieza en 10 minutos');
  },
};

export const Cerrar: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const DeslizarParaDescartar: Story = {
  name: 'Deslizar a la derecha para descartar',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByRole('listitem');
    await animationsFinished();
    const { left, top } = toast.getBoundingClientRect();
    const at = (x: number) => ({ pointerId: 1, button: 0, clientX: left + x, clientY: top + 10 });
    fireEvent.pointerDown(toast, at(10));
    fireEvent.pointerMove(toast, at(20));
    fireEvent.pointerMove(toast, at(80));
    fireEvent.pointerUp(toast, at(80));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const Estatico: Story = {
  name: 'Variantes (estático)',
  render: (args) => (
    <Toaster duration={Infinity}>
      <Toast {...args} />
      <Toast title={failed.title} description={failed.description} variant="error" />
      <Toast title={reminder.title} variant="info" />
    </Toaster>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    await animationsFinished();
  },
};
