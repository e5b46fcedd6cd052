import { LiveClassesPage, liveClassesCatalog } from './_components/LiveClassesPage';

/**
 * `/clases-en-vivo` for an address the proxy leaves to it (issue #33): one with a mistake to
 * explain, or values the service may not have. Rendered per request; every other address is
 * answered by the cached copy (`/catalogo-en-cache/clases-en-vivo/[estado]`).
 */
export const generateMetadata = liveClassesCatalog.generateMetadata;

export default async function Page({ searchParams }: PageProps<'/clases-en-vivo'>) {
  return <LiveClassesPage catalog={await liveClassesCatalog.catalogFor(searchParams)} />;
}
