import {
  LiveClassesPage,
  liveClassesCatalog,
} from '@/app/(site)/clases-en-vivo/_components/LiveClassesPage';

/**
 * `/clases-en-vivo` for an address the proxy vouches for (issue #33, `lib/catalog/copies.ts`): the
 * page for the state in the segment (`PAGINA-2`), rendered on its first request and then served
 * from the cache (ISR, 300 s, like a class's page), at the visitor's address. Never an address of
 * its own: the proxy answers it with the not-found page; its canonical address is the catalog's.
 */
export const revalidate = 300;

export const generateStaticParams = liveClassesCatalog.copy.generateStaticParams;
export const generateMetadata = liveClassesCatalog.copy.generateMetadata;

export default async function Page({
  params,
}: PageProps<'/catalogo-en-cache/clases-en-vivo/[estado]'>) {
  return <LiveClassesPage catalog={await liveClassesCatalog.copy.catalogFor(params)} />;
}
