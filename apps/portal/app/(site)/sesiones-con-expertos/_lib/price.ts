import { FREE, formatSoles } from '@/lib/money';

/**
 * A session's price as people in Peru read it: «S/ 35.00» (soles, `Intl` es-PE, a plain space),
 * «Gratis» when the content gives none (null or absent: a free talk).
 */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price === 0) return FREE;
  return formatSoles(price);
}
