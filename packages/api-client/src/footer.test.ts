import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from './content';
import { footerData, footerPhones, type FooterReads } from './footer';
import { contentHttp, setupContractServer, TEST_BASE_URLS } from './testing';

const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PARAMETER = '/home/parametros-sistema/listParametros/{param}/';
const INTERNAL_ERROR = { error: true as const, message: 'Error interno' };

/** The reads as an app gives them: a failing call is nothing, its name logged. */
function reads() {
  const failed: string[] = [];
  const value: FooterReads = {
    client: createContentClient({ baseUrl: TEST_BASE_URLS.content }),
    async optional(what, call) {
      try {
        return (await call()).data;
      } catch {
        failed.push(what);
        return undefined;
      }
    },
  };
  return { reads: value, failed };
}

/** footer/contact and footer/emergency-number answer these phones (`null`: a 500). */
function footerCalls(contact: string | null, emergency: string | null) {
  server.use(
    contentHttp.get('/footer/contact/', ({ response }) =>
      contact === null
        ? response(500).json(INTERNAL_ERROR)
        : response(200).json({ label: 'Consultas', phone: contact }),
    ),
    contentHttp.get('/footer/emergency-number/', ({ response }) =>
      emergency === null
        ? response(500).json(INTERNAL_ERROR)
        : response(200).json({ label: 'Emergencias', phone: emergency }),
    ),
  );
}

/** System parameters from `values`; a name not in it is a 404, `null` a 500. Returns the asked. */
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

const CONSULTAS = '(01) 615-7300';
const EMERGENCIAS = '(01) 411-1111';

describe('footerPhones: the footer calls, else the system parameters, else nothing', () => {
  it.each<[string, string | null, string | null, Record<string, string | null>, object, string[]]>([
    [
      'both footer calls answer',
      CONSULTAS,
      EMERGENCIAS,
      {},
      { phone: CONSULTAS, emergencyNumber: EMERGENCIAS },
      [],
    ],
    [
      'both fail: the parameters, trimmed',
      null,
      null,
      { TELEFONO_CONSULTAS: ` ${CONSULTAS} `, TELEFONO_EMERGENCIAS: EMERGENCIAS },
      { phone: CONSULTAS, emergencyNumber: EMERGENCIAS },
      ['TELEFONO_CONSULTAS', 'TELEFONO_EMERGENCIAS'],
    ],
    [
      'an empty phone is no phone',
      '  ',
      EMERGENCIAS,
      { TELEFONO_CONSULTAS: CONSULTAS },
      { phone: CONSULTAS, emergencyNumber: EMERGENCIAS },
      ['TELEFONO_CONSULTAS'],
    ],
    [
      'the call and its parameter fail: left out',
      null,
      EMERGENCIAS,
      { TELEFONO_CONSULTAS: null },
      { phone: undefined, emergencyNumber: EMERGENCIAS },
      ['TELEFONO_CONSULTAS'],
    ],
    [
      'a missing or empty parameter: left out',
      EMERGENCIAS,
      null,
      { TELEFONO_EMERGENCIAS: ' ' },
      { phone: EMERGENCIAS, emergencyNumber: undefined },
      ['TELEFONO_EMERGENCIAS'],
    ],
  ])('%s', async (_, contact, emergency, values, expected, expectedAsked) => {
    footerCalls(contact, emergency);
    const asked = parameters(values);
    const { reads: given } = reads();
    await expect(footerPhones(given)).resolves.toEqual(expected);
    // A parameter is asked only when the footer's own answer has no phone.
    expect(asked).toEqual(expectedAsked);
  });
});

describe('footerData: the whole footer', () => {
  function networks() {
    server.use(
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

  it('reads the links and the year of ANIO_COPYRIGHT', async () => {
    footerCalls(CONSULTAS, EMERGENCIAS);
    networks();
    const asked = parameters({ ANIO_COPYRIGHT: '2026' });
    await expect(footerData(reads().reads, { defaultYear: 2025 })).resolves.toEqual({
      phone: CONSULTAS,
      emergencyNumber: EMERGENCIAS,
      complaintsBookUrl: 'https://reclamaciones.vivasalud.pe/',
      ethicsLineUrl: undefined,
      socialNetworks: [],
      year: 2026,
    });
    expect(asked).toEqual(['ANIO_COPYRIGHT']);
  });

  it.each([
    ['missing (404)', {}],
    ['failing (500)', { ANIO_COPYRIGHT: null }],
    ['not a year', { ANIO_COPYRIGHT: 'dos mil' }],
  ])('the year is the default when ANIO_COPYRIGHT is %s', async (_, values) => {
    footerCalls(CONSULTAS, EMERGENCIAS);
    networks();
    parameters(values);
    await expect(footerData(reads().reads, { defaultYear: 2025 })).resolves.toMatchObject({
      year: 2025,
    });
  });
});
