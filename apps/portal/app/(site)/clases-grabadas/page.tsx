import { RecordedClassesPage, recordedClassesCatalog } from './_components/RecordedClassesPage';

/**
 * `/clases-grabadas` for an address the proxy leaves to it (issue #33), rendered per request;
 * every other address is answered by the cached copy (`/catalogo-en-cache/clases-grabadas/[estado]`).
 */
export const generateMetadata = recordedClassesCatalog.generateMetadata;

export default async function Page({ searchParams }: PageProps<'/clases-grabadas'>) {
  return <RecordedClassesPage catalog={await recordedClassesCatalog.catalogFor(searchParams)} />;
}
