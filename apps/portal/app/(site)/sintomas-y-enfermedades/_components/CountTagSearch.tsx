'use client';

import { useEffect } from 'react';
import { COUNTER_ROUTE } from './CountFromSearch';

/**
 * On a topic's results: one report that the topic was searched (`{ etiqueta }`), which the portal
 * counts for the frequent topics at most once per visitor and day. A prefetch runs no effect; a
 * crawler is not counted by the portal. Renders nothing.
 */
export function CountTagSearch({ tag }: { tag: string }) {
  useEffect(() => {
    void fetch(COUNTER_ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ etiqueta: tag }),
      keepalive: true,
      cache: 'no-store',
    }).catch(() => undefined);
  }, [tag]);
  return null;
}
