'use client';

import { useEffect } from 'react';
import { pushAnalyticsEvent } from '@/lib/analytics';

/** Pushes the not-found screen's `error` event (spec §2) once it shows. Renders nothing. */
export function NotFoundEvent() {
  useEffect(() => pushAnalyticsEvent('error', { message: 'pagina no encontrada' }), []);
  return null;
}
