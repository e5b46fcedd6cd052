import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { RecordedClassView } from '../_components/RecordedClassView';
import { loadRecordedClass } from '../_lib/load';
import { routeLabel } from '@/lib/routes';

/**
 * `/clases-grabadas/<slug>` (issue #19): one recorded class with its player (`getRecordedClass`).
 * Cached (ISR): the same HTML for everyone, re-rendered at most every 300 s; what the person
 * watched is read by the player in the browser. A slug the service does not have is the
 * not-found screen (404).
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/clases-grabadas/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const recordedClass = await loadRecordedClass(slug);
  if (!recordedClass) return {};
  const canonical = absoluteUrl(`/clases-grabadas/${recordedClass.slug}`, siteUrl());
  return {
    title: `${recordedClass.title} – ${routeLabel('/clases-grabadas')}`,
    description: recordedClass.copy ?? undefined,
    alternates: { canonical },
    openGraph: {
      title: recordedClass.title,
      description: recordedClass.copy ?? undefined,
      url: canonical,
      locale: 'es_PE',
      type: 'video.other',
      ...(recordedClass.image ? { images: [recordedClass.image] } : {}),
    },
  };
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const recordedClass = await loadRecordedClass(slug);
  if (!recordedClass) notFound();
  return (
    <RecordedClassView
      recordedClass={recordedClass}
      path={`/clases-grabadas/${recordedClass.slug}`}
      site={siteUrl()}
    />
  );
}
