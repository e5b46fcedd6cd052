'use client';

import dynamic from 'next/dynamic';
import { isSignedIn, useChromeSessionPart } from '@/components/session/snapshot';

// The progress code (TanStack Query, the rows) loads only for a signed-in person.
const ContinueWatchingRow = dynamic(
  () => import('./ProgressViews').then((module) => module.ContinueWatchingRow),
  { ssr: false },
);
const ProgressMark = dynamic(
  () => import('./ProgressViews').then((module) => module.ProgressMark),
  { ssr: false },
);

/**
 * «Continuar viendo» on `/clases-grabadas` for a signed-in person (a client island: the catalog
 * page stays the same cached HTML for everyone). Nothing for anyone else.
 */
export function ContinueWatching({ path }: { path: string }) {
  return useChromeSessionPart(isSignedIn) ? <ContinueWatchingRow path={path} /> : null;
}

/** A card's «Vista» or «Vas en 12:34» for a signed-in person (a client island). */
export function WatchedMark({ slug }: { slug: string }) {
  return useChromeSessionPart(isSignedIn) ? <ProgressMark slug={slug} /> : null;
}
