import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignImage } from '@/components/campaign/CampaignImage';
import styles from '@/components/campaign/Campaign.module.css';
import { periodText } from '@/lib/campaign';
import { loadCampaign } from '@/lib/load';
import { campaignPath, RACE_SLUG } from '@/lib/routes';
import { sitesOf } from '@/lib/site';

/**
 * `/campaign/corre-por-la-p/informacion` (spec §2): the race's information, WITHOUT the common
 * header and footer (the `(bare)` route group). Cached (ISR), from `GET /campaigns/corre-por-la-p/`.
 */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const campaign = await loadCampaign(RACE_SLUG);
  if (!campaign) return {};
  return { title: `${campaign.title}: información`, description: campaign.summary };
}

export default async function Page() {
  const campaign = await loadCampaign(RACE_SLUG);
  if (!campaign) notFound();
  const { portal } = sitesOf(process.env);
  return (
    <main id="contenido" className={styles.Page}>
      <header>
        <h1 className={styles.Title}>{campaign.title}</h1>
        <p className={styles.Summary}>{campaign.summary}</p>
      </header>
      <CampaignImage image={campaign.image} className={styles.Image} priority />
      <p className={styles.Period}>{periodText(campaign, new Date())}</p>
      <section className={styles.Section} aria-label="Información de la carrera">
        {campaign.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <div className={styles.Actions}>
        <a className={styles.Link} href={campaignPath(campaign.slug)}>
          Ir a la campaña
        </a>
        <a className={styles.Link} href={`${portal}/`}>
          Volver a VivaSalud
        </a>
      </div>
    </main>
  );
}
