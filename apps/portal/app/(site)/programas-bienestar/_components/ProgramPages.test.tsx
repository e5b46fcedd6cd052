import { render, screen, within } from '@testing-library/react';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Site from '@/lib/pages/site';
import { loadProgram, loadProgramSections } from '../_lib/load';
import {
  ProgramAppointmentsRedirect,
  ProgramDetailRedirect,
  ProgramList,
  ProgramPage,
  programActions,
} from './ProgramPages';

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
});

describe('ProgramPage', () => {
  it('shows the program, its benefits and sections, and its actions', async () => {
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
    render(await ProgramPage({ program: MATERNITY }));

    expect(loadProgramSections).toHaveBeenCalledWith(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maternidad saludable');
    expect(screen.getByText('embarazo').tagName).toBe('STRONG');
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(trail).getByRole('link', { name: 'Programas de bienestar' }).getAttribute('href'),
    ).toBe('/programas-bienestar');
    const benefits = screen.getByRole('region', { name: 'Beneficios' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Control prenatal' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Inscríbete en el programa' }).getAttribute('href'),
    ).toBe('/programas-bienestar/maternidad/inscripcion');
    expect(screen.getByRole('link', { name: 'Solicita tu cita' }).getAttribute('href')).toBe(
      '/programas-bienestar/solicita-cita?programa=maternidad',
    );
  });
});

describe('programActions', () => {
  it.each([
    [{ slug: 'maternidad', requiereCita: true }, ['Inscríbete en el programa', 'Solicita tu cita']],
    [{ slug: 'fuerte-como-el-hierro', requiereCita: false }, ['Inscríbete en el programa']],
    [{ slug: 'nuevo-programa', requiereCita: true }, ['Solicita tu cita']],
    // A program with neither leads to the classes: never a page without a way on.
    [{ slug: 'vida-activa', requiereCita: false }, ['Ver las clases']],
  ])('%j offers %j', (program, titles) => {
    expect(programActions(program).map((action) => action.title)).toEqual(titles);
  });
});

describe('ProgramList', () => {
  it('lists each program as a link to its page', () => {
    render(
      <ProgramList
        programs={
          [
            {
              id: 1,
              slug: 'maternidad',
              titulo: 'Maternidad saludable',
              resumen: 'Embarazo.',
              imagen: null,
              estado: 'ACT',
            },
            {
              id: 2,
              slug: 'vida-activa',
              titulo: 'Vida activa',
              resumen: 'Movimiento.',
              imagen: null,
              estado: 'ACT',
            },
          ] as never
        }
      />,
    );
    const list = screen.getByRole('region', { name: 'Nuestros programas' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Maternidad saludable', '/programas-bienestar/maternidad'],
      ['Vida activa', '/programas-bienestar/vida-activa'],
    ]);
  });

  it('says so when the service lists none', () => {
    render(<ProgramList programs={[]} />);
    expect(screen.getByText(/Pronto publicaremos nuevos programas/)).toBeTruthy();
  });
});

describe('the spec addresses (table A)', () => {
  it('…/detail?id= answers 308 to the program’s own address', async () => {
    vi.mocked(loadProgram).mockResolvedValue(MATERNITY);
    await expect(ProgramDetailRedirect({ searchParams: query({ id: '1' }) })).rejects.toThrow(
      'NEXT_REDIRECT 308 /programas-bienestar/maternidad',
    );
  });

  it('…/detail/citas?id= answers 308 to the program’s appointment request', async () => {
    vi.mocked(loadProgram).mockResolvedValue(MATERNITY);
    await expect(ProgramAppointmentsRedirect({ searchParams: query({ id: '1' }) })).rejects.toThrow(
      'NEXT_REDIRECT 308 /programas-bienestar/solicita-cita?programa=maternidad',
    );
  });

  it('without an id, leads to the programs page', async () => {
    await expect(ProgramDetailRedirect({ searchParams: query({}) })).rejects.toThrow(
      'NEXT_REDIRECT 307 /programas-bienestar',
    );
    expect(loadProgram).not.toHaveBeenCalled();
  });

  it.each(['abc', '0', '-1', '1.5', ''])('with id %j, is the not-found screen', async (id) => {
    await expect(ProgramDetailRedirect({ searchParams: query({ id }) })).rejects.toThrow(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
    expect(loadProgram).not.toHaveBeenCalled();
  });

  it('a program the service does not have is the not-found screen', async () => {
    vi.mocked(loadProgram).mockResolvedValue(null);
    await expect(ProgramDetailRedirect({ searchParams: query({ id: '99' }) })).rejects.toThrow(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
  });
});
