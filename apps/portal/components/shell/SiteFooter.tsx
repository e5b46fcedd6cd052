import { Footer } from '@vivasalud/ui/footer';
import NextLink from 'next/link';
import { contentClient, orUndefined } from '@/lib/content';
import { siteUrl } from '@/lib/pages/site';
import { organization } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/components/seo/JsonLd';

/** Icons of the footer's network links (footer/network/) that the Footer shows apart. */
const COMPLAINTS_BOOK = 'libro-reclamaciones';
const ETHICS_LINE = 'linea-etica';

/**
 * The footer with its data from the content service (spec §2): enquiries phone, emergency
 * number, the complaints book and ethics line, the social networks. A call that fails leaves its
 * part out; the footer itself always renders.
 *
 * All of it renders here, on the server, with no JavaScript of its own (issue #6): its external
 * links carry `data-external-link`, and the root's `ExternalLinkProvider` (app/providers.tsx) asks
 * the confirmation for them with one document click listener.
 */
export async function SiteFooter() {
  // Rendered with the page (cached with it); each answer kept CONTENT_REVALIDATE_SECONDS by Next's
  // data cache, so a failing call falls back to its last good answer before leaving its part out.
  const client = contentClient();
  const [contact, emergency, network, social] = await Promise.all([
    orUndefined('footer/contact', client.GET('/footer/contact/')),
    orUndefined('footer/emergency-number', client.GET('/footer/emergency-number/')),
    orUndefined('footer/network', client.GET('/footer/network/')),
    orUndefined('footer/social-network', client.GET('/footer/social-network/')),
  ]);
  const linkWithIcon = (icon: string) => network?.find((link) => link.icon === icon)?.url;

  return (
    <>
      {/* The organization behind the site (schema.org), with the enquiries phone when known. */}
      <JsonLd data={organization({ url: siteUrl(), phone: contact?.phone })} />
      <Footer
        linkComponent={NextLink}
        phone={contact?.phone}
        emergencyNumber={emergency?.phone}
        complaintsBookUrl={linkWithIcon(COMPLAINTS_BOOK)}
        ethicsLineUrl={linkWithIcon(ETHICS_LINE)}
        socialNetworks={social?.map(({ url, tooltip }) => ({ url, tooltip }))}
      />
    </>
  );
}
