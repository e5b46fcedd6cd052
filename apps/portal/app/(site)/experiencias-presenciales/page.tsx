import { InPersonPage, inPersonCatalog } from './_components/InPersonPage';

/**
 * `/experiencias-presenciales` for an address the proxy leaves to it (issue #33), rendered per
 * request; every other address is answered by the cached copy
 * (`/catalogo-en-cache/experiencias-presenciales/[estado]`).
 */
export const generateMetadata = inPersonCatalog.generateMetadata;

export default async function Page({ searchParams }: PageProps<'/experiencias-presenciales'>) {
  return <InPersonPage catalog={await inPersonCatalog.catalogFor(searchParams)} />;
}
