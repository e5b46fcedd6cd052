'use client';

import { NavigationProgress } from './NavigationProgress';
import { Toasts } from './Toasts';

/** What `IdleShell` loads once the page is idle: the progress bar and the Toaster. */
export function IdleShellParts() {
  return (
    <>
      <NavigationProgress />
      <Toasts />
    </>
  );
}
