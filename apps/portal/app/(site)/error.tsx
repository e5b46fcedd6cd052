'use client';

import { useSitePathname } from '@/components/shell/useSitePathname';
import { lazy, Suspense, useEffect } from 'react';

interface ScreenProps {
  retryHref: string;
}

/** What shows while the screen's code comes, or if it cannot come (offline): its words and link. */
function PlainScreen({ retryHref }: ScreenProps) {
  return (
    <section aria-labelledby="servicio-no-disponible">
      <h1 id="servicio-no-disponible">Servicio no disponible por el momento</h1>
      <p>
        Estamos teniendo problemas para atenderte. Por favor, vuelve a intentarlo en unos minutos.
      </p>
      <p>
        <a href={retryHref}>Reintentar</a>
      </p>
    </section>
  );
}

/**
 * The screen's code is fetched when a page fails, not with every page (issue #33: this boundary
 * is in every page's first load; React.lazy, not next/dynamic, whose loader was more code than
 * the screen). Rendered on the server like the rest of the page, it is in the failed page's HTML
 * either way.
 */
const Screen = lazy(() =>
  import('@vivasalud/ui/service-unavailable').then(
    (module) => ({
      default: ({ retryHref }: ScreenProps) => (
        <module.ServiceUnavailable retryHref={retryHref} headingLevel={1} />
      ),
    }),
    () => ({ default: PlainScreen }),
  ),
);

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
      <Suspense fallback={<PlainScreen retryHref={pathname} />}>
        <Screen retryHref={pathname} />
      </Suspense>
    </main>
  );
}
