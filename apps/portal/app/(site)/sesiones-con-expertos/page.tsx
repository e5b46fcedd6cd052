import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/routes';
import {
  ExpertSessionsPage,
  expertSessionsCatalog,
  withSpecialty,
} from './_components/ExpertSessionsPage';

/**
 * `/sesiones-con-expertos` for an address the proxy leaves to it (issue #33), rendered per
 * request; every other address is answered by the cached copy
 * (`/catalogo-en-cache/sesiones-con-expertos/[estado]`).
 */
export function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  return withSpecialty(
    expertSessionsCatalog.generateMetadata({ searchParams }),
    expertSessionsCatalog.catalogFor(searchParams),
  );
}

export default async function Page({ searchParams }: PageProps<'/sesiones-con-expertos'>) {
  return <ExpertSessionsPage catalog={await expertSessionsCatalog.catalogFor(searchParams)} />;
}
