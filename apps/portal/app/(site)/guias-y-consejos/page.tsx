import { GuidesPage, guidesCatalog } from './_components/GuidesPage';

/**
 * `/guias-y-consejos` for an address the proxy leaves to it (issue #33), rendered per request;
 * every other address is answered by the cached copy (`/catalogo-en-cache/guias-y-consejos/[estado]`).
 */
export const generateMetadata = guidesCatalog.generateMetadata;

export default async function Page({ searchParams }: PageProps<'/guias-y-consejos'>) {
  return <GuidesPage catalog={await guidesCatalog.catalogFor(searchParams)} />;
}
