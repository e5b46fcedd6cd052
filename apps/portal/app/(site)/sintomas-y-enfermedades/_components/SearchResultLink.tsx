'use client';

import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { markOpenedFromSearch } from '../_lib/fromSearch';

/**
 * A search result's link: it notes, in this tab only, that the condition is opened from a search,
 * so its page counts one «más buscado» once it is shown (`CountFromSearch`). A prefetch or a
 * crawler follows no click: nothing is counted for them.
 */
export function SearchResultLink({
  href,
  slug,
  children,
}: {
  href: string;
  slug: string;
  children: ReactNode;
}) {
  return (
    <NextLink href={href} onClick={() => markOpenedFromSearch(slug)}>
      {children}
    </NextLink>
  );
}
