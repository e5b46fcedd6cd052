import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { ArrowRightIcon } from '../icons/arrow-right';
import { CloseIcon } from '../icons/close';
import type { LinkComponent } from '../Link';
import styles from './CampaignBanner.module.css';

export interface CampaignBannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The campaign's `copy`. */
  copy: string;
  /** The campaign's `copy_strong`, shown in bold after the copy. */
  copyStrong?: string;
  /** The campaign's `link_text`. */
  linkText: string;
  /** Where the link goes (e.g. `/campaign/sorteo-audifonos/signup/`). */
  href: string;
  /** The element for the link: the apps pass `next/link`. */
  linkComponent?: LinkComponent;
  /** Shows a close button ("Cerrar aviso de la campaña") when given. */
  onClose?: () => void;
}

/**
 * The active campaign's strip (spec §4). It slides in when it mounts, without motion for people
 * who ask for less; the app decides whether it shows.
 */
export function CampaignBanner({
  copy,
  copyStrong,
  linkText,
  href,
  linkComponent: LinkElement = 'a',
  onClose,
  className,
  ...props
}: CampaignBannerProps) {
  return (
    <section
      aria-label="Campaña"
      data-state="open"
      className={clsx(styles.CampaignBanner, className)}
      {...props}
    >
      <div className={styles.Inner}>
        <p className={styles.Copy}>
          {copy} {copyStrong && <strong>{copyStrong}</strong>}
        </p>
        <LinkElement href={href} className={styles.Link}>
          {linkText}
          <ArrowRightIcon className={styles.Icon} />
        </LinkElement>
      </div>
      {onClose && (
        <button
          type="button"
          aria-label="Cerrar aviso de la campaña"
          className={styles.Close}
          onClick={onClose}
        >
          <CloseIcon className={styles.Icon} />
        </button>
      )}
    </section>
  );
}
