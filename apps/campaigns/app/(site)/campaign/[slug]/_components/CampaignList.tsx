import { Card, CardBody, CardFooter, CardMedia, CardTitle } from '@vivasalud/ui/card';
import { formatLimaDate, type CampaignCard } from '../_lib/campaign';
import { campaignPath } from '@/lib/routes';
import { CampaignImage } from './CampaignImage';
import styles from './Campaign.module.css';

/** The campaigns open now, as cards linking to their landings (the home of the site). */
export function CampaignList({ campaigns }: { campaigns: readonly CampaignCard[] }) {
  if (campaigns.length === 0) {
    return <p>Por ahora no hay campañas abiertas. Vuelve pronto.</p>;
  }
  return (
    <ul className={styles.Grid}>
      {campaigns.map((campaign) => (
        <li key={campaign.slug}>
          <Card>
            {campaign.image ? (
              <CardMedia>
                <CampaignImage image={campaign.image} className={styles.CardImage} />
              </CardMedia>
            ) : null}
            <CardTitle level={2}>
              <a className={styles.Link} href={campaignPath(campaign.slug)}>
                {campaign.title}
              </a>
            </CardTitle>
            <CardBody>
              <p>{campaign.summary}</p>
            </CardBody>
            <CardFooter>
              <p>Hasta el {formatLimaDate(campaign.available_until)}</p>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
