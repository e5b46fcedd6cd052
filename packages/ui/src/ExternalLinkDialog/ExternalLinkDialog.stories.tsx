import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ExternalLinkDialog, type ExternalLinkDialogProps } from './ExternalLinkDialog';

const libroDeReclamaciones = 'https://www.libroreclamaciones.pe/vivasalud';

/** Waits for opening animations, so checks and the a11y scan see the final look. */
async function animationsFinished() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/** Keeps the address in state, as a page does. */
function WithTrigger(args: ExternalLinkDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setUrl(libroDeReclamaciones)}>
        Libro de reclamaciones
      </Button>
      <ExternalLinkDialog
        {...args}
        url={url}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          if (!open) setUrl(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Navegación/ExternalLinkDialog',
  component: ExternalLinkDialog,
  args: { url: null, onOpenChange: fn(), onContinue: fn(), product: 'VivaSalud' },
  parameters: {
    docs: {
      description: {
        component:
          'Confirmación antes de salir del portal: «Ten en cuenta», el texto del producto y los botones Cancelar y Continuar. Continuar abre la dirección en una pestaña nueva; Cancelar, Escape o un clic fuera lo cierran y el foco vuelve al enlace que lo abrió. Las apps lo usan a través de `ExternalLinkProvider` y `ExternalLink`.',
      },
      // A modal covers the page: each story in its own frame.
      story: { inline: false, iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof ExternalLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <WithTrigger {...args} />,
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Libro de reclamaciones' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
    await expect(dialog).toHaveAccessibleDescription(
      'Este enlace te llevará a un sitio web externo a VivaSalud. ¿Deseas continuar?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(window.open).toHaveBeenCalledWith(
      libroDeReclamaciones,
      '_blank',
      'noopener,noreferrer',
    );
    await expect(args.onContinue).toHaveBeenCalledWith(libroDeReclamaciones);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Abierto: Story = {
  args: { url: libroDeReclamaciones },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
    await animationsFinished();
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  },
};

export const Cancelar: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Libro de reclamaciones' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const CerrarConEscape: Story = {
  name: 'Cerrar con Escape',
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Libro de reclamaciones' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const OtroProducto: Story = {
  name: 'Otro producto',
  args: { url: libroDeReclamaciones, product: 'Pacífico Salud' },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Este enlace te llevará a un sitio web externo a Pacífico Salud. ¿Deseas continuar?',
    );
    await animationsFinished();
  },
};
