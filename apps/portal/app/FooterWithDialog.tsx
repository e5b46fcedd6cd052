'use client';

import { useExternalLink } from '@vivasalud/ui/external-link-dialog';
import { Footer, type FooterProps } from '@vivasalud/ui/footer';
import NextLink from 'next/link';

/** The design system's Footer, its external links asking the page's confirmation dialog. */
export function FooterWithDialog(props: Omit<FooterProps, 'onExternalLink' | 'linkComponent'>) {
  const externalLink = useExternalLink();
  return (
    <Footer
      {...props}
      linkComponent={NextLink}
      onExternalLink={
        externalLink ? (url) => externalLink.confirmExternalLink(url, null) : undefined
      }
    />
  );
}
