import { contentHttp, setupContractServer, TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './SiteFooter';

// Outside a request there is no connection to wait for.
vi.mock('next/server', () => ({ connection: async () => {} }));

// Every request needs a handler: a test fails on a call it did not expect (setupContractServer).
const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.stubEnv('VIVASALUD_CONTENT_API_URL', TEST_BASE_URLS.content);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const PARAMETER = '/home/parametros-sistema/listParametros/{param}/';
const INTERNAL_ERROR = { error: true as const, message: 'Error interno' };

describe('SiteFooter: the phones, as on the portal', () => {
  it('shows the phones of footer/contact and footer/emergency-number', async () => {
    server.use(
      contentHttp.get('/footer/contact/', ({ response }) =>
        response(200).json({ label: 'Consultas', phone: '(01) 615-7300' }),
      ),
      contentHttp.get('/footer/emergency-number/', ({ response }) =>
        response(200).json({ label: 'Emergencias', phone: '(01) 411-1111' }),
      ),
    );
    render(await SiteFooter({ portal: 'http://localhost:3000' }));
    expect(
      screen.getByRole('link', { name: /Central de consultas: \(01\) 615-7300/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /\(01\) 411-1111/ })).toBeTruthy();
  });

  it('shows TELEFONO_CONSULTAS and TELEFONO_EMERGENCIAS when the footer calls fail', async () => {
    const values: Record<string, string> = {
      TELEFONO_CONSULTAS: ' (01) 615-7300 ',
      TELEFONO_EMERGENCIAS: '(01) 411-1111',
    };
    server.use(
      contentHttp.get('/footer/contact/', ({ response }) => response(500).json(INTERNAL_ERROR)),
      contentHttp.get('/footer/emergency-number/', ({ response }) =>
        response(500).json(INTERNAL_ERROR),
      ),
      contentHttp.get(PARAMETER, ({ params, response }) => {
        const param = String(params.param);
        return response(200).json({ param, valor: values[param] ?? '' });
      }),
    );
    render(await SiteFooter({ portal: 'http://localhost:3000' }));
    const phone = screen.getByRole('link', { name: /Central de consultas: \(01\) 615-7300/ });
    expect(phone.getAttribute('href')).toBe('tel:016157300');
    expect(screen.getByRole('link', { name: /\(01\) 411-1111/ })).toBeTruthy();
  });
});
