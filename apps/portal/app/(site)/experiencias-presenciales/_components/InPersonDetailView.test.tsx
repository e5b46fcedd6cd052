import { render as renderWithoutPage, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentSchema } from '@vivasalud/api-client/content';
import { ExternalLinkProvider } from '@vivasalud/ui/external-link-dialog';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageQueryClient } from '@/components/query/PageQueryClient';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { inPersonClass, PRICE_PLANS } from '@/test/in-person';
import { InPersonDetailView, type InPersonDetailViewProps } from './InPersonDetailView';

vi.mock('next/link', () => import('@/test/next-link'));

const PATH = '/experiencias-presenciales/hatha-yoga-para-principiantes';
const MAP = 'https://www.google.com/maps/search/?api=1&query=Av.+Jos%C3%A9+Larco+812';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const render = (ui: ReactElement) =>
  renderWithoutPage(ui, {
    wrapper: ({ children }) => (
      <QueryClientSlot client={createPageQueryClient()}>
        <ExternalLinkProvider product="VivaSalud">{children}</ExternalLinkProvider>
      </QueryClientSlot>
    ),
  });

const resource = (slug: string): ContentSchema<'Resource'> => ({
  slug,
  title: slug,
  file: null,
  copy: null,
  actions: [{ title: 'Ver', link: `/${slug}`, is_external: false, is_new: false, is_pro: false }],
});

function props(overrides: Partial<InPersonDetailViewProps> = {}): InPersonDetailViewProps {
  return {
    item: inPersonClass({ description: 'Posturas básicas y respiración.' }),
    path: PATH,
    site: 'http://localhost:3000',
    locations: [
      {
        slug: 'yoga-miraflores',
        name: 'Sede Miraflores',
        address: 'Av. José Larco 812',
        district: 'Miraflores',
        map_url: MAP,
      },
    ],
    prices: PRICE_PLANS,
    related: null,
    ...overrides,
  };
}

describe('InPersonDetailView', () => {
  it('shows the place, the weekly schedule and the price plans in soles with IGV', () => {
    render(<InPersonDetailView {...props()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hatha yoga para principiantes' }),
    ).toBeTruthy();
    expect(screen.getByText('Posturas básicas y respiración.')).toBeTruthy();
    const place = screen.getByRole('region', { name: 'Lugar' });
    expect(place.textContent).toContain('Av. José Larco 812, Miraflores');
    expect(screen.getByRole('region', { name: 'Horario' }).textContent).toContain(
      'lunes y miércoles, de 7:00 a 8:00 a. m.',
    );
    const table = screen.getByRole('table', { name: 'Planes de Yoga, en soles' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Clase suelta1 sesiónS/ 35.00IGV incluido',
      'Paquete de 8 clases8 sesionesS/ 240.00IGV incluido',
    ]);
    // No action yet (reserving comes in another wave): no dead button.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('«Cómo llegar» asks the external-link confirmation before leaving', async () => {
    render(<InPersonDetailView {...props()} />);
    const link = screen.getByRole('link', { name: 'Cómo llegar a Sede Miraflores' });
    expect(link.getAttribute('href')).toBe(MAP);
    await userEvent.click(link);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('a free class says «Gratis» and reads no prices', () => {
    render(
      <InPersonDetailView {...props({ item: inPersonClass({ price: null }), prices: null })} />,
    );
    expect(screen.getByRole('region', { name: 'Precios' }).textContent).toContain('Gratis');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('prices the server could not read are read again; a failure offers «Reintentar»', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/inperson-classes/get-prices', async ({ request }) => {
        calls += 1;
        expect(await request.json()).toEqual({ discipline: 'yoga' });
        return calls === 1
          ? HttpResponse.json(
              { error: true, code: 'UPSTREAM_ERROR', message: 'x' },
              { status: 502 },
            )
          : HttpResponse.json(PRICE_PLANS);
      }),
    );
    render(<InPersonDetailView {...props({ prices: null })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar los precios.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Planes de Yoga, en soles' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('the related block: every «expertos» resource plus one class or guide', () => {
    render(
      <InPersonDetailView
        {...props({
          related: {
            heading: 'Sigue explorando',
            resources: [
              resource('sesiones-con-expertos'),
              resource('telemedicina'),
              resource('clases-en-vivo'),
            ],
          },
        })}
      />,
    );
    const related = screen.getByRole('region', { name: 'Sigue explorando' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/sesiones-con-expertos');
    expect(hrefs).toContain('/clases-en-vivo');
    expect(hrefs).not.toContain('/telemedicina');
  });
});
