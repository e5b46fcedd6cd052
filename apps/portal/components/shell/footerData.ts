import { FOOTER_YEAR, type FooterProps } from '@vivasalud/ui/footer';
import { contentClient, readOptional } from '@/lib/content';
import { systemParameter } from './systemParameters';

/** Icons of the footer's network links (footer/network/) that the Footer shows apart. */
const COMPLAINTS_BOOK = 'libro-reclamaciones';
const ETHICS_LINE = 'linea-etica';

/** `ANIO_COPYRIGHT` as a year; the spec's 2025 (`FOOTER_YEAR`) when missing or not a year. */
function copyrightYear(value: string | undefined): number {
  return value && /^\d{4}$/.test(value) ? Number(value) : FOOTER_YEAR;
}

export type FooterData = Pick<
  FooterProps,
  'phone' | 'emergencyNumber' | 'complaintsBookUrl' | 'ethicsLineUrl' | 'socialNetworks' | 'year'
>;

/**
 * The footer's data from the content service (spec §2). The phones come from `footer/contact`
 * and `footer/emergency-number`; when one of those fails or has no phone, from the system
 * parameter (`TELEFONO_CONSULTAS`, `TELEFONO_EMERGENCIAS`); when both fail, that part is left
 * out (the spec writes no number). The copyright year is `ANIO_COPYRIGHT`, or the spec's 2025.
 */
export async function footerData(): Promise<FooterData> {
  // Each answer kept CONTENT_REVALIDATE_SECONDS by Next's data cache, so a failing call falls
  // back to its last good answer before leaving its part out.
  const client = contentClient();
  const [contact, emergency, network, social, year] = await Promise.all([
    readOptional('footer/contact', () => client.GET('/footer/contact/')),
    readOptional('footer/emergency-number', () => client.GET('/footer/emergency-number/')),
    readOptional('footer/network', () => client.GET('/footer/network/')),
    readOptional('footer/social-network', () => client.GET('/footer/social-network/')),
    systemParameter('ANIO_COPYRIGHT'),
  ]);
  // The parameters are asked only when the footer's own answer has no phone.
  const [phone, emergencyNumber] = await Promise.all([
    contact?.phone?.trim() || systemParameter('TELEFONO_CONSULTAS'),
    emergency?.phone?.trim() || systemParameter('TELEFONO_EMERGENCIAS'),
  ]);
  const linkWithIcon = (icon: string) => network?.find((link) => link.icon === icon)?.url;
  return {
    phone,
    emergencyNumber,
    complaintsBookUrl: linkWithIcon(COMPLAINTS_BOOK),
    ethicsLineUrl: linkWithIcon(ETHICS_LINE),
    socialNetworks: social?.map(({ url, tooltip }) => ({ url, tooltip })),
    year: copyrightYear(year),
  };
}
