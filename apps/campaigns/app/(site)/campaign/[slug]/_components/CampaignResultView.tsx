import { Button } from '@vivasalud/ui/button';
import { campaignPhase, formatLimaDate, formatLimaDateTime, type Campaign } from '../_lib/campaign';
import { campaignPath, signupPath, termsPath } from '@/lib/routes';
import styles from './Campaign.module.css';

export interface CampaignResultViewProps {
  campaign: Campaign;
  now: Date;
}

/** «Resultado: Sorteo de kits de bienestar». */
export function resultTitle(campaign: Pick<Campaign, 'title'>): string {
  return `Resultado: ${campaign.title}`;
}

/**
 * A giveaway's result page (issue #17): once the service publishes it, its winners as the terms
 * announce them (first name, initial, region) and what happens next; until then, when the draw
 * is and where the winners will be published — with the way to take part while it is open.
 */
export function CampaignResultView({ campaign, now }: CampaignResultViewProps) {
  const { result, terms } = campaign;
  const phase = campaignPhase(campaign, now);
  return (
    <main id="contenido" className={styles.Page}>
      <header>
        <h1 className={styles.Title}>{resultTitle(campaign)}</h1>
        <p className={styles.Summary}>
          {phase === 'ended'
            ? `Esta campaña terminó el ${formatLimaDateTime(campaign.available_until)} (hora de Lima). Ya no es posible inscribirse.`
            : `Puedes participar hasta el ${formatLimaDateTime(campaign.available_until)} (hora de Lima).`}
        </p>
      </header>
      {result ? (
        <>
          <section className={styles.Section} aria-labelledby="ganadores">
            <h2 id="ganadores">Ganadores</h2>
            <p>
              Publicado el{' '}
              <time dateTime={result.published_at}>{formatLimaDate(result.published_at)}</time>.
            </p>
            <ol className={styles.Winners}>
              {result.winners.map((winner) => (
                <li key={`${winner.name}|${winner.region}`}>
                  {winner.name} <span className={styles.Region}>({winner.region})</span>
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.Section} aria-labelledby="despues">
            <h2 id="despues">Entrega de premios</h2>
            <p>{result.note}</p>
          </section>
        </>
      ) : (
        <section className={styles.Section} aria-labelledby="pendiente">
          <h2 id="pendiente">Aún no hay resultado</h2>
          {terms ? (
            <>
              <p>
                El sorteo será el{' '}
                <time dateTime={terms.draw_date}>{formatLimaDateTime(terms.draw_date)}</time> (hora
                de Lima).
              </p>
              <p>{terms.winner_announcement}</p>
            </>
          ) : (
            <p>Publicaremos aquí a los ganadores después del sorteo.</p>
          )}
        </section>
      )}
      <div className={styles.Actions}>
        {phase === 'open' ? (
          <Button asChild size="lg">
            <a href={signupPath(campaign.slug)}>Participa aquí</a>
          </Button>
        ) : null}
        <a className={styles.Link} href={campaignPath(campaign.slug)}>
          Volver a la campaña
        </a>
        {terms ? (
          <a className={styles.Link} href={termsPath(campaign.slug)}>
            Lee las bases del sorteo
          </a>
        ) : null}
      </div>
    </main>
  );
}
