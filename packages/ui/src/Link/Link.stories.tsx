import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, within } from 'storybook/test';
import { ExternalLinkProvider } from '../ExternalLinkDialog';
import { ExternalLink } from './ExternalLink';
import { Link } from './Link';

const youtube = 'https://www.youtube.com/@vivasalud';

const meta = {
  title: 'Navegación/Link',
  component: Link,
  args: { href: '#clases-grabadas', children: 'Clases grabadas' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'muted', 'inverse'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Enlace de texto con los colores de la marca, subrayado para distinguirlo del texto. Con `asChild` presta su aspecto al enlace de la app (`next/link`). `ExternalLink` lleva a otro sitio: dentro de un `ExternalLinkProvider` pregunta antes con el diálogo «Ten en cuenta» y luego abre una pestaña nueva; con Ctrl/⌘ o sin JavaScript funciona como un enlace normal.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Clases grabadas' });
    await expect(link).toHaveAttribute('href', '#clases-grabadas');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Variantes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0 }}>
        Revisa nuestras <Link {...args}>guías y consejos</Link> para empezar.
      </p>
      <p style={{ margin: 0 }}>
        <Link {...args} variant="muted">
          Política de privacidad
        </Link>
      </p>
      <p
        style={{
          margin: 0,
          padding: 16,
          background: 'var(--color-secondary)',
          color: 'var(--color-on-secondary)',
        }}
      >
        <Link {...args} variant="inverse">
          Términos y condiciones
        </Link>
      </p>
    </div>
  ),
};

export const ComoEnlaceDeLaApp: Story = {
  name: 'Como enlace de la app (asChild)',
  render: (args) => (
    <Link asChild variant={args.variant}>
      <a href="#guias-y-consejos" data-app-link="">
        Guías y consejos
      </a>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Guías y consejos' });
    await expect(link).toHaveAttribute('data-app-link');
    await expect(link).toHaveAttribute('data-variant', 'default');
  },
};

export const Externo: Story = {
  name: 'Externo (pregunta antes de salir)',
  render: () => (
    <ExternalLinkProvider>
      <p style={{ margin: 0 }}>
        Síguenos en <ExternalLink href={youtube}>YouTube</ExternalLink>.
      </p>
    </ExternalLinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'YouTube' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    await expect(await screen.findByRole('dialog', { name: 'Ten en cuenta' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(link).toHaveFocus();
  },
};

export const ExternoContinuar: Story = {
  name: 'Externo: continuar',
  beforeEach: () => {
    // The story checks the call instead of opening a real tab.
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  render: Externo.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'YouTube' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await expect(window.open).toHaveBeenCalledWith(youtube, '_blank', 'noopener,noreferrer');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
