'use client';

import { ServiceUnavailable } from '@vivasalud/ui/service-unavailable';
import NextLink from 'next/link';

/** "Reintentar" goes back to the home page. */
export function ServiceUnavailableScreen() {
  return <ServiceUnavailable retryHref="/" linkComponent={NextLink} headingLevel={1} />;
}
