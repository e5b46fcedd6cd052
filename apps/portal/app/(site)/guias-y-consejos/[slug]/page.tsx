import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { GuideView } from '../_components/GuideView';
import { loadGuide } from '../_lib/load';
import { routeLabel } from '@/lib/routes';

/**
 * `/guias-y-consejos/<slug>` (issue #19): one guide or tip (`getContent`). Cached (ISR): rendered
 * on its first request, re-rendered at most every 300 s; a slug the service does not have is the
 * not-found screen (404).
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/guias-y-consejos/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const guide = await loadGuide(slug);
  if (!guide) return {};
  const canonical = absoluteUrl(`/guias-y-consejos/${guide.slug}`, siteUrl());
  return {
    title: `${guide.title} – ${routeLabel('/guias-y-consejos')}`,
    description: guide.copy ?? undefined,
    alternates: { canonical },
    openGraph: {
      title: guide.title,
      description: guide.copy ?? undefined,
      url: canonical,
      locale: 'es_PE',
      type: 'article',
      publishedTime: guide.published_at,
      modifiedTime: guide.reviewed_at,
      ...(guide.image ? { images: [guide.image] } : {}),
    },
  };
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const guide = await loadGuide(slug);
  if (!guide) notFound();
  return <GuideView guide={guide} path={`/guias-y-consejos/${guide.slug}`} site={siteUrl()} />;
}
