// No 'use client': it renders on the server (issue #6); the app adds what needs the browser.
import clsx from 'clsx';
import { type ComponentProps, type ElementType, useId } from 'react';
import { Button } from '../Button';
import { SearchXIcon } from '../icons/search-x';
import styles from './NotFound.module.css';

export interface NotFoundProps extends ComponentProps<'section'> {
  /** Where "Volver al inicio" leads. */
  homeHref?: string;
  /** A decorative image; without it an inline illustration is shown. */
  imageSrc?: string;
  /** The element the button renders as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }>;
  /** The headline is the page's main heading unless the page already has one. */
  headingLevel?: 1 | 2;
}

/** The not-found screen (spec §2), shown for any page with status 404. */
export function NotFound({
  homeHref = '/',
  imageSrc,
  linkComponent: LinkComponent = 'a',
  headingLevel = 1,
  className,
  ...props
}: NotFoundProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={clsx(styles.NotFound, className)} {...props}>
      <div className={styles.Media}>
        {imageSrc ? (
          <img src={imageSrc} alt="" className={styles.Image} />
        ) : (
          <span className={styles.Illustration} aria-hidden="true">
            <SearchXIcon strokeWidth={1.5} />
          </span>
        )}
      </div>
      <div className={styles.Text}>
        <p className={styles.Label}>Error</p>
        <Heading id={headingId} className={styles.Heading}>
          ¡Esta página no existe!
        </Heading>
        <p className={styles.Description}>
          No pudimos encontrar la página que estabas buscando. Revisa nuevamente tu búsqueda.
        </p>
        <Button asChild size="lg">
          <LinkComponent href={homeHref}>Volver al inicio</LinkComponent>
        </Button>
      </div>
    </section>
  );
}
