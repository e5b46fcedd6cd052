import { Button } from '@vivasalud/ui/button';
import { campaignPhase, periodText, type Campaign } from '../_lib/campaign';
import { RACE_INFO_PATH, RACE_SLUG, resultPath, signupPath, termsPath } from '@/lib/routes';
import { CampaignImage } from './CampaignImage';
import styles from './Campaign.module.css';

export interface CampaignLandingProps {
  campaign: Campaign;
  /** The clock of the render (the page is cached: it is re-rendered at most every few minutes). */
  now: Date;
}

/**
 * A campaign's landing (issue #17): title, copy, prize, dates in Lima time, image, the link to
 * the terms and the call to action. While a giveaway is open the call leads to its sign-up
 * (spec §2); before it opens or after its end date the page says so and shows no call — an
 * ended giveaway leads to its result page.
 */
export function CampaignLanding({ campaign, now }: CampaignLandingProps) {
  const phase = campaignPhase(campaign, now);
  const hasInfoPage = campaign.slug === RACE_SLUG;
  return (
    <main id="contenido" className={styles.Page}>
      <header>
        <h1 className={styles.Title}>{campaign.title}</h1>
        <p className={styles.Summary}>{campaign.summary}</p>
      </header>
      <CampaignImage image={campaign.image} className={styles.Image} priority />
      {phase === 'open' ? (
        <p className={styles.Period}>{periodText(campaign, now)}</p>
      ) : (
        <p className={styles.Notice} role="status">
          {periodText(campaign, now)}
          {phase === 'ended' && campaign.kind === 'giveaway'
            ? ' Ya no es posible inscribirse.'
            : ''}
        </p>
      )}
      <section className={styles.Section} aria-label="Sobre la campaña">
        {campaign.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {campaign.prize ? (
        <section className={styles.Section} aria-labelledby="premio">
          <h2 id="premio">Premio</h2>
          <p>{campaign.prize}</p>
        </section>
      ) : null}
      <div className={styles.Actions}>
        {phase === 'open' && campaign.kind === 'giveaway' ? (
          <Button asChild size="lg">
            <a href={signupPath(campaign.slug)}>Participa aquí</a>
          </Button>
        ) : null}
        {phase === 'ended' && campaign.kind === 'giveaway' ? (
          <Button asChild size="lg">
            <a href={resultPath(campaign.slug)}>Ver el resultado del sorteo</a>
          </Button>
        ) : null}
        {hasInfoPage ? (
          <Button asChild size="lg" variant={phase === 'ended' ? 'outline' : 'primary'}>
            <a href={RACE_INFO_PATH}>Ver la información de la carrera</a>
          </Button>
        ) : null}
        {campaign.terms ? (
          <a className={styles.Link} href={termsPath(campaign.slug)}>
            {campaign.kind === 'giveaway' ? 'Lee las bases del sorteo' : 'Lee los términos'}
          </a>
        ) : null}
      </div>
    </main>
  );
}
