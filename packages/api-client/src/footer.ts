/**
 * The footer's reads of the content service (spec §2), once for both apps: the portal's footer
 * and the campaigns site's read their phones the same way, with the same system-parameter
 * fallback (issue #27: the campaigns footer had diverged, without it). Each app passes its
 * content client and its optional-read verb (the answer, or nothing when the call fails, logged),
 * so its data cache and failure log stay its own.
 */
import type { ContentClient } from './content';

export interface FooterReads {
  /** The app's content client (its data cache: each answer kept as long as its other reads). */
  client: ContentClient;
  /** The app's read of an optional part: the answer, or nothing when the call fails (logged). */
  optional<T>(what: string, call: () => Promise<{ data?: T }>): Promise<T | null | undefined>;
}

/** The system parameters the footer reads (content API, spec §7). */
export type SystemParameterName = 'TELEFONO_CONSULTAS' | 'TELEFONO_EMERGENCIAS' | 'ANIO_COPYRIGHT';

/** Icons of the footer's network links (footer/network/) that the footer shows apart. */
const COMPLAINTS_BOOK = 'libro-reclamaciones';
const ETHICS_LINE = 'linea-etica';

/**
 * The value of one system parameter (`GET /home/parametros-sistema/listParametros/{param}/`),
 * trimmed; `undefined` when it is missing, empty or the call fails.
 */
export async function systemParameter(
  { client, optional }: FooterReads,
  param: SystemParameterName,
): Promise<string | undefined> {
  const answer = await optional(`parametros-sistema/${param}`, () =>
    client.GET('/home/parametros-sistema/listParametros/{param}/', {
      params: { path: { param } },
    }),
  );
  return answer?.valor?.trim() || undefined;
}

export interface FooterPhones {
  phone: string | undefined;
  emergencyNumber: string | undefined;
}

/**
 * The enquiries phone and the emergency number: from `footer/contact` and
 * `footer/emergency-number`; when one of those fails or has no phone, from its system parameter
 * (`TELEFONO_CONSULTAS`, `TELEFONO_EMERGENCIAS`), asked only then; when both fail, `undefined`
 * (the footer leaves that part out: the spec writes no number).
 */
export async function footerPhones(reads: FooterReads): Promise<FooterPhones> {
  const { client, optional } = reads;
  const [contact, emergency] = await Promise.all([
    optional('footer/contact', () => client.GET('/footer/contact/')),
    optional('footer/emergency-number', () => client.GET('/footer/emergency-number/')),
  ]);
  return phonesOf(reads, contact?.phone, emergency?.phone);
}

async function phonesOf(
  reads: FooterReads,
  contact: string | undefined,
  emergency: string | undefined,
): Promise<FooterPhones> {
  const [phone, emergencyNumber] = await Promise.all([
    contact?.trim() || systemParameter(reads, 'TELEFONO_CONSULTAS'),
    emergency?.trim() || systemParameter(reads, 'TELEFONO_EMERGENCIAS'),
  ]);
  return { phone, emergencyNumber };
}

export interface FooterData extends FooterPhones {
  complaintsBookUrl: string | undefined;
  ethicsLineUrl: string | undefined;
  socialNetworks: { url: string; tooltip: string }[] | undefined;
  year: number;
}

/**
 * The whole footer (the portal's): the phones of `footerPhones`, the complaints book and ethics
 * line from `footer/network`, the social networks, and the copyright year `ANIO_COPYRIGHT`, or
 * `defaultYear` (the spec's) when it is missing or not a year.
 */
export async function footerData(
  reads: FooterReads,
  { defaultYear }: { defaultYear: number },
): Promise<FooterData> {
  const { client, optional } = reads;
  const [contact, emergency, network, social, year] = await Promise.all([
    optional('footer/contact', () => client.GET('/footer/contact/')),
    optional('footer/emergency-number', () => client.GET('/footer/emergency-number/')),
    optional('footer/network', () => client.GET('/footer/network/')),
    optional('footer/social-network', () => client.GET('/footer/social-network/')),
    systemParameter(reads, 'ANIO_COPYRIGHT'),
  ]);
  const linkWithIcon = (icon: string) => network?.find((link) => link.icon === icon)?.url;
  return {
    ...(await phonesOf(reads, contact?.phone, emergency?.phone)),
    complaintsBookUrl: linkWithIcon(COMPLAINTS_BOOK),
    ethicsLineUrl: linkWithIcon(ETHICS_LINE),
    socialNetworks: social?.map(({ url, tooltip }) => ({ url, tooltip })),
    year: year && /^\d{4}$/.test(year) ? Number(year) : defaultYear,
  };
}
