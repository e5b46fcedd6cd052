import { createHash } from 'node:crypto';
import { FIRST_PAINT_SCRIPT } from '../shell/firstPaint';

/**
 * The CSP source allowing the layout's inline script, `FIRST_PAINT_SCRIPT` (the cookie flag and
 * the session hint): `sha256-` and the base64 digest of its text.
 */
export function cookieFlagScriptHash(script: string = FIRST_PAINT_SCRIPT): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
