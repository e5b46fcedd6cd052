/**
 * The catalogs' own filters, by their address parameter (DESIGN.md, "URL is the state"), besides
 * `categoria` and `pagina` (`params.ts`). The route manifest names each catalog's filters with
 * these (`Route.catalog`, issue #33): its pages read them, and the proxy checks an address with
 * them before it serves the cached copy of the page. No imports: next.config and the proxy load
 * this file.
 */

/** The live classes of one person who teaches: `/clases-en-vivo?imparte=<slug of the mentor>`. */
export const MENTOR_PARAM = 'imparte';

/** The guides or the tips: `/guias-y-consejos?tipo=guia`. */
export const GUIDE_TYPE_PARAM = 'tipo';

/** The in-person classes of a discipline and a district: `?disciplina=yoga&distrito=miraflores`. */
export const DISCIPLINE_PARAM = 'disciplina';
export const DISTRICT_PARAM = 'distrito';

/** The sessions of one specialty: `/sesiones-con-expertos?especialidad=nutricion`. */
export const SPECIALTY_PARAM = 'especialidad';
