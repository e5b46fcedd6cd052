'use client';

import { MediaPlayer, type LoadedPlayerProps } from '@/components/media/MediaPlayer';
import type { RecordedClassMedia } from '../_lib/load';

export interface PlayerProps {
  slug: string;
  title: string;
  media: RecordedClassMedia;
  /** The page's path (the sign-in link comes back here). */
  path: string;
}

/** The player's accessible name and what its failure message names, for a recorded class. */
export const playerWords = (title: string) => ({
  label: `Reproductor de la clase ${title}`,
  nouns: { video: 'el video de esta clase', audio: 'el audio de esta clase' },
});

/**
 * A recorded class's player: the portal's `MediaPlayer` (the browser's own player in the HTML,
 * media-chrome after the page) with the recorded classes' progress (`ProgressPlayer`: the resume
 * offer, the position saved, the sign-in hint), which loads in the player's lazy chunk, on this
 * page only, after the page (issue #19).
 */
export function Player({ slug, title, media, path }: PlayerProps) {
  const load = () =>
    import('./ProgressPlayer').then(
      ({ ProgressPlayer }) =>
        function RecordedClassPlayer(props: LoadedPlayerProps) {
          return <ProgressPlayer {...props} slug={slug} path={path} />;
        },
    );
  return <MediaPlayer media={media} {...playerWords(title)} load={load} />;
}
