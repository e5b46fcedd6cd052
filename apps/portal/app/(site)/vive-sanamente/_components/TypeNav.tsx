'use client';

import { Provider, useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import NextLink from 'next/link';
import { useEffect, type ReactNode } from 'react';
import catalog from '@/components/catalog/Catalog.module.css';
import type { PublicationType } from '../_lib/types';
import { publicationTypeAtom } from '../_lib/typeState';

/**
 * The library's shared state (spec §3), one store per request on the server and one for the
 * area's pages in the browser (the area's layout holds it, so it lives while the person moves
 * between the library's pages).
 */
export function LibraryStateProvider({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>;
}

export interface TypeLink {
  /** `''`: the whole library. */
  type: PublicationType | '';
  label: string;
  /** The type's page with the other filters and the search of the page shown. */
  href: string;
}

/**
 * «Todas», «Lecturas», «Videos», «Podcasts», «Infografías»: the library's entry points by type
 * (spec §2). Each link carries the page's other filters and search (in the HTML: it works
 * without JavaScript), so moving between the type pages keeps them; the type shown is the shared
 * state of spec §3 (`publicationTypeAtom`), marked at once when another one is chosen.
 */
export function TypeNav({
  links,
  current,
  here,
}: {
  links: readonly TypeLink[];
  current: PublicationType | '';
  /** The address shown: a link to it would do nothing, so it is marked, not linked (issue #25). */
  here: string;
}) {
  useHydrateAtoms([[publicationTypeAtom, current]]);
  const [shown, setShown] = useAtom(publicationTypeAtom);
  useEffect(() => {
    setShown(current);
  }, [current, setShown]);
  return (
    <nav aria-label="Tipos de publicación">
      <ul className={catalog.FilterList}>
        {links.map((link) => (
          <li key={link.type || 'todas'}>
            {link.href === here ? (
              <span
                className={catalog.FilterLink}
                aria-current={link.type === shown ? 'page' : undefined}
              >
                {link.label}
              </span>
            ) : (
              <NextLink
                href={link.href}
                className={catalog.FilterLink}
                aria-current={link.type === shown ? 'page' : undefined}
                onClick={() => setShown(link.type)}
              >
                {link.label}
              </NextLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
