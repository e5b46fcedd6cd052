import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignLanding } from './_components/CampaignLanding';
import { loadCampaign } from './_lib/load';

/**
 * `/campaign/<slug>/` (issue #17): a campaign's landing (`GET /campaigns/{slug}/`). Cached (ISR):
 * rendered on its first request, re-rendered at most every 300 s — the page a social-media
 * announcement sends thousands to. A slug the service does not have is the not-found screen.
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/campaign/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadCampaign((await params).slug);
  if (!campaign) return {};
  return { title: campaign.title, description: campaign.summary };
}

export default async function Page({ params }: Props) {
  const campaign = await loadCampaign((await params).slug);
  if (!campaign) notFound();
  return <CampaignLanding campaign={campaign} now={new Date()} />;
}
