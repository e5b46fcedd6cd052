import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignResultView, resultTitle } from '../_components/CampaignResultView';
import { loadCampaign } from '../_lib/load';

/**
 * `/campaign/<slug>/resultado/` (issue #17): a giveaway's result, where its pages lead after the
 * end date. Cached (ISR) like the landing: the day the winners are published is a spike too. An
 * event, or a slug the service does not have, is the not-found screen.
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/campaign/[slug]/resultado'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadCampaign((await params).slug);
  if (campaign?.kind !== 'giveaway') return {};
  return { title: resultTitle(campaign), description: campaign.summary };
}

export default async function Page({ params }: Props) {
  const campaign = await loadCampaign((await params).slug);
  if (campaign?.kind !== 'giveaway') notFound();
  return <CampaignResultView campaign={campaign} now={new Date()} />;
}
