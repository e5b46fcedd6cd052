import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit random opaque string (session tokens, restore keys). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** sha-256 digest (hex) of a secret: what the database keeps of tokens, codes and keys. */
export const digest = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** A 6-digit one-time code from the CSPRNG (leading zeros kept). */
export const sixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const randomSalt = () => randomBytes(16).toString('base64url');
