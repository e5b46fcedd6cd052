'use client';

import clsx from 'clsx';
import { CloudOffIcon } from '../icons/cloud-off';
import { RotateCwIcon } from '../icons/rotate-cw';
import { type ComponentProps, type ElementType, useId } from 'react';
import { Button } from '../Button';
import styles from './ServiceUnavailable.module.css';

export interface ServiceUnavailableProps extends ComponentProps<'section'> {
  /** Called by "Reintentar"; the retry is then a button. */
  onRetry?: () => void;
  /** Without `onRetry`, "Reintentar" is a link to this address. */
  retryHref?: string;
  /** The element the link renders as: `'a'` by default, or the app's `next/link`. */
  linkComponent?: ElementType<ComponentProps<'a'> & { href: string }>;
  /** A retry is running: the button shows "Cargando" and is disabled. */
  retrying?: boolean;
  headingLevel?: 1 | 2;
}

/** The service-unavailable screen (route /service-unavailable, without header and footer). */
export function ServiceUnavailable({
  onRetry,
  retryHref = '/',
  linkComponent: LinkComponent = 'a',
  retrying = false,
  headingLevel = 1,
  className,
  ...props
}: ServiceUnavailableProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const label = (
    <>
      <RotateCwIcon size={20} />
      Reintentar
    </>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(styles.ServiceUnavailable, className)}
      {...props}
    >
      <span className={styles.Illustration} aria-hidden="true">
        <CloudOffIcon strokeWidth={1.5} />
      </span>
      <Heading id={headingId} className={styles.Heading}>
        Servicio no disponible por el momento
      </Heading>
      <p className={styles.Description}>
        Estamos teniendo problemas para atenderte. Por favor, vuelve a intentarlo en unos minutos.
      </p>
      {onRetry ? (
        <Button size="lg" loading={retrying} onClick={onRetry}>
          {label}
        </Button>
      ) : (
        <Button asChild size="lg">
          <LinkComponent href={retryHref}>{label}</LinkComponent>
        </Button>
      )}
    </section>
  );
}
