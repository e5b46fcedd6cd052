import { render, screen, within } from '@testing-library/react';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { contentHttp } from '@vivasalud/api-client/testing';
import { ExternalLinkProvider } from '@vivasalud/ui/external-link-dialog';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupContentServer } from '@/test/content-server';
import HomePage, { generateMetadata } from './page';
import { liveClassCard } from '@/test/live-classes';

// Outside a request there is no connection to wait for.
vi.mock('next/server', () => ({ connection: async () => {} }));
vi.mock('next/link', () => import('@/test/next-link'));

const server = setupContentServer();

type Action = ContentSchema<'Action'>;
const action = (title: string, link: string, extra: Partial<Action> = {}): Action => ({
  title,
  link,
  is_external: false,
  is_new: false,
  is_pro: false,
  ...extra,
});
const media = (file: string) => `http://localhost:4000/media/${file}`;

const PAGE: ContentSchema<'Page'> = {
  title: 'Inicio',
  slug: 'home',
  available_from: null,
  available_until: null,
  seo: {
    title: 'Salud y bienestar para todos | VivaSalud',
    description: 'Clases, guías y herramientas.',
    keywords: 'salud, bienestar',
    canonical_url: 'https://www.vivasalud.pe/',
    meta: [{ name: 'og:image', content: media('hero-bienestar.webp') }],
    links: [],
  },
  content: {
    heading: 'Tu salud y bienestar, en un solo lugar',
    subheading: 'Clases, guías, herramientas y acompañamiento profesional.',
    actions: [action('Explora las clases', '/clases-en-vivo')],
    heading_resources: null,
    resources: [],
    strong_heading: null,
  },
  sections: [
    {
      slug: 'temas-de-salud',
      title: 'Temas que te importan',
      copy: '<p>Información confiable.</p>',
      media: [],
      actions: [action('Maternidad', '/programas-bienestar/maternidad', { icon: 'maternidad' })],
    },
    {
      slug: 'vive-sanamente',
      title: 'Vive sanamente',
      copy: '<p>Lecturas, videos, podcasts e infografías.</p>',
      media: [],
      actions: [action('Ir a Vive sanamente', '/vive-sanamente')],
    },
  ],
  recommendations: [],
};

const banner = (title: string, file: string): ContentSchema<'Banner'> => ({
  title,
  promotional_content: `Texto de ${title}`,
  images: [{ title, file: media(file), caption: null }],
  actions: [action(`Ver ${title}`, '/pilares')],
});

const promo = (heading: string, titles: string[]): ContentSchema<'Promo'> => ({
  heading,
  subheading: null,
  links: titles.map((title) => ({
    action: action(title, `/pilares#${title}`, { icon: 'prevencion', copy: `Sobre ${title}` }),
  })),
  media: [],
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const liveClass = (slug: string, startsAt: string): ContentSchema<'LiveClass'> =>
  liveClassCard({
    slug,
    title: `Clase ${slug}`,
    image: media('clase-yoga.webp'),
    copy: 'Una clase.',
    starts_at: startsAt,
    mentor: null,
    actions: [action('Reservar mi lugar', `/clases-en-vivo/${slug}`)],
    reservation_closes_at: new Date(Date.parse(startsAt) - 5 * 60_000).toISOString(),
  });

const slide = (id: number, title: string, order: number): ContentSchema<'LiveHealthySlide'> => ({
  id,
  title,
  summary: `Resumen de ${title}`,
  image: media('vive-lectura.webp'),
  link: `/vive-sanamente/lecturas/detail?slug=${id}`,
  order,
});

const SEO: ContentSchema<'SeoConfiguration'> = {
  item: 'home',
  titulo: 'Inicio desde la configuración | VivaSalud',
  descripcion: 'Descripción configurada.',
  palabrasClave: 'salud',
  urlCanonica: 'https://www.vivasalud.pe/',
  imagenOg: null,
  estado: 'ACT',
};

/** Every home call answering as the seeded service would. */
function serviceUp() {
  server.use(
    contentHttp.get('/home/slider/', ({ response }) =>
      response(200).json([
        banner('Tu bienestar empieza hoy', 'hero-bienestar.webp'),
        banner('Clases en vivo para moverte', 'slider-clases.webp'),
      ]),
    ),
    contentHttp.get('/pages/hero/', ({ response }) =>
      response(200).json(banner('Cuida tu salud a tu ritmo', 'hero-bienestar.webp')),
    ),
    contentHttp.get('/home/menu-qs/', ({ response }) =>
      response(200).json({
        logo: { title: 'VivaSalud', file: media('logo.webp'), file_type: 'image', caption: null },
        actions: [{ title: 'Vive sanamente', link: '/vive-sanamente' }],
      }),
    ),
    contentHttp.get('/home/ventajas/', ({ response }) =>
      response(200).json(promo('¿Por qué cuidarte con VivaSalud?', ['Herramientas gratuitas'])),
    ),
    contentHttp.get('/home/pilares/', ({ response }) =>
      response(200).json(promo('Los pilares de tu bienestar', ['Prevención'])),
    ),
    contentHttp.get('/wellness/sections/home_live_resources/', ({ response }) =>
      response(200).json({
        heading: 'Próximas clases en vivo',
        subheading: null,
        actions: [action('Ver todas las clases', '/clases-en-vivo')],
        results: [
          liveClass('ya-termino', inDays(-2)),
          liveClass('pasado-manana', inDays(2)),
          liveClass('manana', inDays(1)),
        ],
      }),
    ),
    contentHttp.get('/home/vive-sanamente/listLiveHealthyHomeSlider', ({ response }) =>
      response(200).json([slide(2, 'Pausas activas', 2), slide(1, 'Plato saludable', 1)]),
    ),
    contentHttp.get('/home/vive-sanamente/listLiveHealthyHomeSliderNotFound', ({ response }) =>
      response(200).json([slide(9, 'Manejo del estrés', 1)]),
    ),
    contentHttp.get('/pages/qs_services/', ({ response }) =>
      response(200).json([
        {
          slug: 'telemedicina',
          title: 'Telemedicina',
          file: media('telemedicina.webp'),
          copy: 'Consultas por videollamada.',
          actions: [action('Consultar ahora', '/telemedicina')],
        },
      ]),
    ),
    contentHttp.get('/pages/sections/', ({ response }) =>
      response(200).json([
        {
          slug: 'herramientas',
          title: 'Herramientas para conocerte mejor',
          copy: '<p>Calcula tu IMC.</p>',
          media: [],
          actions: [],
        },
      ]),
    ),
    contentHttp.get('/pages/mentors/', ({ response }) =>
      response(200).json([
        {
          slug: 'rosa',
          name: 'Rosa Ccori Valdivia',
          specialty: 'Nutricionista',
          photo: media('mentor-3.webp'),
          bio: 'Menús prácticos.',
        },
      ]),
    ),
    contentHttp.get('/pages/aprende-consigue-vida-saludable/', ({ response }) =>
      response(200).json({
        ...PAGE,
        slug: 'aprende-consigue-vida-saludable',
        title: 'Aprende y consigue una vida saludable',
        content: {
          ...PAGE.content,
          heading: 'Aprende y consigue una vida saludable',
          actions: [action('Ver guías y consejos', '/guias-y-consejos')],
        },
      }),
    ),
    contentHttp.post('/configuracion-seo/list_ConfigurationSeo', ({ response }) =>
      response(200).json(SEO),
    ),
    // Last: the fixed page blocks above (`/pages/hero/`…) match this pattern too.
    contentHttp.get('/pages/{slug}/', ({ params, response }) =>
      params.slug === 'home'
        ? response(200).json(PAGE)
        : response(404).json({ error: true, message: 'No encontrado', code: 'NOT_FOUND' }),
    ),
  );
}

async function renderHome() {
  render(<ExternalLinkProvider>{await HomePage()}</ExternalLinkProvider>);
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  serviceUp();
});

describe('home (issue #18)', () => {
  it('shows every block of the service, in order', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Tu salud y bienestar, en un solo lugar',
    );
    const hero = screen.getByRole('region', { name: 'Destacados' });
    expect(within(hero).getByRole('heading', { name: 'Tu bienestar empieza hoy' })).toBeTruthy();
    expect(within(hero).getByRole('heading', { name: 'Clases en vivo para moverte' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Accesos rápidos' })).getByRole('link', {
        name: 'Vive sanamente',
      }),
    ).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Tu bienestar empieza hoy',
      'Clases en vivo para moverte',
      '¿Por qué cuidarte con VivaSalud?',
      'Temas que te importan',
      'Los pilares de tu bienestar',
      'Próximas clases en vivo',
      'Vive sanamente',
      'Nuestros servicios',
      'Herramientas para conocerte mejor',
      'Nuestros especialistas',
      'Aprende y consigue una vida saludable',
    ]);
  });

  it('lists only the classes still to come, soonest first, each to its page', async () => {
    await renderHome();
    const block = region('Próximas clases en vivo');
    const titles = within(block)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Clase manana', 'Clase pasado-manana']);
    expect(within(block).getByRole('link', { name: 'Clase manana' }).getAttribute('href')).toBe(
      '/clases-en-vivo/manana',
    );
    expect(within(block).getByRole('link', { name: 'Ver todas las clases' })).toBeTruthy();
  });

  it('«Nuestros especialistas»: each name leads to the live classes that person teaches', async () => {
    await renderHome();
    const block = region('Nuestros especialistas');
    const link = within(block).getByRole('link', { name: /^Rosa Ccori Valdivia/ });
    expect(link.getAttribute('href')).toBe('/clases-en-vivo?imparte=rosa');
    expect(link.textContent).toBe('Rosa Ccori Valdivia: sus clases en vivo');
  });

  it('Vive sanamente: the slides in the service order, with the page section’s link', async () => {
    await renderHome();
    const block = region('Vive sanamente');
    const slides = within(block).getAllByRole('heading', { level: 3 });
    expect(slides.map((heading) => heading.textContent)).toEqual([
      'Plato saludable',
      'Pausas activas',
    ]);
    expect(within(block).getByRole('link', { name: 'Ir a Vive sanamente' })).toBeTruthy();
  });

  it('Vive sanamente: the «not found» list when the home slider is empty', async () => {
    server.use(
      contentHttp.get('/home/vive-sanamente/listLiveHealthyHomeSlider', ({ response }) =>
        response(200).json([]),
      ),
    );
    await renderHome();
    expect(
      within(region('Vive sanamente'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Manejo del estrés']);
  });

  it('the page hero is the one slide when the slider is empty', async () => {
    server.use(contentHttp.get('/home/slider/', ({ response }) => response(200).json([])));
    await renderHome();
    expect(screen.getByRole('heading', { name: 'Cuida tu salud a tu ritmo' })).toBeTruthy();
    // One slide: no carousel, so no controls to press.
    expect(screen.queryByRole('region', { name: 'Destacados' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Diapositiva siguiente' })).toHaveLength(1);
  });

  it.each([
    ['/home/ventajas/', '¿Por qué cuidarte con VivaSalud?'],
    ['/home/pilares/', 'Los pilares de tu bienestar'],
    ['/wellness/sections/home_live_resources/', 'Próximas clases en vivo'],
    ['/pages/qs_services/', 'Nuestros servicios'],
    ['/pages/sections/', 'Herramientas para conocerte mejor'],
    ['/pages/mentors/', 'Nuestros especialistas'],
    ['/pages/aprende-consigue-vida-saludable/', 'Aprende y consigue una vida saludable'],
  ] as const)('%s failing: its block is left out, the rest renders', async (path, heading) => {
    server.use(
      contentHttp.get(path, ({ response }) =>
        response(500).json({ error: true, message: 'Error interno', code: 'INTERNAL_ERROR' }),
      ),
    );
    await renderHome();
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Destacados' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('failed'), 'Error interno');
  });

  it('every block failing but the page: the page and its topics still render', async () => {
    server.resetHandlers();
    server.use(
      contentHttp.get('/pages/{slug}/', ({ params, response }) =>
        params.slug === 'home'
          ? response(200).json(PAGE)
          : response(500).json({ error: true, message: 'Error interno', code: 'INTERNAL_ERROR' }),
      ),
      ...(
        [
          '/home/slider/',
          '/pages/hero/',
          '/home/menu-qs/',
          '/home/ventajas/',
          '/home/pilares/',
          '/wellness/sections/home_live_resources/',
          '/home/vive-sanamente/listLiveHealthyHomeSlider',
          '/home/vive-sanamente/listLiveHealthyHomeSliderNotFound',
          '/pages/qs_services/',
          '/pages/sections/',
          '/pages/mentors/',
        ] as const
      ).map((path) => contentHttp.get(path, () => HttpResponse.error())),
      contentHttp.post('/configuracion-seo/list_ConfigurationSeo', () => HttpResponse.error()),
    );
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(region('Temas que te importan')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Destacados' })).toBeNull();
  });

  it('the home page itself failing is an error (Next keeps the last good copy)', async () => {
    server.use(contentHttp.get('/pages/{slug}/', () => HttpResponse.error()));
    await expect(HomePage()).rejects.toThrow();
  });
});

describe('home metadata', () => {
  it('comes from the active SEO configuration, falling back to the page’s seo', async () => {
    const metadata = await generateMetadata();
    expect(metadata.title).toEqual({ absolute: 'Inicio desde la configuración | VivaSalud' });
    expect(metadata.description).toBe('Descripción configurada.');
    expect(metadata.alternates?.canonical).toBe('https://www.vivasalud.pe/');
    // The configuration names no image: the page's stays.
    expect(metadata.openGraph?.images).toEqual([media('hero-bienestar.webp')]);
  });

  it('is the page’s seo when the configuration is void or missing', async () => {
    server.use(
      contentHttp.post('/configuracion-seo/list_ConfigurationSeo', ({ response }) =>
        response(200).json({ ...SEO, estado: 'ANU' }),
      ),
    );
    expect((await generateMetadata()).title).toEqual({
      absolute: 'Salud y bienestar para todos | VivaSalud',
    });
  });
});
