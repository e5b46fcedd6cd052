import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Avisos/CookieBanner',
  component: CookieBanner,
  args: { open: true, onAccept: fn(), onViewPolicy: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Aviso de cookies fijo en la parte inferior de todas las páginas. La app decide cuándo se muestra (sin `cookiesAccepted` guardado y fuera de la página de políticas): «Aceptar todas las cookies» guarda la preferencia y lo cierra; «Ver políticas de cookies» lleva a la política, como botón (`onViewPolicy`) o como enlace (`policyHref`, con `next/link` en las apps).',
      },
      // Fixed to the bottom: each story in its own frame.
      story: { inline: false, iframeHeight: 320 },
    },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Aviso de cookies' });
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Aceptar todas las cookies' }),
    );
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const VerPoliticas: Story = {
  name: 'Ver políticas (botón)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver políticas de cookies' }));
    await expect(args.onViewPolicy).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const ConEnlace: Story = {
  name: 'Políticas como enlace',
  args: { policyHref: '#politicas-de-cookies', onViewPolicy: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver políticas de cookies' });
    await expect(link).toHaveAttribute('href', '#politicas-de-cookies');
  },
};

export const Cerrado: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
