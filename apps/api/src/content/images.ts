import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_DIR } from '../paths';
import { badRequest } from '../errors';
import { area, type ContentKit } from './shared';

/** `POST /general/descargar_imagen`: one of our own images, as a download. */
export function imagesHandlers({ publicUrl }: ContentKit) {
  return area({
    downloadImage: async (request, reply) => {
      const file = ownMediaFile((request.body as { url: string }).url, publicUrl);
      const bytes = await readFile(join(MEDIA_DIR, file)).catch(() => {
        throw badRequest('La imagen no existe en este servicio', 'INVALID_IMAGE_URL');
      });
      reply
        .type(MEDIA_TYPES[file.split('.').pop()!]!)
        .header('Content-Disposition', `attachment; filename="${file}"`);
      return bytes;
    },
  });
}

const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * `descargar_imagen` serves only images this service itself serves: the URL must point at our
 * own `/media/<file>` (absolute on our public origin, or relative). Nothing else is fetched —
 * there is no server-side request to any host named by a client.
 */
export function ownMediaFile(url: string, publicUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, publicUrl);
  } catch {
    throw badRequest('La URL de la imagen no es válida', 'INVALID_IMAGE_URL');
  }
  const origin = new URL(publicUrl).origin;
  const match = /^\/media\/([A-Za-z0-9_-]+\.(webp|png|jpe?g))$/.exec(parsed.pathname);
  if (parsed.origin !== origin || !match || parsed.search || parsed.username) {
    throw badRequest('Solo se pueden descargar imágenes de VivaSalud', 'INVALID_IMAGE_URL');
  }
  return match[1]!;
}
