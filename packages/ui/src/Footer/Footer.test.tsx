import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Footer, toTelHref, type FooterProps } from './Footer';
import { socialNetwork } from './SocialIcons';

const socialNetworks = [
  { url: 'https://www.tiktok.com/@vivasalud', tooltip: 'tiktok' },
  { url: 'https://www.youtube.com/@vivasalud', tooltip: 'youtube' },
  { url: 'https://www.instagram.com/vivasalud', tooltip: 'instagram' },
  { url: 'https://www.facebook.com/vivasalud', tooltip: 'facebook' },
];

const complete: FooterProps = {
  phone: '(01) 311-3400',
  emergencyNumber: '106',
  complaintsBookUrl: 'https://reclamos.example.pe',
  ethicsLineUrl: 'https://lineaetica.example.pe',
  socialNetworks,
};

/** Records whether the browser would still follow a click (its default action). */
function watchClicks() {
  const prevented: boolean[] = [];
  const listener = (event: MouseEvent) => prevented.push(event.defaultPrevented);
  document.addEventListener('click', listener);
  return { prevented, stop: () => document.removeEventListener('click', listener) };
}

describe('Footer', () => {
  describe('given the content of spec §2', () => {
    it('shows the enquiries phone as a tel: link', async () => {
      const { container } = render(<Footer {...complete} />);
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Central de consultas: (01) 311-3400' }),
      ).toHaveAttribute('href', 'tel:013113400');
      expect(screen.getByRole('link', { name: 'Línea de emergencias: 106' })).toHaveAttribute(
        'href',
        'tel:106',
      );
      expect(await axeViolations(container)).toEqual([]);
    });

    it('shows the copyright line with the year 2025', () => {
      render(<Footer />);
      expect(
        screen.getByText('© 2025 VivaSalud. Todos los derechos reservados.'),
      ).toBeInTheDocument();
    });

    it('links the transparency, privacy policy and terms pages', () => {
      render(<Footer />);
      const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
      expect(
        legal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Transparencia', '/transparencia'],
        ['Política de privacidad', '/politica-de-privacidad/'],
        ['Términos y condiciones', '/terminos-condiciones/'],
      ]);
    });

    it("renders internal links with the app's link component", () => {
      const AppLink = ({ children, ...props }: ComponentProps<'a'> & { href: string }) => (
        <a data-app-link="" {...props}>
          {children}
        </a>
      );
      render(<Footer linkComponent={AppLink} />);
      expect(screen.getByRole('link', { name: 'Transparencia' })).toHaveAttribute('data-app-link');
    });

    it('names each social network and says it opens another site', () => {
      render(<Footer {...complete} />);
      const social = within(screen.getByRole('list', { name: 'Síguenos' }));
      expect(social.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
        'VivaSalud en TikTok (abre un sitio externo)',
        'VivaSalud en YouTube (abre un sitio externo)',
        'VivaSalud en Instagram (abre un sitio externo)',
        'VivaSalud en Facebook (abre un sitio externo)',
      ]);
    });

    it('leaves out what it was not given', async () => {
      const { container } = render(<Footer />);
      expect(screen.queryByText(/Central de consultas/)).not.toBeInTheDocument();
      expect(screen.queryByText(/emergencias/)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: /Libro de reclamaciones/ }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Síguenos' })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('when an external link is clicked', () => {
    it.each([
      ['Libro de reclamaciones (abre un sitio externo)', 'https://reclamos.example.pe'],
      ['Alerta genética / línea ética (abre un sitio externo)', 'https://lineaetica.example.pe'],
      ['VivaSalud en TikTok (abre un sitio externo)', 'https://www.tiktok.com/@vivasalud'],
      ['VivaSalud en YouTube (abre un sitio externo)', 'https://www.youtube.com/@vivasalud'],
      ['VivaSalud en Instagram (abre un sitio externo)', 'https://www.instagram.com/vivasalud'],
      ['VivaSalud en Facebook (abre un sitio externo)', 'https://www.facebook.com/vivasalud'],
    ])('"%s" asks onExternalLink for %s instead of leaving', async (name, url) => {
      const onExternalLink = vi.fn();
      const user = userEvent.setup();
      render(<Footer {...complete} onExternalLink={onExternalLink} />);
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const clicks = watchClicks();
      await user.click(link);
      clicks.stop();
      expect(onExternalLink).toHaveBeenCalledExactlyOnceWith(url);
      expect(clicks.prevented).toEqual([true]);
    });

    it('is left to the browser without onExternalLink (a plain new-tab link)', async () => {
      const user = userEvent.setup();
      render(<Footer {...complete} />);
      const clicks = watchClicks();
      await user.click(screen.getByRole('link', { name: /Libro de reclamaciones/ }));
      clicks.stop();
      expect(clicks.prevented).toEqual([false]);
    });

    it('is left to the browser when opened with a modifier (new tab)', async () => {
      const onExternalLink = vi.fn();
      const user = userEvent.setup();
      render(<Footer {...complete} onExternalLink={onExternalLink} />);
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('link', { name: /TikTok/ }));
      await user.keyboard('{/Shift}');
      expect(onExternalLink).not.toHaveBeenCalled();
    });

    it('works from the keyboard', async () => {
      const onExternalLink = vi.fn();
      const user = userEvent.setup();
      render(<Footer {...complete} onExternalLink={onExternalLink} />);
      screen.getByRole('link', { name: /Facebook/ }).focus();
      await user.keyboard('{Enter}');
      expect(onExternalLink).toHaveBeenCalledWith('https://www.facebook.com/vivasalud');
    });
  });
});

describe('toTelHref', () => {
  it.each([
    ['(01) 311-3400', 'tel:013113400'],
    ['01 311 3400', 'tel:013113400'],
    ['+51 1 311 3400', 'tel:+5113113400'],
    [' +51 (1) 311-3400 ', 'tel:+5113113400'],
    ['106', 'tel:106'],
    ['0800-10-838', 'tel:080010838'],
  ])('%s → %s', (phone, href) => {
    expect(toTelHref(phone)).toBe(href);
  });
});

describe('socialNetwork', () => {
  it.each([
    ['tiktok', 'TikTok'],
    ['TikTok', 'TikTok'],
    ['Tik Tok', 'TikTok'],
    ['youtube', 'YouTube'],
    ['YouTube', 'YouTube'],
    ['instagram', 'Instagram'],
    ['facebook', 'Facebook'],
    ['Facebook ', 'Facebook'],
    ['LinkedIn', 'LinkedIn'],
    [' Spotify ', 'Spotify'],
  ])('"%s" is read as %s', (tooltip, name) => {
    expect(socialNetwork(tooltip).name).toBe(name);
  });
});
