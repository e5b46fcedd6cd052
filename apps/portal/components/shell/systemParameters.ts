import { contentClient, readOptional } from '@/lib/content';

/** The system parameters the portal reads (content API, spec §7). */
export type SystemParameterName = 'TELEFONO_CONSULTAS' | 'TELEFONO_EMERGENCIAS' | 'ANIO_COPYRIGHT';

/**
 * The value of one system parameter (`GET /home/parametros-sistema/listParametros/{param}/`),
 * trimmed; `undefined` when it is missing, empty or the call fails (logged). Each answer is kept
 * by Next's data cache like the footer's other calls.
 */
export async function systemParameter(param: SystemParameterName): Promise<string | undefined> {
  const answer = await readOptional(`parametros-sistema/${param}`, () =>
    contentClient().GET('/home/parametros-sistema/listParametros/{param}/', {
      params: { path: { param } },
    }),
  );
  return answer?.valor?.trim() || undefined;
}
