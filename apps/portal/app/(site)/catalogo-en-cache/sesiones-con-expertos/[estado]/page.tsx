import type { Metadata } from 'next';
import type { CopyParams } from '@/lib/catalog/page';
import {
  ExpertSessionsPage,
  expertSessionsCatalog,
  withSpecialty,
} from '@/app/(site)/sesiones-con-expertos/_components/ExpertSessionsPage';

/**
 * `/sesiones-con-expertos` for an address the proxy vouches for (issue #33, `lib/catalog/copies.ts`): the
 * page for the state in the segment (`ESPECIALIDAD-nutricion-PAGINA-1`), rendered on its first
 * request and then served from the cache (ISR, 300 s, like a session's page), at the visitor's
 * address. Never an address of its own: the proxy answers it with the not-found page; its
 * canonical address is the catalog's.
 */
export const revalidate = 300;

export const generateStaticParams = expertSessionsCatalog.copy.generateStaticParams;

export function generateMetadata({ params }: { params: CopyParams }): Promise<Metadata> {
  return withSpecialty(
    expertSessionsCatalog.copy.generateMetadata({ params }),
    expertSessionsCatalog.copy.catalogFor(params),
  );
}

export default async function Page({
  params,
}: PageProps<'/catalogo-en-cache/sesiones-con-expertos/[estado]'>) {
  return <ExpertSessionsPage catalog={await expertSessionsCatalog.copy.catalogFor(params)} />;
}
