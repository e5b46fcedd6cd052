import { GuidesPage, guidesCatalog } from '@/app/(site)/guias-y-consejos/_components/GuidesPage';

/**
 * `/guias-y-consejos` for an address the proxy vouches for (issue #33, `lib/catalog/copies.ts`): the
 * page for the state in the segment (`PAGINA-2`), rendered on its first request and then served
 * from the cache (ISR, 300 s, like a class's page), at the visitor's address. Never an address of
 * its own: the proxy answers it with the not-found page; its canonical address is the catalog's.
 */
export const revalidate = 300;

export const generateStaticParams = guidesCatalog.copy.generateStaticParams;
export const generateMetadata = guidesCatalog.copy.generateMetadata;

export default async function Page({
  params,
}: PageProps<'/catalogo-en-cache/guias-y-consejos/[estado]'>) {
  return <GuidesPage catalog={await guidesCatalog.copy.catalogFor(params)} />;
}
