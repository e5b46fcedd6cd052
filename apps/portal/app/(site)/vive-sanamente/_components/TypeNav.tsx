'use client';

import { useAtom } from 'jotai';
import NextLink from 'next/link';
import { useEffect } from 'react';
import catalog from '@/components/catalog/Catalog.module.css';
import type { PublicationType } from '../_lib/types';
import { publicationTypeAtom } from '../_lib/typeState';

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
 * without JavaScript), so moving between the type pages keeps them. The type chosen is the shared
 * state of spec §3 (`publicationTypeAtom`): marked at once, while its page comes; the page shown
 * (the server's HTML, Back) marks its own type.
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
  const [chosen, setChosen] = useAtom(publicationTypeAtom);
  // A new page is on screen: what it shows is its own type again.
  useEffect(() => () => setChosen(null), [current, setChosen]);
  const shown = chosen ?? current;
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
                onClick={() => setChosen(link.type)}
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
