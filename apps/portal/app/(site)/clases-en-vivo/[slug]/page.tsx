import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { LiveClassDetailView } from '../_components/LiveClassDetailView';
import { loadLiveClass } from '../_lib/load';
import { routeLabel } from '@/lib/routes';

/**
 * `/clases-en-vivo/<slug>` (issue #15): one live class (`getLiveClass`). Cached (ISR): rendered
 * on its first request, re-rendered at most every 300 s; a slug the service does not have is the
 * not-found screen (404).
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/clases-en-vivo/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const liveClass = await loadLiveClass(slug);
  if (!liveClass) return {};
  const canonical = absoluteUrl(`/clases-en-vivo/${liveClass.slug}`, siteUrl());
  return {
    title: `${liveClass.title} – ${routeLabel('/clases-en-vivo')}`,
    description: liveClass.copy ?? undefined,
    alternates: { canonical },
    openGraph: {
      title: liveClass.title,
      description: liveClass.copy ?? undefined,
      url: canonical,
      locale: 'es_PE',
      type: 'website',
      ...(liveClass.image ? { images: [liveClass.image] } : {}),
    },
  };
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const liveClass = await loadLiveClass(slug);
  if (!liveClass) notFound();
  return (
    <LiveClassDetailView
      liveClass={liveClass}
      path={`/clases-en-vivo/${liveClass.slug}`}
      site={siteUrl()}
      now={new Date()}
    />
  );
}
