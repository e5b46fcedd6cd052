import {
  RecordedClassesPage,
  recordedClassesCatalog,
} from '@/app/(site)/clases-grabadas/_components/RecordedClassesPage';

/**
 * `/clases-grabadas` for an address the proxy vouches for (issue #33, `lib/catalog/copies.ts`): the
 * page for the state in the segment (`PAGINA-2`), rendered on its first request and then served
 * from the cache (ISR, 300 s, like a class's page), at the visitor's address. Never an address of
 * its own: the proxy answers it with the not-found page; its canonical address is the catalog's.
 */
export const revalidate = 300;

export const generateStaticParams = recordedClassesCatalog.copy.generateStaticParams;
export const generateMetadata = recordedClassesCatalog.copy.generateMetadata;

export default async function Page({
  params,
}: PageProps<'/catalogo-en-cache/clases-grabadas/[estado]'>) {
  return <RecordedClassesPage catalog={await recordedClassesCatalog.copy.catalogFor(params)} />;
}
