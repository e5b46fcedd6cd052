import { plainSpaces } from '@vivasalud/config/lima';

/**
 * Prices as people in Peru read them: soles with `Intl` es-PE («S/ 35.00», a plain space), shared
 * by every area that shows one (in-person classes, sessions with experts).
 */
const SOLES = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

/** «S/ 35.00». */
export function formatSoles(amount: number): string {
  return plainSpaces(SOLES.format(amount));
}

/** What something free says instead of a price. */
export const FREE = 'Gratis';
