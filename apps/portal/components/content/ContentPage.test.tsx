import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { ApiError } from '@vivasalud/api-client/errors';
import { ExternalLinkProvider } from '@vivasalud/ui/external-link-dialog';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPage } from './ContentPage';
import { loadPage } from '@/lib/pages/load';
import { cmsPage } from '@/test/pages';

vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
}));
vi.mock('@/lib/pages/load', () => ({ loadPage: vi.fn() }));

type Page = ContentSchema<'Page'>;
type Action = ContentSchema<'Action'>;
type Resource = ContentSchema<'Resource'>;

const action = (overrides: Partial<Action>): Action => ({
  title: 'Ver más',
  link: '/',
  is_external: false,
  is_new: false,
  is_pro: false,
  ...overrides,
});

const resource = (slug: string, overrides: Partial<Resource> = {}): Resource => ({
  slug,
  title: slug,
  file: `http://localhost:4000/media/${slug}.webp`,
  copy: `Copia de ${slug}`,
  actions: [action({ title: `Ir a ${slug}`, link: `/${slug}` })],
  ...overrides,
});

function page(overrides: Partial<Page> = {}, content: Partial<Page['content']> = {}): Page {
  return cmsPage(
    {
      sections: [
        {
          slug: 'como-se-calcula',
          title: '¿Cómo se calcula?',
          copy: '<p>Divide tu peso entre tu <strong>talla al cuadrado</strong>.</p><script>alert(1)</script>',
          media: [
            {
              title: 'Balanza y cinta métrica',
              file: 'http://localhost:4000/media/herramienta-imc.webp',
              caption: null,
              file_type: 'image',
            },
          ],
          actions: [],
        },
      ],
      recommendations: [resource('calculadora-de-calorias')],
      ...overrides,
    },
    {
      actions: [
        action({
          title: 'Calcula tus calorías',
          link: '/herramientas-para-tu-salud/calculadora-de-calorias',
        }),
      ],
      ...content,
    },
  );
}

async function renderPage(path: string, data: Page) {
  vi.mocked(loadPage).mockResolvedValue(data);
  const element = await ContentPage({ path });
  return render(<ExternalLinkProvider product="VivaSalud">{element}</ExternalLinkProvider>);
}

beforeEach(() => {
  vi.mocked(loadPage).mockReset();
});

describe('ContentPage', () => {
  it('shows the page: breadcrumb, heading, subheading, actions, sections, recommendations', async () => {
    await renderPage('/herramientas-para-tu-salud/calculadora-IMC', page());
    expect(loadPage).toHaveBeenCalledWith('calculadora-IMC');

    const main = screen.getByRole('main');
    expect(main.id).toBe('contenido');

    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(
      within(trail).getByRole('link', { name: 'Herramientas para tu salud' }).getAttribute('href'),
    ).toBe('/herramientas-para-tu-salud');
    expect(within(trail).getByText('Calculadora de IMC').getAttribute('aria-current')).toBe('page');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Calculadora de índice de masa corporal (IMC)',
    );
    expect(screen.getByText('Descubre si tu peso es saludable para tu estatura.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calcula tus calorías' }).getAttribute('href')).toBe(
      '/herramientas-para-tu-salud/calculadora-de-calorias',
    );

    const section = screen.getByRole('region', { name: '¿Cómo se calcula?' });
    expect(section.id).toBe('como-se-calcula');
    expect(within(section).getByText('talla al cuadrado').tagName).toBe('STRONG');
    expect(section.querySelector('script')).toBeNull();
    expect(section.textContent).not.toContain('alert');
    expect(within(section).getByRole('img', { name: 'Balanza y cinta métrica' })).toBeTruthy();

    const recommendations = screen.getByRole('region', { name: 'Te recomendamos' });
    expect(within(recommendations).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(recommendations).getByRole('link', { name: 'Ir a calculadora-de-calorias' }),
    ).toBeTruthy();
  });

  it('adds the emphasised part of the heading', async () => {
    await renderPage(
      '/pilares',
      page({}, { heading: 'Los pilares de', strong_heading: 'tu bienestar' }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Los pilares de tu bienestar',
    );
  });

  it('falls back to the page title when the heading is blank', async () => {
    await renderPage('/pilares', page({ title: 'Pilares del bienestar' }, { heading: ' ' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pilares del bienestar');
  });

  it('marks new and pro actions, and leaves out an action with an unsafe address', async () => {
    await renderPage(
      '/programas-de-salud',
      page(
        { sections: [], recommendations: [] },
        {
          actions: [
            action({
              title: 'Iniciar una consulta',
              link: '/telemedicina#especialidades',
              is_pro: true,
            }),
            action({
              title: 'Regístrate',
              link: '/auth/registro',
              is_new: true,
              copy: 'Es gratis.',
            }),
            action({ title: 'Malicioso', link: 'javascript:alert(1)' }),
          ],
        },
      ),
    );
    const pro = screen.getByRole('link', { name: 'Iniciar una consulta Pro (para miembros pro)' });
    // The pro crown (issue #29), on the pro action only.
    expect(pro.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Regístrate Nuevo' }).querySelector('svg')).toBeNull();
    expect(screen.getByText('Es gratis.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Malicioso/ })).toBeNull();
  });

  it('leaves out actions, card links and copy links whose one slash a browser reads as two (issue #16)', async () => {
    const offSite = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\\evil.example',
      '/%2F%2Fevil.example',
    ];
    await renderPage(
      '/transparencia',
      page(
        {
          sections: [
            {
              slug: 'enlaces',
              title: 'Enlaces',
              copy: '<p><a href="/&#9;/evil.example">Tabulador</a> <a href="/&#10;/evil.example">Salto</a> <a href="/pilares">Pilares</a></p>',
              media: [],
              actions: [action({ title: 'Acción de sección', link: '/\n/evil.example' })],
            },
          ],
          recommendations: [],
        },
        {
          actions: [
            ...offSite.map((link, index) => action({ title: `Fuera ${index}`, link })),
            action({ title: 'Externa fuera', link: '/\t/evil.example', is_external: true }),
            action({ title: 'Clases en vivo', link: '/clases-en-vivo' }),
          ],
          heading_resources: 'Recursos',
          resources: [
            resource('tarjeta', { actions: [action({ title: 'Ir', link: '/\t/evil.example' })] }),
          ],
        },
      ),
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    for (const href of hrefs) {
      expect(
        new URL(href, 'http://localhost:3000/transparencia').origin,
        JSON.stringify(href),
      ).toBe('http://localhost:3000');
      expect(href).not.toContain('evil.example');
    }
    expect(
      screen.queryByRole('link', { name: /Fuera|Externa fuera|Acción de sección/ }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Clases en vivo' }).getAttribute('href')).toBe(
      '/clases-en-vivo',
    );
    // The copy keeps the text of a dropped link; the card falls back to "/".
    const section = screen.getByRole('region', { name: 'Enlaces' });
    expect(section.textContent).toContain('Tabulador');
    expect(within(section).queryByRole('link', { name: 'Tabulador' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Pilares' }).getAttribute('href')).toBe(
      '/pilares',
    );
    const card = within(screen.getByRole('region', { name: 'Recursos' })).getByRole('article');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/');
  });

  it('sends an external action through the confirmation dialog', async () => {
    const user = userEvent.setup();
    await renderPage(
      '/transparencia',
      page(
        { sections: [], recommendations: [] },
        {
          actions: [
            action({
              title: 'Libro de reclamaciones',
              link: 'https://reclamaciones.vivasalud.pe/',
              is_external: true,
            }),
          ],
        },
      ),
    );
    const link = screen.getByRole('link', { name: /Libro de reclamaciones/ });
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(link);
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.getByRole('dialog'));
    expect(dialog.textContent).toContain('Ten en cuenta');
  });

  it('shows the resources with their heading, a placeholder for a missing image', async () => {
    await renderPage(
      '/vive-sanamente',
      page(
        { sections: [], recommendations: [] },
        {
          heading_resources: 'Elige tu formato',
          resources: [
            resource('vive-sanamente-lecturas'),
            resource('vive-sanamente-videos', { file: null }),
            resource('sin-enlace', { actions: [action({ title: 'Mal', link: 'javascript:x' })] }),
          ],
        },
      ),
    );
    const block = screen.getByRole('region', { name: 'Elige tu formato' });
    const cards = within(block).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards[1]!.getAttribute('data-media')).toBe('placeholder');
    // An unsafe card link falls back to the design system's default ("Ver más", "/").
    expect(within(cards[2]!).getByRole('link').getAttribute('href')).toBe('/');
  });

  it('shows spec §2’s choice of related resources on the experiences page', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await renderPage(
      '/experiencias-presenciales',
      page(
        { sections: [], recommendations: [] },
        {
          heading_resources: 'También te puede interesar',
          resources: [
            resource('experiencias-presenciales'),
            resource('sesiones-con-expertos'),
            resource('clases-en-vivo'),
            resource('guias-y-consejos'),
          ],
        },
      ),
    );
    const block = screen.getByRole('region', { name: 'También te puede interesar' });
    expect(
      within(block)
        .getAllByRole('article')
        .map((card) => card.dataset.slug),
    ).toEqual(['sesiones-con-expertos', 'clases-en-vivo']);
    vi.mocked(Math.random).mockRestore();
  });

  it('a page the service does not have is the not-found screen', async () => {
    vi.mocked(loadPage).mockResolvedValue(null);
    await expect(ContentPage({ path: '/pilares' })).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it('a failing service is an error, never an empty page', async () => {
    vi.mocked(loadPage).mockRejectedValue(new ApiError('NETWORK_ERROR', 'Network Error'));
    await expect(ContentPage({ path: '/pilares' })).rejects.toThrow('Network Error');
  });
});
