'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { MediaChromePlayerProps } from './MediaChromePlayer';
import styles from './Player.module.css';

type Props = Omit<MediaChromePlayerProps, 'startAt'>;

/**
 * The recorded class's player. The server HTML holds the browser's own player, which plays, with
 * captions on, before (and without) JavaScript; media-chrome and the progress code load on this
 * page only, in a chunk of their own after the page (issue #19: «lazy-loaded on the detail page
 * only»), and take over where the native player was, playing on if it was.
 */
export function Player(props: Props) {
  const native = useRef<HTMLVideoElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<MediaChromePlayerProps> | null>(null);
  const [startAt, setStartAt] = useState<MediaChromePlayerProps['startAt']>(null);

  useEffect(() => {
    let live = true;
    void import('./MediaChromePlayer').then((module) => {
      if (!live) return;
      const video = native.current;
      if (video && video.currentTime > 0) {
        setStartAt({ time: video.currentTime, play: !video.paused });
        video.pause();
      }
      setLoaded(() => module.MediaChromePlayer);
    });
    return () => {
      live = false;
    };
  }, []);

  if (Loaded) return <Loaded {...props} startAt={startAt} />;
  const { media, title } = props;
  return (
    <div className={styles.Player}>
      <div className={styles.Fallback}>
        <video
          ref={native}
          controls
          preload="metadata"
          crossOrigin="anonymous"
          playsInline
          poster={media.poster ?? undefined}
          aria-label={`Reproductor de la clase ${title}`}
        >
          <source src={media.video.url} type={media.video.type} />
          <track
            kind="captions"
            src={media.captions.url}
            srcLang={media.captions.srclang}
            label={media.captions.label}
            default
          />
        </video>
      </div>
    </div>
  );
}
