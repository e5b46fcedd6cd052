import { plainSpaces } from '@vivasalud/config/lima';

const SOLES = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

/**
 * A session's price as people in Peru read it: «S/ 35.00» (soles, `Intl` es-PE, a plain space),
 * «Gratis» when the content gives none (null or absent: a free talk).
 */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price === 0) return 'Gratis';
  return plainSpaces(SOLES.format(price));
}
