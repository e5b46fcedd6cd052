// No 'use client' and no hooks: the footer renders it on the server; an app that knows the page's
// path only on the client (`usePathname`) renders it there and hands it to `Footer`'s `legalLinks`.
import type { ComponentProps, ElementType } from 'react';
import { isCurrentPage } from '../Header/menuItems';
import styles from './Footer.module.css';

/** The legal pages (spec §2). */
export const FOOTER_LEGAL_LINKS = [
  { title: 'Transparencia', href: '/transparencia' },
  { title: 'Política de privacidad', href: '/politica-de-privacidad/' },
  { title: 'Términos y condiciones', href: '/terminos-condiciones/' },
] as const;

export interface FooterLegalLinksProps {
  /** The address being shown: its legal page is text (`aria-current="page"`), not a link. */
  currentPath?: string | undefined;
  /** The element the links render as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }> | undefined;
}

/**
 * The footer's list of legal pages. The one being shown is not a link to itself (issue #25): it
 * is text in the same box, marked `aria-current="page"`. The path is compared without a trailing
 * slash and with the query string (`isCurrentPage`).
 */
export function FooterLegalLinks({
  currentPath,
  linkComponent: LinkComponent = 'a',
}: FooterLegalLinksProps) {
  return (
    <ul className={styles.List}>
      {FOOTER_LEGAL_LINKS.map((link) => (
        <li key={link.href}>
          {isCurrentPage(link.href, currentPath) ? (
            <span className={styles.Link} aria-current="page">
              {link.title}
            </span>
          ) : (
            <LinkComponent className={styles.Link} href={link.href}>
              {link.title}
            </LinkComponent>
          )}
        </li>
      ))}
    </ul>
  );
}
