// No 'use client': the footer renders on the server and ships no JavaScript of its own (issue #6).
// Its external links are plain new-tab links marked for `ExternalLinkProvider`, whose one document
// click listener asks the confirmation for them.
import clsx from 'clsx';
import { useId, type ComponentProps, type ElementType, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { EXTERNAL_LINK_ATTRIBUTES } from '../ExternalLinkDialog/externalLinkMarker';
import { BookOpenIcon } from '../icons/book-open';
import { ExternalLinkIcon } from '../icons/external-link';
import { PhoneIcon } from '../icons/phone';
import { ShieldAlertIcon } from '../icons/shield-alert';
import { SirenIcon } from '../icons/siren';
import { FooterLegalLinks } from './FooterLegalLinks';
import { socialNetwork } from './SocialIcons';
import styles from './Footer.module.css';

/** One social network, shaped like the content API's footer social network (spec §3). */
export interface FooterSocialNetwork {
  url: string;
  /** The network's name ("tiktok", "youtube", "instagram", "facebook"). */
  tooltip: string;
}

/** The year of the copyright line (spec §9). */
export const FOOTER_YEAR = 2025;

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  /** The enquiries line, shown as "Central de consultas: {phone}" and dialled on tap. */
  phone?: string;
  /** An emergency line, shown under the enquiries line when given. */
  emergencyNumber?: string;
  /** The complaints book (Libro de reclamaciones), on another site. */
  complaintsBookUrl?: string;
  /** The genetic alert / ethics line, on another site. */
  ethicsLineUrl?: string;
  /** TikTok, YouTube, Instagram, Facebook… in the order given. */
  socialNetworks?: readonly FooterSocialNetwork[];
  /** The element internal links render as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }>;
  /** The brand shown at the top of the footer (optional). */
  logo?: ReactNode;
  /** The year of the copyright line (e.g. a system parameter); spec §9's 2025 by default. */
  year?: number;
  /**
   * The address being shown: its legal page is text (`aria-current="page"`), not a link to
   * itself (issue #25). The footer never reads the location.
   */
  currentPath?: string;
  /**
   * The legal column's list in place of the default one, for an app that knows the page's path
   * only on the client: its `<FooterLegalLinks currentPath={usePathname()} …>`.
   */
  legalLinks?: ReactNode;
  /**
   * A last column of the person's settings for the site, with its own `h2` (the portal's
   * «Ahorro de datos» switch: a form that works without JavaScript). None by default.
   */
  settings?: ReactNode;
}

/** `(01) 311-3400` → `tel:013113400`; `+51 1 311 3400` → `tel:+5113113400`. */
export function toTelHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

interface ExternalAnchorProps extends Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> {
  href: string;
}

/**
 * A real `<a target="_blank">` (it works without JavaScript), marked `data-external-link`: inside
 * an `ExternalLinkProvider` a plain click asks the confirmation instead.
 */
function ExternalAnchor({ href, children, ...props }: ExternalAnchorProps) {
  return (
    <a {...props} href={href} {...EXTERNAL_LINK_ATTRIBUTES}>
      {children}
    </a>
  );
}

/**
 * The site footer of spec §2: the enquiries phone, the complaints book and ethics line, the legal
 * pages, the social networks and the copyright line. Every external link goes through the
 * external-link confirmation of the page's `ExternalLinkProvider`.
 */
export function Footer({
  phone,
  emergencyNumber,
  complaintsBookUrl,
  ethicsLineUrl,
  socialNetworks = [],
  linkComponent: LinkComponent = 'a',
  logo,
  year = FOOTER_YEAR,
  currentPath,
  legalLinks,
  settings,
  className,
  ...props
}: FooterProps) {
  const id = useId();
  const contactTitleId = `${id}-contacto`;
  const legalTitleId = `${id}-legal`;
  const socialTitleId = `${id}-redes`;
  const externalHint = <VisuallyHidden>(abre un sitio externo)</VisuallyHidden>;
  const externalIcon = <ExternalLinkIcon className={styles.Icon} size={16} />;
  const hasContact = Boolean(phone || emergencyNumber || complaintsBookUrl || ethicsLineUrl);

  return (
    <footer className={clsx(styles.Footer, className)} {...props}>
      <div className={styles.Inner}>
        {logo && <div className={styles.Brand}>{logo}</div>}
        <div className={styles.Columns}>
          {hasContact && (
            <div className={styles.Column}>
              <h2 id={contactTitleId} className={styles.ColumnTitle}>
                Atención al usuario
              </h2>
              <ul className={styles.List} aria-labelledby={contactTitleId}>
                {phone && (
                  <li>
                    <a className={styles.Link} href={toTelHref(phone)}>
                      <PhoneIcon className={styles.Icon} size={16} />
                      Central de consultas: {phone}
                    </a>
                  </li>
                )}
                {emergencyNumber && (
                  <li>
                    <a className={styles.Link} href={toTelHref(emergencyNumber)}>
                      <SirenIcon className={styles.Icon} size={16} />
                      Línea de emergencias: {emergencyNumber}
                    </a>
                  </li>
                )}
                {[
                  { url: complaintsBookUrl, label: 'Libro de reclamaciones', Icon: BookOpenIcon },
                  {
                    url: ethicsLineUrl,
                    label: 'Alerta genética / línea ética',
                    Icon: ShieldAlertIcon,
                  },
                ].map(
                  ({ url, label, Icon }) =>
                    url && (
                      <li key={label}>
                        <ExternalAnchor className={styles.Link} href={url}>
                          <Icon className={styles.Icon} size={16} />
                          {`${label} `}
                          {externalIcon}
                          {externalHint}
                        </ExternalAnchor>
                      </li>
                    ),
                )}
              </ul>
            </div>
          )}

          <nav className={styles.Column} aria-labelledby={legalTitleId}>
            <h2 id={legalTitleId} className={styles.ColumnTitle}>
              Legal
            </h2>
            {legalLinks ?? (
              <FooterLegalLinks currentPath={currentPath} linkComponent={LinkComponent} />
            )}
          </nav>

          {socialNetworks.length > 0 && (
            <div className={styles.Column}>
              <h2 id={socialTitleId} className={styles.ColumnTitle}>
                Síguenos
              </h2>
              <ul className={styles.Social} aria-labelledby={socialTitleId}>
                {socialNetworks.map((network, index) => {
                  const { name, Icon } = socialNetwork(network.tooltip);
                  return (
                    <li key={`${network.url}-${index}`}>
                      <ExternalAnchor
                        className={styles.SocialLink}
                        href={network.url}
                        aria-label={`VivaSalud en ${name} (abre un sitio externo)`}
                        data-tooltip={name}
                      >
                        <Icon />
                      </ExternalAnchor>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}

          {settings && <div className={styles.Column}>{settings}</div>}
        </div>

        <p className={styles.Copyright}>© {year} VivaSalud. Todos los derechos reservados.</p>
      </div>
    </footer>
  );
}
