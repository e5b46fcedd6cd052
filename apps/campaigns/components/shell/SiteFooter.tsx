import { footerPhones } from '@vivasalud/api-client/footer';
import { Footer } from '@vivasalud/ui/footer';
import type { ComponentProps } from 'react';
import { contentClient, readOptional } from '@/lib/content';
import { portalUrl } from '@/lib/site';
import { BACK_TO_PORTAL } from './headerMenu';
import styles from './Shell.module.css';

/** The footer's legal links are the portal's paths: on this site they lead there. */
function PortalLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a href={portalUrl(href)} {...props}>
      {children}
    </a>
  );
}

export interface SiteFooterProps {
  /** The portal's origin (`lib/site.ts`): the legal pages are the portal's. */
  portal: string;
}

/**
 * The design system's footer with the enquiries phone and the emergency number from the content
 * service, read as the portal reads them (`@vivasalud/api-client/footer`, spec §2: the footer's
 * calls, else the system parameters, else that part left out), the legal pages of the portal, and
 * the way back to it. The external links of the portal's footer (complaints book, social
 * networks) need its external-link confirmation, which this site does not ship yet: left out.
 */
export async function SiteFooter({ portal }: SiteFooterProps) {
  const { phone, emergencyNumber } = await footerPhones({
    client: contentClient(),
    optional: (what, call) => readOptional(what, call),
  });
  return (
    <Footer
      linkComponent={PortalLink}
      phone={phone}
      emergencyNumber={emergencyNumber}
      logo={
        <a className={styles.BackLink} href={`${portal}/`}>
          {BACK_TO_PORTAL}
        </a>
      }
    />
  );
}
