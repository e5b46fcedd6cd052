'use client';

import { FooterLegalLinks } from '@vivasalud/ui/footer';
import NextLink from 'next/link';
import { useSitePathname } from '@/components/shell/useSitePathname';

/**
 * The footer's legal pages, the one being shown as text and not a link to itself (issue #25).
 * The footer renders on the server in the layout, which does not know the page's path: this list
 * reads it (`useSitePathname`, known when the page renders, so in the server's HTML too).
 */
export function LegalLinks() {
  return <FooterLegalLinks currentPath={useSitePathname() ?? undefined} linkComponent={NextLink} />;
}
