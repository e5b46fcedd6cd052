import { createHash } from 'node:crypto';
import { COOKIE_FLAG_SCRIPT } from './cookieFlag';

/** The CSP source allowing `COOKIE_FLAG_SCRIPT` (`sha256-` and the base64 digest of its text). */
export function cookieFlagScriptHash(script: string = COOKIE_FLAG_SCRIPT): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
