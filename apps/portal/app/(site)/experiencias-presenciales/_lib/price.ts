/**
 * Prices of the in-person classes in soles (es-PE, «S/ 35.00»), and whether they include IGV —
 * a fact the service gives (`igv_included`), never guessed here.
 */

import { FREE, formatSoles } from '@/lib/money';

/** «IGV incluido» / «No incluye IGV». */
export function igvNote(included: boolean): string {
  return included ? 'IGV incluido' : 'No incluye IGV';
}

/**
 * The card's price: the lowest one, «Desde S/ 35.00 (IGV incluido)», or «Gratis» for a class
 * without a price (null).
 */
export function lowestPriceLabel(price: number | null, igvIncluded: boolean): string {
  if (price === null) return FREE;
  return `Desde ${formatSoles(price)} (${igvNote(igvIncluded)})`;
}

/** «1 sesión» / «8 sesiones». */
export function sessionsLabel(sessions: number): string {
  return `${sessions} ${sessions === 1 ? 'sesión' : 'sesiones'}`;
}
