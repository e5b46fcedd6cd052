import { connection } from 'next/server';
import { contentClient, orUndefined } from '@/lib/content';
import { FooterWithDialog } from './FooterWithDialog';

/** Icons of the footer's network links (footer/network/) that the Footer shows apart. */
const COMPLAINTS_BOOK = 'libro-reclamaciones';
const ETHICS_LINE = 'linea-etica';

/**
 * The footer with its data from the content service (spec §2): enquiries phone, emergency
 * number, the complaints book and ethics line, the social networks. A call that fails leaves its
 * part out; the footer itself always renders.
 */
export async function SiteFooter() {
  // Rendered per request, its answers cached CONTENT_REVALIDATE_SECONDS by Next's data cache: a
  // build has no service to ask, and a prerendered empty footer would be served until the first
  // revalidation. (Issue #6 revisits this with the last-good-copy rules.)
  await connection();
  const client = contentClient();
  const [contact, emergency, network, social] = await Promise.all([
    orUndefined('footer/contact', client.GET('/footer/contact/')),
    orUndefined('footer/emergency-number', client.GET('/footer/emergency-number/')),
    orUndefined('footer/network', client.GET('/footer/network/')),
    orUndefined('footer/social-network', client.GET('/footer/social-network/')),
  ]);
  const linkWithIcon = (icon: string) => network?.find((link) => link.icon === icon)?.url;

  return (
    <FooterWithDialog
      phone={contact?.phone}
      emergencyNumber={emergency?.phone}
      complaintsBookUrl={linkWithIcon(COMPLAINTS_BOOK)}
      ethicsLineUrl={linkWithIcon(ETHICS_LINE)}
      socialNetworks={social?.map(({ url, tooltip }) => ({ url, tooltip }))}
    />
  );
}
