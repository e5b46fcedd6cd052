'use client';

import { ServiceUnavailable } from '@vivasalud/ui/service-unavailable';
import { useSitePathname } from '@/components/shell/useSitePathname';
import { useEffect } from 'react';

/**
 * A page of the common layout that could not be rendered (issue #6, "service down"): the content
 * service is down, slow (cut off by the client's timeout) or failing, and there is no last good
 * copy of the page to serve (a cached page whose revalidation fails keeps its old copy and never
 * gets here). Shows the service-unavailable screen inside the header and footer; «Reintentar»
 * loads the same address again as a new document, so the server asks the service again. The
 * error itself stays in the server's log (`digest` links the two); nothing of it is shown.
 */
export default function ContentError({ error }: { error: Error & { digest?: string } }) {
  const pathname = useSitePathname() ?? '/';
  useEffect(() => {
    console.error('[portal] page failed', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="contenido">
      <ServiceUnavailable retryHref={pathname} headingLevel={1} />
    </main>
  );
}
