'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  finishNavigationProgress,
  navigationProgressState,
  startNavigationProgress,
  startsClientNavigation,
  subscribeToNavigationProgress,
  type NavigationProgressState,
} from '@/lib/shell/navigationProgress';
import styles from './NavigationProgress.module.css';

export { startNavigationProgress } from '@/lib/shell/navigationProgress';

const idleOnTheServer = (): NavigationProgressState => 'idle';

/** Starts the bar on a click that navigates inside the app (see `startsClientNavigation`). */
function onClick(event: MouseEvent): void {
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const click = {
    button: event.button,
    metaKey: event.metaKey,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    href: link.href,
    target: link.target,
    download: link.hasAttribute('download'),
  };
  if (startsClientNavigation(click, window.location.href)) startNavigationProgress();
}

/** Ends the bar once the new page is on screen: the path or the query changed. */
function FinishOnArrival() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString();
  useEffect(() => {
    finishNavigationProgress();
  }, [pathname, search]);
  return null;
}

/**
 * The top progress bar of client navigations (spec §4): a thin bar in the brand colour while the
 * next page loads, no spinner. Decorative, so hidden from assistive technology (the page's new
 * heading and title say where one is); still, without motion for people who ask for less.
 *
 * Why not `@bprogress/next`: it wires links from a MutationObserver that only runs on the next DOM
 * change (a link on screen when it mounts does nothing until something else changes), re-scans
 * every link of the document on each change, patches `history.pushState`, and weighs 6 kB gzip
 * against about 1 kB here. One click listener on `window` (capture, so before Next's `Link`
 * handles it) covers every link, present or future.
 */
export function NavigationProgress() {
  const state = useSyncExternalStore(
    subscribeToNavigationProgress,
    navigationProgressState,
    idleOnTheServer,
  );

  useEffect(() => {
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  return (
    <>
      <div
        className={styles.Progress}
        data-state={state}
        data-navigation-progress=""
        aria-hidden="true"
      />
      {/* useSearchParams() renders on the client only in a prerendered page: keep it apart. */}
      <Suspense fallback={null}>
        <FinishOnArrival />
      </Suspense>
    </>
  );
}
