import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignTermsView, termsTitle } from '../_components/CampaignTermsView';
import { loadCampaign } from '../_lib/load';
import { portalUrl } from '@/lib/site';

/**
 * `/campaign/<slug>/terminos/` (issue #17): a giveaway's terms, readable before signing up.
 * Cached (ISR) like the landing. A campaign without terms (an event) or a slug the service does
 * not have is the not-found screen.
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = PageProps<'/campaign/[slug]/terminos'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadCampaign((await params).slug);
  if (!campaign?.terms) return {};
  return { title: termsTitle(campaign), description: campaign.summary };
}

export default async function Page({ params }: Props) {
  const campaign = await loadCampaign((await params).slug);
  if (!campaign?.terms) notFound();
  return (
    <CampaignTermsView
      campaign={campaign}
      terms={campaign.terms}
      privacyHref={portalUrl('/politica-de-privacidad/')}
    />
  );
}
