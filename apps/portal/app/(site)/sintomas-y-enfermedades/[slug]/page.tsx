import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/ContentPage';
import { Lead } from '@/components/content/PageIntro';
import { absoluteUrl, siteUrl } from '@/lib/pages/site';
import { loadSymptom } from '../_lib/load';

const DIRECTORY = { label: 'Síntomas y enfermedades', href: '/sintomas-y-enfermedades' };

/**
 * `/sintomas-y-enfermedades/<slug>`: an entry of the directory, the address the service returns
 * in its search results. Until the symptoms area lands, the entry's name and summary inside the
 * directory's CMS page. A slug the service does not have is the not-found screen (404).
 * Cached (ISR): rendered on its first request, re-rendered at most every 300 s.
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/sintomas-y-enfermedades/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const entry = await loadSymptom(slug);
  if (!entry) return {};
  const path = `${DIRECTORY.href}/${entry.slug}`;
  return {
    title: entry.nombre,
    description: entry.resumen,
    alternates: { canonical: absoluteUrl(path, siteUrl()) },
  };
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const entry = await loadSymptom(slug);
  if (!entry) notFound();
  return (
    <ContentPage
      path={`${DIRECTORY.href}/${entry.slug}`}
      slug="sintomas-y-enfermedades"
      ancestors={[DIRECTORY]}
      crumbLabel={entry.nombre}
      context={
        <Lead as="section" aria-labelledby="sintoma">
          <h2 id="sintoma">{entry.nombre}</h2>
          <p>{entry.resumen}</p>
        </Lead>
      }
    />
  );
}
