'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { Transcript } from '@/components/media/Transcript';
import type { RecordedClassMedia } from '../_lib/load';
import { playerWords } from './Player';
import type { ProgressPlayerProps } from './ProgressPlayer';
import { ProGate } from './ProGate';

export const MEDIA_ROUTE = '/api/recorded-classes/media-class';

type State =
  | { kind: 'asking' }
  | { kind: 'visitor' }
  | { kind: 'member' }
  | { kind: 'failed' }
  | {
      kind: 'pro';
      media: RecordedClassMedia;
      Player: ComponentType<ProgressPlayerProps>;
    };

export interface ProClassProps {
  slug: string;
  title: string;
  path: string;
}

/**
 * A pro class's player (issue #25). The page is the same cached HTML for everyone and holds no
 * media: this island asks the same-site route for them, which the content service answers for a
 * pro member only. A pro member gets the player (and the transcript); anyone else what Pro is
 * and how to get it (401: sign in; 403: their membership does not include it).
 */
export function ProClass({ slug, title, path }: ProClassProps) {
  const [state, setState] = useState<State>({ kind: 'asking' });

  useEffect(() => {
    let live = true;
    void (async () => {
      let next: State;
      try {
        const response = await fetch(`${MEDIA_ROUTE}?slug=${encodeURIComponent(slug)}`, {
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (response.ok) {
          const media = (await response.json()) as RecordedClassMedia;
          const { ProgressPlayer } = await import('./ProgressPlayer');
          next = { kind: 'pro', media, Player: ProgressPlayer };
        } else if (response.status === 401) next = { kind: 'visitor' };
        else if (response.status === 403) next = { kind: 'member' };
        else next = { kind: 'failed' };
      } catch {
        next = { kind: 'failed' };
      }
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, [slug]);

  if (state.kind === 'pro') {
    const { Player, media } = state;
    return (
      <>
        <Player slug={slug} media={media} path={path} {...playerWords(title)} />
        <Transcript parts={media.transcript} />
      </>
    );
  }
  if (state.kind === 'failed') {
    return (
      <>
        <ProGate path={path} viewer="visitor" />
        <p role="alert">
          No pudimos comprobar tu membresía. Revisa tu conexión y vuelve a cargar la página.
        </p>
      </>
    );
  }
  return <ProGate path={path} viewer={state.kind === 'member' ? 'member' : 'visitor'} />;
}
