import {
  InPersonPage,
  inPersonCatalog,
} from '@/app/(site)/experiencias-presenciales/_components/InPersonPage';

/**
 * `/experiencias-presenciales` for an address the proxy vouches for (issue #33, `lib/catalog/copies.ts`): the
 * page for the state in the segment (`PAGINA-2`), rendered on its first request and then served
 * from the cache (ISR, 300 s, like a class's page), at the visitor's address. Never an address of
 * its own: the proxy answers it with the not-found page; its canonical address is the catalog's.
 */
export const revalidate = 300;

export const generateStaticParams = inPersonCatalog.copy.generateStaticParams;
export const generateMetadata = inPersonCatalog.copy.generateMetadata;

export default async function Page({
  params,
}: PageProps<'/catalogo-en-cache/experiencias-presenciales/[estado]'>) {
  return <InPersonPage catalog={await inPersonCatalog.copy.catalogFor(params)} />;
}
