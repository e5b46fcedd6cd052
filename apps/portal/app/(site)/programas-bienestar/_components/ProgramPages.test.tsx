import { render, screen, within } from '@testing-library/react';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPage } from '@/components/content/ContentPage';
import type * as Site from '@/lib/pages/site';
import { loadPage } from '@/lib/pages/load';
import { loadProgram, loadProgramSections } from '../_lib/load';
import { ProgramAppointmentsPage, ProgramDetailPage, programDetailMetadata } from './ProgramPages';
import { cmsPage } from '@/test/pages';

vi.mock('next/link', () => import('@/test/next-link'));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT 307 ${to}`);
  },
  permanentRedirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT 308 ${to}`);
  },
}));
vi.mock('@/lib/pages/load', () => ({ loadPage: vi.fn() }));
vi.mock('@/lib/pages/site', async (importOriginal) => ({
  ...(await importOriginal<typeof Site>()),
  siteUrl: () => 'http://localhost:3000',
}));
vi.mock('../_lib/load', () => ({
  loadProgram: vi.fn(),
  loadProgramSections: vi.fn(),
}));

const MATERNITY: ContentSchema<'ProgramaBienestarDetalle'> = {
  id: 1,
  slug: 'maternidad',
  titulo: 'Maternidad saludable',
  descripcion: '<p>Te acompañamos en el <strong>embarazo</strong>.</p>',
  imagen: null,
  beneficios: ['Recordatorios de tus controles', 'Sesiones de preparación para el parto'],
  requiereCita: true,
  estado: 'ACT',
};

const query = (params: Record<string, string | string[] | undefined>) => Promise.resolve(params);

beforeEach(() => {
  vi.mocked(loadProgram).mockReset();
  vi.mocked(loadProgramSections).mockReset().mockResolvedValue([]);
  vi.mocked(loadPage).mockReset();
});

describe('ProgramDetailPage', () => {
  it('shows the program, its benefits and sections, and its actions', async () => {
    vi.mocked(loadProgram).mockResolvedValue(MATERNITY);
    vi.mocked(loadProgramSections).mockResolvedValue([
      {
        id: 1,
        programaId: 1,
        titulo: 'Control prenatal',
        contenido: '<ul><li>Control de peso.</li></ul>',
        imagen: null,
        orden: 1,
        estado: 'ACT',
      },
    ]);
    render(await ProgramDetailPage({ searchParams: query({ id: '1' }) }));

    expect(loadProgram).toHaveBeenCalledWith(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maternidad saludable');
    expect(screen.getByText('embarazo').tagName).toBe('STRONG');
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(trail).getByRole('link', { name: 'Programas de bienestar' }).getAttribute('href'),
    ).toBe('/programas-bienestar');
    const benefits = screen.getByRole('region', { name: 'Beneficios' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Control prenatal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicita tu cita' }).getAttribute('href')).toBe(
      '/programas-bienestar/solicita-cita',
    );
    expect(screen.getByRole('link', { name: 'Ver mis citas' }).getAttribute('href')).toBe(
      '/programas-bienestar/detail/citas?id=1',
    );
  });

  it('offers no appointment request when the program needs none', async () => {
    vi.mocked(loadProgram).mockResolvedValue({ ...MATERNITY, requiereCita: false });
    render(await ProgramDetailPage({ searchParams: query({ id: '1' }) }));
    expect(screen.queryByRole('link', { name: 'Solicita tu cita' })).toBeNull();
  });

  it('without an id, leads to the programs page', async () => {
    await expect(ProgramDetailPage({ searchParams: query({}) })).rejects.toThrow(
      'NEXT_REDIRECT 307 /programas-bienestar',
    );
    expect(loadProgram).not.toHaveBeenCalled();
  });

  it.each(['abc', '0', '-1', '1.5', ''])('with id %j, is the not-found screen', async (id) => {
    await expect(ProgramDetailPage({ searchParams: query({ id }) })).rejects.toThrow(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
    expect(loadProgram).not.toHaveBeenCalled();
  });

  it('a program the service does not have is the not-found screen', async () => {
    vi.mocked(loadProgram).mockResolvedValue(null);
    await expect(ProgramDetailPage({ searchParams: query({ id: '99' }) })).rejects.toThrow(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
  });

  it('names the program in the metadata', async () => {
    vi.mocked(loadProgram).mockResolvedValue(MATERNITY);
    expect(await programDetailMetadata(query({ id: '1' }))).toEqual({
      title: 'Maternidad saludable',
      alternates: { canonical: 'http://localhost:3000/programas-bienestar/detail?id=1' },
    });
  });
});

describe('ProgramAppointmentsPage', () => {
  it('is the «Mis citas» page naming the program', async () => {
    vi.mocked(loadProgram).mockResolvedValue(MATERNITY);
    vi.mocked(loadPage).mockResolvedValue(
      cmsPage(
        { title: 'Mis citas', slug: 'programas-bienestar-citas', seo: null as never },
        { heading: 'Mis citas', subheading: null },
      ),
    );
    // It answers the async ContentPage element: render what that one answers.
    const element = await ProgramAppointmentsPage({ searchParams: query({ id: '1' }) });
    expect(element.type).toBe(ContentPage);
    render(await ContentPage(element.props));
    expect(loadPage).toHaveBeenCalledWith('programas-bienestar-citas');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis citas');
    expect(screen.getByText(/Programa:/).textContent).toBe('Programa: Maternidad saludable');
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(trail).getByRole('link', { name: 'Maternidad saludable' }).getAttribute('href'),
    ).toBe('/programas-bienestar/detail?id=1');
  });

  it('without an id, leads to every program’s appointments', async () => {
    await expect(ProgramAppointmentsPage({ searchParams: query({}) })).rejects.toThrow(
      'NEXT_REDIRECT 307 /programas-bienestar/citas',
    );
  });
});
