import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCampaign } from '@/app/(site)/campaign/[slug]/_lib/load';
import { RACE_INFO_PATH, RACE_SLUG } from '@/lib/routes';
import { sitesOf } from '@/lib/site';
import { RaceInformation } from './_components/RaceInformation';

/**
 * `/campaign/corre-por-la-p/informacion` (spec §2): the race's practical information, WITHOUT the
 * common header and footer (the `(bare)` route group). Cached (ISR), from
 * `GET /campaigns/corre-por-la-p/`: its `event` is the one source of the race's dates (issue #25).
 */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const campaign = await loadCampaign(RACE_SLUG);
  if (!campaign) return {};
  return {
    title: `${campaign.title}: información de la carrera`,
    description: `Fecha, hora, lugar e inscripción de ${campaign.title}.`,
  };
}

export default async function Page() {
  const campaign = await loadCampaign(RACE_SLUG);
  if (!campaign?.event) notFound();
  const { portal, campaigns } = sitesOf(process.env);
  return (
    <RaceInformation
      campaign={{ ...campaign, event: campaign.event }}
      pageUrl={`${campaigns}${RACE_INFO_PATH}`}
      portalHref={`${portal}/`}
      now={new Date()}
    />
  );
}
