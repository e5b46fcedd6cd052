import { Footer } from '@vivasalud/ui/footer';
import NextLink from 'next/link';
import { siteUrl } from '@/lib/pages/site';
import { organization } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { AhorroSwitch } from './AhorroSwitch';
import { footerData } from './footerData';
import { LegalLinks } from './LegalLinks';

/**
 * The footer with its data from the content service (spec §2, `footerData`): enquiries phone,
 * emergency number, the complaints book and ethics line, the social networks, the copyright year
 * (system parameters fill in the phones and the year). A call that fails leaves its part out (or
 * the spec's default); the footer itself always renders.
 *
 * All of it renders here, on the server, with no JavaScript of its own (issue #6): its external
 * links carry `data-external-link`, and the root's `ExternalLinkProvider` (app/providers.tsx) asks
 * the confirmation for them with one document click listener. Only the legal list (`LegalLinks`)
 * is a client component: the legal page being shown is text there, not a link to itself, and the
 * layout rendering the footer does not know the page's path. The last column is the «Ahorro de
 * datos» switch (`AhorroSwitch`, a plain form, issue #33).
 */
export async function SiteFooter() {
  // Rendered with the page (cached with it).
  const data = await footerData();
  return (
    <>
      {/* The organization behind the site (schema.org), with the enquiries phone when known. */}
      <JsonLd data={organization({ url: siteUrl(), phone: data.phone })} />
      <Footer
        linkComponent={NextLink}
        legalLinks={<LegalLinks />}
        settings={<AhorroSwitch />}
        {...data}
      />
    </>
  );
}
