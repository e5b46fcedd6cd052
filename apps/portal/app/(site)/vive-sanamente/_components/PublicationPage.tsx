import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { recordId, routeLabel, type SearchParams } from '@/lib/routes';
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
 * A publication's page of a type (`/vive-sanamente/videos/<slug>`, issue #30): the publication
 * (an unknown slug, or one of another type, is the not-found screen), a reading's sections and
 * the related publications; its metadata (title, summary, canonical address, share card). The
 * page file keeps `revalidate` (Next reads it from the file).
 */
export function publicationPage(type: PublicationType) {
  const { path } = typeInfo(type);

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { slug } = await params;
    const publication = await loadPublication(slug, type);
    const canonical = absoluteUrl(publicationHref(publication), siteUrl());
    const image = publication.media?.poster ?? publication.image;
    return {
      title: `${publication.title} – ${routeLabel(path)}`,
      description: publication.summary,
      alternates: { canonical },
      openGraph: {
        title: publication.title,
        description: publication.summary,
        url: canonical,
        locale: 'es_PE',
        type: 'article',
        publishedTime: publication.published_at,
        ...(publication.reviewed_at ? { modifiedTime: publication.reviewed_at } : {}),
        ...(image ? { images: [image] } : {}),
      },
    };
  }

  async function Page({ params }: { params: Params }) {
    const { slug } = await params;
    const publication = await loadPublication(slug, type);
    const [sections, related] = await Promise.all([
      type === 'lectura' ? loadSections(publication.id) : Promise.resolve([]),
      loadRelated(publication.id),
    ]);
    return (
      <PublicationView
        publication={publication}
        sections={sections}
        related={related}
        path={publicationHref(publication)}
        site={siteUrl()}
      />
    );
  }

  /** No publication is prerendered at build: each renders on its first request, then is cached. */
  function generateStaticParams(): { slug: string }[] {
    return [];
  }

  return { generateMetadata, generateStaticParams, Page };
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
