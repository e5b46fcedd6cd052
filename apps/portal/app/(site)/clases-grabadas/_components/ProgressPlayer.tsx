'use client';

import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRef, useState } from 'react';
import {
  MediaChromePlayer,
  type MediaChromePlayerProps,
} from '@/components/media/MediaChromePlayer';
import { PageQueryClient } from '@/components/query/PageQueryClient';
import { useChromeSession } from '@/components/session/snapshot';
import { loginHref } from '@/lib/auth/paths';
import {
  localStorageOrNull,
  readLocalPosition,
  resumeFrom,
  type SavedPosition,
} from '../_lib/progress';
import { progressQuery } from '../_lib/progressClient';
import styles from './ProgressPlayer.module.css';
import { ResumeOffer } from './ResumeOffer';
import { useProgressSaving } from './useProgressSaving';

export interface ProgressPlayerProps extends Omit<MediaChromePlayerProps, 'addOn'> {
  slug: string;
  /** The page's path (the sign-in link comes back here). */
  path: string;
}

/**
 * The portal's media-chrome player with what is the recorded classes' own (issue #19): the offer
 * to continue where the person left off, and their position saved — on the service when signed in
 * (every 15 s while playing, on pause, on end, and by beacon when the page is hidden), in this
 * browser otherwise, with an invitation to sign in. Loaded after the page (`Player`, `ProClass`).
 */
export function ProgressPlayer(props: ProgressPlayerProps) {
  return (
    <PageQueryClient>
      <WithProgress {...props} />
    </PageQueryClient>
  );
}

function WithProgress({ slug, path, media, startAt = null, ...player }: ProgressPlayerProps) {
  const session = useChromeSession();
  const signedIn = session.signedIn;
  const progress = useQuery({ ...progressQuery(), enabled: signedIn });
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  // Already playing (the native player was): no offer to continue.
  const [offerDismissed, setOfferDismissed] = useState(startAt !== null);
  // This component only ever renders in the browser (loaded after the page).
  const [local] = useState<SavedPosition | null>(() => {
    const storage = localStorageOrNull();
    return storage ? readLocalPosition(storage, slug) : null;
  });
  const duration = media.duration_seconds;
  const saving = useProgressSaving({ slug, duration, signedIn, mediaRef });

  const server = progress.data?.results.find((entry) => entry.slug === slug);
  const serverSaved: SavedPosition | null = server
    ? { position: server.position_seconds, savedAt: Date.parse(server.updated_at) }
    : null;
  const offer =
    offerDismissed || (signedIn && progress.isPending)
      ? null
      : resumeFrom([serverSaved, local], duration);

  const playFrom = (seconds: number) => {
    setOfferDismissed(true);
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => {});
  };

  return (
    <MediaChromePlayer
      {...player}
      media={media}
      startAt={startAt}
      // «Ahorro de datos» (issue #33): a recorded class opens in «Solo audio».
      audioFirstWhenSaving
      addOn={{
        mediaRef,
        onTimeUpdate: saving.onTimeUpdate,
        onPause: saving.onPause,
        onEnded: () => saving.onEnded(),
        above: offer !== null && (
          <ResumeOffer
            position={offer}
            onContinue={() => playFrom(offer)}
            onRestart={() => playFrom(0)}
          />
        ),
        below: !signedIn && session.known && (
          <p className={styles.SignIn}>
            <NextLink href={loginHref(path)}>Inicia sesión</NextLink> para guardar tu avance y
            continuar en cualquier dispositivo. Mientras tanto, lo recordamos solo en este
            navegador.
          </p>
        ),
      }}
    />
  );
}
