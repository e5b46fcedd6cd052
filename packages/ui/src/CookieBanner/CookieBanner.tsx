import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Button } from '../Button';
import type { LinkComponent } from '../Link';
import styles from './CookieBanner.module.css';

export interface CookieBannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The app decides when it shows (no stored `cookiesAccepted`, not on the policy page). */
  open?: boolean;
  /** "Aceptar todas las cookies": the app stores `cookiesAccepted=true` and closes the banner. */
  onAccept: () => void;
  /** "Ver políticas de cookies" as a button; ignored when `policyHref` is given. */
  onViewPolicy?: () => void;
  /** "Ver políticas de cookies" as a link to this address (e.g. `/politicas-de-cookies`). */
  policyHref?: string;
  /** The element for that link: the apps pass `next/link`. */
  linkComponent?: LinkComponent;
}

/** The cookie notice fixed at the bottom of every page (spec §4, §9). */
export function CookieBanner({
  open = true,
  onAccept,
  onViewPolicy,
  policyHref,
  linkComponent: LinkElement = 'a',
  className,
  ...props
}: CookieBannerProps) {
  if (!open) return null;
  return (
    <section
      aria-label="Aviso de cookies"
      data-state="open"
      className={clsx(styles.CookieBanner, className)}
      {...props}
    >
      <div className={styles.Inner}>
        <p className={styles.Text}>
          Usamos cookies propias y de terceros para personalizar el contenido y los anuncios,
          ofrecer funciones de redes sociales y analizar el tráfico. También compartimos información
          sobre cómo usas nuestro sitio con nuestros socios de redes sociales, publicidad y
          análisis.
        </p>
        <div className={styles.Actions}>
          {policyHref ? (
            <Button asChild variant="outline">
              <LinkElement href={policyHref}>Ver políticas de cookies</LinkElement>
            </Button>
          ) : (
            <Button variant="outline" onClick={onViewPolicy}>
              Ver políticas de cookies
            </Button>
          )}
          <Button onClick={onAccept}>Aceptar todas las cookies</Button>
        </div>
      </div>
    </section>
  );
}
