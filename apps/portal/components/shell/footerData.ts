import { footerData as readFooter, type FooterReads } from '@vivasalud/api-client/footer';
import { FOOTER_YEAR, type FooterProps } from '@vivasalud/ui/footer';
import { contentClient, readOptional } from '@/lib/content';

export type FooterData = Pick<
  FooterProps,
  'phone' | 'emergencyNumber' | 'complaintsBookUrl' | 'ethicsLineUrl' | 'socialNetworks' | 'year'
>;

/**
 * The footer's data from the content service (spec §2), read as the campaigns site reads it
 * (`@vivasalud/api-client/footer`): the phones from `footer/contact` and
 * `footer/emergency-number`, else from the system parameters (`TELEFONO_CONSULTAS`,
 * `TELEFONO_EMERGENCIAS`), else left out; the copyright year `ANIO_COPYRIGHT`, or the spec's 2025.
 * Each answer is kept CONTENT_REVALIDATE_SECONDS by Next's data cache, so a failing call falls
 * back to its last good answer before leaving its part out.
 */
export function footerData(): Promise<FooterData> {
  const reads: FooterReads = {
    client: contentClient(),
    optional: (what, call) => readOptional(what, call),
  };
  return readFooter(reads, { defaultYear: FOOTER_YEAR });
}
