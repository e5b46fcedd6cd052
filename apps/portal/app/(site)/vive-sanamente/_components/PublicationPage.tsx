import { notFound, permanentRedirect } from 'next/navigation';
import { detailPage } from '@/lib/catalog/detail';
import { siteUrl } from '@/lib/pages/site';
import { recordId, type SearchParams } from '@/lib/routes';
import {
  loadPublication,
  loadPublicationById,
  loadPublicationBySlug,
  loadRelated,
  loadSections,
} from '../_lib/load';
import { publicationHref, typeInfo, type PublicationType } from '../_lib/types';
import { PublicationView } from './PublicationView';

type Params = Promise<{ slug: string }>;

/**
 * A publication's page of a type (`/vive-sanamente/videos/<slug>`, issue #30), on the catalogs'
 * `detailPage()`: the publication (an unknown slug, or one of another type, is the not-found
 * screen) and its metadata (title, summary, canonical address, share card), a reading's sections
 * and the related publications. The page file keeps `revalidate` (Next reads it from the file).
 */
export function publicationPage(type: PublicationType) {
  const detail = detailPage({
    path: typeInfo(type).path,
    // The catalogs' item shape: its summary is its text for the metadata.
    load: async (slug) => {
      const publication = await loadPublication(slug, type);
      return { ...publication, copy: publication.summary };
    },
    openGraph: (publication) => ({
      type: 'article',
      publishedTime: publication.published_at,
      ...(publication.reviewed_at ? { modifiedTime: publication.reviewed_at } : {}),
    }),
  });

  async function Page({ params }: { params: Params }) {
    const { item: publication, path } = await detail.itemOf(params);
    const [sections, related] = await Promise.all([
      type === 'lectura' ? loadSections(publication.id) : Promise.resolve([]),
      loadRelated(publication.id),
    ]);
    return (
      <PublicationView
        publication={publication}
        sections={sections}
        related={related}
        path={path}
        site={siteUrl()}
      />
    );
  }

  return {
    generateMetadata: detail.generateMetadata,
    generateStaticParams: detail.generateStaticParams,
    Page,
  };
}

/** The content API's slug rule (spec §5), with a sane length. */
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The spec's `…/<type>/detail` (issue #30): `?id=N` or `?slug=S` (the links the CMS, home's
 * slider and /pilares carry) answer a permanent redirect (308) to the publication's own address
 * — whatever type the link named; an unknown or malformed id or slug is the not-found screen;
 * neither leads to the type's list.
 */
export function publicationRedirect(type: PublicationType) {
  const { path } = typeInfo(type);
  return async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
    const query = await searchParams;
    if (query.id !== undefined) {
      const id = recordId(query.id);
      if (id === undefined) notFound();
      permanentRedirect(publicationHref(await loadPublicationById(id)));
    }
    if (query.slug !== undefined) {
      const slug = [query.slug].flat()[0] ?? '';
      if (!SLUG.test(slug)) notFound();
      permanentRedirect(publicationHref(await loadPublicationBySlug(slug)));
    }
    permanentRedirect(path);
  };
}
