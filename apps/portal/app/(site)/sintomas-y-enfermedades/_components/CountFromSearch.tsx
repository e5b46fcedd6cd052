'use client';

import { useEffect } from 'react';
import { takeOpenedFromSearch } from '../_lib/fromSearch';

/** Where a condition's page reports a view from a search (`app/api/sintomas/mas-buscado`). */
export const COUNTER_ROUTE = '/api/sintomas/mas-buscado';

/**
 * On a condition's page: when the person opened it from the directory's search (this tab said so,
 * once), one report to the portal, which counts it for «Lo más buscado» at most once per visitor
 * and day. A reload, a link from elsewhere or a crawler reports nothing. Renders nothing.
 */
export function CountFromSearch({ id, slug }: { id: number; slug: string }) {
  useEffect(() => {
    if (!takeOpenedFromSearch(slug)) return;
    void fetch(COUNTER_ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sintoma: id }),
      keepalive: true,
      cache: 'no-store',
    }).catch(() => undefined);
  }, [id, slug]);
  return null;
}
