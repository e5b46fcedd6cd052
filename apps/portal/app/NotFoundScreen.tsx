'use client';

import { NotFound } from '@vivasalud/ui/not-found';
import NextLink from 'next/link';
import { useEffect } from 'react';
import { pushAnalyticsEvent } from '@/lib/analytics';

/** Spec §2: the not-found screen, recording an `error` event "pagina no encontrada". */
export function NotFoundScreen() {
  useEffect(() => pushAnalyticsEvent('error', { message: 'pagina no encontrada' }), []);
  return <NotFound homeHref="/" linkComponent={NextLink} />;
}
