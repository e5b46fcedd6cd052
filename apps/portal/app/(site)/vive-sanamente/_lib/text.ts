import type { PublicationType } from './types';

/** How long a publication takes, as its card and page say it («8 min de video»), or null. */
export function durationText(type: PublicationType, minutes: number | null): string | null {
  if (!minutes) return null;
  switch (type) {
    case 'lectura':
      return `${minutes} min de lectura`;
    case 'video':
      return `${minutes} min de video`;
    case 'podcast':
      return `${minutes} min de audio`;
    case 'infografia':
      return `${minutes} min de lectura`;
  }
}
