import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExternalLinkProvider } from '../ExternalLinkDialog';
import { axeViolations } from '../test/axe';
import { ExternalLink } from './ExternalLink';
import { Link } from './Link';

/** jsdom cannot navigate: a wrapper cancels the click after the link has seen it. */
function NoNavigation({ children }: { children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={(event) => event.preventDefault()}>{children}</div>
  );
}

describe('Link', () => {
  describe('given an internal link', () => {
    it('is a link named by its text, going to its address', async () => {
      const { container } = render(<Link href="/clases-grabadas">Clases grabadas</Link>);
      const link = screen.getByRole('link', { name: 'Clases grabadas' });
      expect(link).toHaveAttribute('href', '/clases-grabadas');
      expect(link).toHaveAttribute('data-variant', 'default');
      expect(link).not.toHaveAttribute('target');
      expect(await axeViolations(container)).toEqual([]);
    });

    it('merges the className and keeps the variant', () => {
      render(
        <Link href="/transparencia" variant="inverse" className="footer-link">
          Transparencia
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Transparencia' });
      expect(link).toHaveClass('footer-link');
      expect(link).toHaveAttribute('data-variant', 'inverse');
    });
  });

  describe('given asChild', () => {
    it('lends its look to the child element (the app passes next/link)', () => {
      function AppLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
        return (
          <a href={href} data-app-link="" {...props}>
            {children}
          </a>
        );
      }
      render(
        <Link asChild variant="muted">
          <AppLink href="/guias-y-consejos">Guías y consejos</AppLink>
        </Link>,
      );
      const link = screen.getByRole('link', { name: 'Guías y consejos' });
      expect(link).toHaveAttribute('data-app-link');
      expect(link).toHaveAttribute('data-variant', 'muted');
      expect(link.className).not.toBe('');
    });
  });
});

describe('ExternalLink', () => {
  const tiktok = 'https://www.tiktok.com/@vivasalud';

  describe('given no ExternalLinkProvider', () => {
    it('is a plain link that opens in a new tab without the opener', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      const { container } = render(
        <NoNavigation>
          <ExternalLink href={tiktok} onClick={onClick}>
            TikTok
          </ExternalLink>
        </NoNavigation>,
      );
      const link = screen.getByRole('link', { name: 'TikTok' });
      expect(link).toHaveAttribute('href', tiktok);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await user.click(link);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('given an ExternalLinkProvider', () => {
    function renderInProvider() {
      const user = userEvent.setup();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const view = render(
        <ExternalLinkProvider>
          <NoNavigation>
            <ExternalLink href={tiktok}>TikTok</ExternalLink>
          </NoNavigation>
        </ExternalLinkProvider>,
      );
      return { user, open, link: screen.getByRole('link', { name: 'TikTok' }), ...view };
    }

    describe('when the link is clicked', () => {
      it('asks before leaving, and Continuar opens the address in a new tab', async () => {
        const { user, open, link } = renderInProvider();
        await user.click(link);
        const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
        expect(dialog).toHaveAccessibleDescription(
          'Este enlace te llevará a un sitio web externo a VivaSalud. ¿Deseas continuar?',
        );
        expect(open).not.toHaveBeenCalled();
        expect(await axeViolations(document.body)).toEqual([]);

        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        expect(open).toHaveBeenCalledWith(tiktok, '_blank', 'noopener,noreferrer');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(link).toHaveFocus();
      });

      it('Cancelar stays on the page and gives focus back to the link', async () => {
        const { user, open, link } = renderInProvider();
        await user.click(link);
        await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(open).not.toHaveBeenCalled();
        expect(link).toHaveFocus();
      });
    });

    describe('when the link is activated with the keyboard', () => {
      it('asks too, and Escape closes the dialog back to the link', async () => {
        const { user, open, link } = renderInProvider();
        await user.tab();
        expect(link).toHaveFocus();
        await user.keyboard('{Enter}');
        expect(await screen.findByRole('dialog', { name: 'Ten en cuenta' })).toBeInTheDocument();
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(open).not.toHaveBeenCalled();
        expect(link).toHaveFocus();
      });
    });

    describe('when the link is clicked with a modifier key', () => {
      it.each(['Control', 'Meta', 'Shift'])('%s+click is left to the browser', async (key) => {
        const { user, link } = renderInProvider();
        await user.keyboard(`{${key}>}`);
        await user.click(link);
        await user.keyboard(`{/${key}}`);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    });
  });
});
