'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '@/lib/shell/idle';

/** Where the idle part of the shell comes from (an object, so that tests can watch the load). */
export const idleShellCode = { load: () => import('./IdleShellParts') };

/**
 * The parts of the app shell nobody needs while the page loads (issue #6, speed): the progress
 * bar of client navigations and the Toaster. They come at the first idle moment after `load`
 * (`@/lib/shell/idle`); a toast raised before then waits in its store and shows once they are
 * there. A navigation started before then simply has no bar. If the chunk cannot be fetched
 * (offline, a newer deployment) the page goes on without them.
 */
export function IdleShell() {
  const [Parts, setParts] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        idleShellCode.load().then(
          (module) => setParts(() => module.IdleShellParts),
          () => {},
        );
      }),
    [],
  );
  return Parts ? <Parts /> : null;
}
