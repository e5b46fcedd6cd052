import { contentHttp } from '@vivasalud/api-client/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { footerData } from './footerData';
import { SiteFooter } from './SiteFooter';
import { setupContentServer } from '@/test/content-server';

// Outside a request there is no connection to wait for.
vi.mock('next/server', () => ({ connection: async () => {} }));

// Every request needs a handler: a test fails on a call it did not expect (setupContractServer).
const server = setupContentServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const PARAMETER = '/home/parametros-sistema/listParametros/{param}/';
const INTERNAL_ERROR = { error: true as const, message: 'Error interno' };

/** The footer's own calls: contact and emergency answer `phones` (or fail when null). */
function footerCalls(phones: { contact: string | null; emergency: string | null }) {
  server.use(
    contentHttp.get('/footer/contact/', ({ response }) =>
      phones.contact === null
        ? response(500).json(INTERNAL_ERROR)
        : response(200).json({ label: 'Consultas', phone: phones.contact }),
    ),
    contentHttp.get('/footer/emergency-number/', ({ response }) =>
      phones.emergency === null
        ? response(500).json(INTERNAL_ERROR)
        : response(200).json({ label: 'Emergencias', phone: phones.emergency }),
    ),
    contentHttp.get('/footer/network/', ({ response }) =>
      response(200).json([
        {
          title: 'Libro de reclamaciones',
          url: 'https://reclamaciones.vivasalud.pe/',
          is_external: true,
          icon: 'libro-reclamaciones',
        },
      ]),
    ),
    contentHttp.get('/footer/social-network/', ({ response }) => response(200).json([])),
  );
}

/** System parameters answered from `values`; a name not in it is a 404, `null` a 500. */
function parameters(values: Record<string, string | null>) {
  const asked: string[] = [];
  server.use(
    contentHttp.get(PARAMETER, ({ params, response }) => {
      const param = String(params.param);
      asked.push(param);
      const valor = values[param];
      if (valor === null) return response(500).json(INTERNAL_ERROR);
      if (valor === undefined) {
        return response(404).json({ error: true, message: 'No encontrado', code: 'NOT_FOUND' });
      }
      return response(200).json({ param, valor });
    }),
  );
  return asked;
}

describe('footerData: the footer with the system parameters', () => {
  it('takes the phones from the footer calls and the year from ANIO_COPYRIGHT', async () => {
    footerCalls({ contact: '(01) 615-7300', emergency: '(01) 411-1111' });
    const asked = parameters({ ANIO_COPYRIGHT: '2026' });
    await expect(footerData()).resolves.toMatchObject({
      phone: '(01) 615-7300',
      emergencyNumber: '(01) 411-1111',
      complaintsBookUrl: 'https://reclamaciones.vivasalud.pe/',
      year: 2026,
    });
    // The phone parameters are not asked when the footer's own answer has the phone.
    expect(asked).toEqual(['ANIO_COPYRIGHT']);
  });

  it('falls back to TELEFONO_CONSULTAS and TELEFONO_EMERGENCIAS when the footer calls fail', async () => {
    footerCalls({ contact: null, emergency: null });
    parameters({
      ANIO_COPYRIGHT: '2025',
      TELEFONO_CONSULTAS: ' (01) 615-7300 ',
      TELEFONO_EMERGENCIAS: '(01) 411-1111',
    });
    await expect(footerData()).resolves.toMatchObject({
      phone: '(01) 615-7300',
      emergencyNumber: '(01) 411-1111',
    });
  });

  it('uses TELEFONO_CONSULTAS when footer/contact answers an empty phone', async () => {
    footerCalls({ contact: '  ', emergency: '(01) 411-1111' });
    parameters({ ANIO_COPYRIGHT: '2025', TELEFONO_CONSULTAS: '(01) 615-7300' });
    await expect(footerData()).resolves.toMatchObject({ phone: '(01) 615-7300' });
  });

  it('leaves a phone out when its footer call and its parameter both fail', async () => {
    footerCalls({ contact: null, emergency: '(01) 411-1111' });
    parameters({ ANIO_COPYRIGHT: '2025', TELEFONO_CONSULTAS: null });
    const data = await footerData();
    expect(data.phone).toBeUndefined();
    expect(data.emergencyNumber).toBe('(01) 411-1111');
  });

  it.each([
    ['missing (404)', {}],
    ['failing (500)', { ANIO_COPYRIGHT: null }],
    ['not a year', { ANIO_COPYRIGHT: 'dos mil' }],
    ['empty', { ANIO_COPYRIGHT: ' ' }],
  ])('the copyright year is the spec’s 2025 when ANIO_COPYRIGHT is %s', async (_, values) => {
    footerCalls({ contact: '(01) 615-7300', emergency: '(01) 411-1111' });
    parameters(values);
    await expect(footerData()).resolves.toMatchObject({ year: 2025 });
  });
});

describe('SiteFooter: what a person sees', () => {
  it('shows the enquiries phone of TELEFONO_CONSULTAS when footer/contact fails', async () => {
    footerCalls({ contact: null, emergency: '(01) 411-1111' });
    parameters({ ANIO_COPYRIGHT: '2026', TELEFONO_CONSULTAS: '(01) 615-7300' });
    render(await SiteFooter());
    const phone = screen.getByRole('link', { name: /Central de consultas: \(01\) 615-7300/ });
    expect(phone.getAttribute('href')).toBe('tel:016157300');
    expect(screen.getByText('© 2026 VivaSalud. Todos los derechos reservados.')).toBeTruthy();
  });
});
