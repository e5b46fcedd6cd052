import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ExternalLinkProvider } from '../ExternalLinkDialog/ExternalLinkProvider';
import { axeViolations } from '../test/axe';
import { Footer, toTelHref, type FooterProps } from './Footer';
import { FooterLegalLinks } from './FooterLegalLinks';
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

/**
 * The source files a module imports, itself first (relative imports, followed; CSS left out), and
 * the packages they import.
 */
function moduleGraph(entry: string) {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    const imports = source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g);
    for (const [, from, bare] of imports) {
      const specifier = from ?? bare;
      if (!specifier || specifier.endsWith('.css')) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const resolved = ['.tsx', '.ts', '/index.ts']
        .map((extension) => resolve(dirname(file), `${specifier}${extension}`))
        .find((candidate) => existsSync(candidate));
      if (!resolved) throw new Error(`${specifier} (from ${file}) not found`);
      visit(resolved);
    }
  };
  visit(entry);
  return { files, packages };
}

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

    it('shows the year it is given in the copyright line', () => {
      render(<Footer year={2026} />);
      expect(
        screen.getByText('© 2026 VivaSalud. Todos los derechos reservados.'),
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
    const externalLinks = [
      ['Libro de reclamaciones (abre un sitio externo)', 'https://reclamos.example.pe'],
      ['Alerta genética / línea ética (abre un sitio externo)', 'https://lineaetica.example.pe'],
      ['VivaSalud en TikTok (abre un sitio externo)', 'https://www.tiktok.com/@vivasalud'],
      ['VivaSalud en YouTube (abre un sitio externo)', 'https://www.youtube.com/@vivasalud'],
      ['VivaSalud en Instagram (abre un sitio externo)', 'https://www.instagram.com/vivasalud'],
      ['VivaSalud en Facebook (abre un sitio externo)', 'https://www.facebook.com/vivasalud'],
    ] as const;

    it('marks only the links to other sites, each a real new-tab link', () => {
      render(<Footer {...complete} />);
      const marked = screen
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('data-external-link'));
      expect(marked.map((link) => link.getAttribute('href'))).toEqual(
        externalLinks.map(([, url]) => url),
      );
      for (const link of marked) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    it.each(externalLinks)(
      '"%s" asks the provider’s confirmation for %s, then opens it in a new tab',
      async (name, url) => {
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        const user = userEvent.setup();
        render(
          <ExternalLinkProvider>
            <Footer {...complete} />
          </ExternalLinkProvider>,
        );
        const clicks = watchClicks();
        await user.click(screen.getByRole('link', { name }));
        clicks.stop();
        expect(clicks.prevented).toEqual([true]);
        const dialog = await screen.findByRole('dialog', { name: 'Ten en cuenta' });
        await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
        expect(open).toHaveBeenCalledExactlyOnceWith(url, '_blank', 'noopener,noreferrer');
        open.mockRestore();
      },
    );

    it('is left to the browser without a provider (a plain new-tab link)', async () => {
      const user = userEvent.setup();
      render(<Footer {...complete} />);
      const clicks = watchClicks();
      await user.click(screen.getByRole('link', { name: /Libro de reclamaciones/ }));
      clicks.stop();
      expect(clicks.prevented).toEqual([false]);
    });

    it('works from the keyboard, and Cancelar gives focus back to the link', async () => {
      const user = userEvent.setup();
      render(
        <ExternalLinkProvider>
          <Footer {...complete} />
        </ExternalLinkProvider>,
      );
      const link = screen.getByRole('link', { name: /Facebook/ });
      link.focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(link).toHaveFocus();
    });
  });

  describe('given the legal page it is on (issue #25)', () => {
    const legal = () => screen.getByRole('navigation', { name: 'Legal' });

    it.each([
      ['/politica-de-privacidad', 'Política de privacidad'],
      ['/terminos-condiciones/', 'Términos y condiciones'],
      ['/transparencia', 'Transparencia'],
    ])('on %s renders «%s» as text, the other legal pages as links', (currentPath, title) => {
      render(<Footer currentPath={currentPath} />);
      expect(within(legal()).queryByRole('link', { name: title })).not.toBeInTheDocument();
      const here = within(legal()).getByText(title);
      expect(here.tagName).toBe('SPAN');
      expect(here).toHaveAttribute('aria-current', 'page');
      expect(within(legal()).getAllByRole('link')).toHaveLength(2);
    });

    it('keeps every legal page a link elsewhere, and has no axe violation on one', async () => {
      const { container, unmount } = render(<Footer {...complete} currentPath="/transparencia" />);
      expect(await axeViolations(container)).toEqual([]);
      unmount();
      render(<Footer currentPath="/clases-grabadas" />);
      expect(within(legal()).getAllByRole('link')).toHaveLength(3);
      expect(legal().querySelector('[aria-current]')).toBeNull();
    });

    it("takes the app's own legal list (one that reads the path on the client)", () => {
      render(
        <Footer
          legalLinks={<FooterLegalLinks currentPath="/transparencia/" linkComponent="a" />}
        />,
      );
      expect(
        within(legal()).queryByRole('link', { name: 'Transparencia' }),
      ).not.toBeInTheDocument();
      expect(within(legal()).getByText('Transparencia')).toHaveAttribute('aria-current', 'page');
    });
  });

  describe("given the app's settings (the portal's «Ahorro de datos»)", () => {
    it('shows them as the last column, after the social networks, and has no axe violation', async () => {
      const { container } = render(
        <Footer
          {...complete}
          settings={
            <section aria-labelledby="ajustes">
              <h2 id="ajustes">Ahorro de datos</h2>
              <form method="post" action="/api/ahorro-de-datos">
                <button type="submit" name="ahorro" value="1">
                  Activar el ahorro de datos
                </button>
              </form>
            </section>
          }
        />,
      );
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings.at(-1)).toBe('Ahorro de datos');
      expect(screen.getByRole('button', { name: 'Activar el ahorro de datos' })).toBeVisible();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('renders no extra column without them', () => {
      const { container } = render(<Footer {...complete} />);
      expect(container.querySelector('form')).toBeNull();
    });
  });

  describe('given it renders on the server (no client code of its own, issue #6)', () => {
    it('asks the confirmation from its server HTML, never hydrated, with a provider elsewhere', async () => {
      const user = userEvent.setup();
      const page = document.createElement('div');
      page.innerHTML = renderToString(<Footer {...complete} />);
      document.body.append(page);
      try {
        render(<ExternalLinkProvider />);
        const link = within(page).getByRole('link', { name: /Instagram/ });
        await user.click(link);
        expect(await screen.findByRole('dialog', { name: 'Ten en cuenta' })).toBeInTheDocument();
        await user.keyboard('{Escape}');
        expect(link).toHaveFocus();
      } finally {
        page.remove();
      }
    });

    it('does not import lucide-react (its icons are client components)', async () => {
      const lucide = { loads: 0 };
      vi.resetModules();
      vi.doMock('lucide-react', () => {
        lucide.loads += 1;
        return {};
      });
      try {
        const { Footer: FreshFooter } = await import('./Footer');
        render(<FreshFooter {...complete} />);
        expect(lucide.loads).toBe(0);
      } finally {
        vi.doUnmock('lucide-react');
      }
    });

    it("has no 'use client' module and imports nothing but React and clsx", () => {
      const { files, packages } = moduleGraph(resolve(import.meta.dirname, 'Footer.tsx'));
      expect(files.map((file) => relative(resolve(import.meta.dirname, '..'), file))).toEqual([
        'Footer/Footer.tsx',
        'VisuallyHidden/VisuallyHidden.tsx',
        'asChild/asChild.ts',
        'ExternalLinkDialog/externalLinkMarker.ts',
        'icons/book-open.tsx',
        'icons/Icon.tsx',
        'icons/external-link.tsx',
        'icons/phone.tsx',
        'icons/shield-alert.tsx',
        'icons/siren.tsx',
        'Footer/FooterLegalLinks.tsx',
        'Header/menuItems.ts',
        'Footer/SocialIcons.tsx',
      ]);
      for (const file of files) {
        expect(readFileSync(file, 'utf8')).not.toMatch(/^\s*['"]use client['"]/m);
      }
      expect([...packages].sort()).toEqual(['clsx', 'react']);
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
