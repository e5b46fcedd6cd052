/**
 * The rules of an attached file (issue #32, «Fuerte como el hierro»'s lab result): JPG, PNG or
 * PDF, not empty, at most 5 MB — each failure with its own Spanish message. The browser checks a
 * file as it is chosen; the portal's route and the service check it again (the service also reads
 * its first bytes: a renamed .exe is refused there whatever its name says).
 */

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

export const FILE_MESSAGES = {
  empty: 'El archivo está vacío. Elige otro archivo.',
  tooLarge:
    'El archivo pesa más de 5 MB. Elige uno más liviano o toma una foto con menos resolución.',
  wrongType: 'El archivo debe ser una imagen JPG o PNG, o un PDF.',
} as const;

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** What is wrong with a file, or `undefined` when it can be sent. */
export function fileProblem(
  file: FileLike,
  maxBytes: number = ATTACHMENT_MAX_BYTES,
  types: readonly string[] = ATTACHMENT_TYPES,
): string | undefined {
  // The type the browser gives follows the name; both must agree with what is allowed.
  if (!types.includes(file.type) || !EXTENSIONS.test(file.name)) return FILE_MESSAGES.wrongType;
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > maxBytes) return FILE_MESSAGES.tooLarge;
  return undefined;
}

/** «2,4 MB», «830 kB»: a file's size as people read it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('es-PE', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-PE')} kB`;
}
