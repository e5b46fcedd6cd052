import { CampaignList } from '@/app/(site)/campaign/[slug]/_components/CampaignList';
import styles from '@/app/(site)/campaign/[slug]/_components/Campaign.module.css';
import { openCampaigns } from '@/app/(site)/campaign/[slug]/_lib/campaign';
import { loadCampaigns } from '@/app/(site)/campaign/[slug]/_lib/load';

/**
 * The campaigns home: the campaigns open now (`GET /campaigns/`). Cached (ISR): rendered once,
 * re-rendered at most every 300 s, so a campaign that opens or closes shows within minutes.
 */
export const revalidate = 300;

export default async function CampaignsHome() {
  const campaigns = openCampaigns(await loadCampaigns(), new Date());
  return (
    <main id="contenido" className={styles.Page}>
      <header>
        <h1 className={styles.Title}>Campañas VivaSalud</h1>
        <p className={styles.Summary}>
          Participa en nuestras campañas, sorteos y eventos para cuidar tu salud.
        </p>
      </header>
      <CampaignList campaigns={campaigns} />
    </main>
  );
}
