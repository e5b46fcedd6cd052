import type { ContentSchema } from '@vivasalud/api-client/content';
import type { ReactNode } from 'react';
import { formatLimaDate, formatLimaDateTime, type Campaign } from '../_lib/campaign';
import { campaignPath } from '@/lib/routes';
import styles from './Campaign.module.css';

/** «Bases de la campaña «Sorteo de audífonos inalámbricos»». */
export function termsTitle(campaign: Pick<Campaign, 'title'>): string {
  return `Bases de la campaña «${campaign.title}»`;
}

export interface CampaignTermsViewProps {
  campaign: Campaign;
  terms: ContentSchema<'CampaignTerms'>;
  /** The portal's privacy policy page (the data-use section links to it). */
  privacyHref: string;
}

/**
 * The terms of a giveaway (issue #17; Peru: duration, draw date, how the winner is chosen and
 * announced, data use), from the service. Anyone can read them before signing up.
 */
export function CampaignTermsView({ campaign, terms, privacyHref }: CampaignTermsViewProps) {
  const sections: { id: string; title: string; content: ReactNode }[] = [
    { id: 'organizador', title: 'Organizador', content: <p>{terms.organizer}</p> },
    {
      id: 'vigencia',
      title: 'Vigencia',
      // Once, from the campaign's dates (issue #25): the terms' `duration` only said them again.
      content: (
        <p>
          Inscripciones del {formatLimaDate(campaign.available_from)} al{' '}
          {formatLimaDateTime(campaign.available_until)} (hora de Lima).
        </p>
      ),
    },
    {
      id: 'requisitos',
      title: 'Requisitos para participar',
      content: (
        <ul>
          {terms.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      ),
    },
    ...(campaign.prize
      ? [{ id: 'premio', title: 'Premio', content: <p>{campaign.prize}</p> }]
      : []),
    {
      id: 'sorteo',
      title: 'Sorteo y elección de ganadores',
      content: (
        <>
          <p>
            Fecha del sorteo:{' '}
            <time dateTime={terms.draw_date}>{formatLimaDateTime(terms.draw_date)}</time> (hora de
            Lima).
          </p>
          <p>{terms.winner_selection}</p>
        </>
      ),
    },
    {
      id: 'ganadores',
      title: 'Publicación de ganadores',
      content: <p>{terms.winner_announcement}</p>,
    },
    { id: 'entrega', title: 'Entrega del premio', content: <p>{terms.prize_delivery}</p> },
    {
      id: 'datos',
      title: 'Datos personales',
      content: (
        <>
          <p>{terms.data_use}</p>
          <p>
            <a className={styles.Link} href={privacyHref}>
              Lee nuestra Política de privacidad
            </a>
          </p>
        </>
      ),
    },
  ];
  return (
    <main id="contenido" className={styles.Page}>
      <header>
        <h1 className={styles.Title}>{termsTitle(campaign)}</h1>
      </header>
      {sections.map(({ id, title, content }) => (
        <section key={id} className={styles.Section} aria-labelledby={id}>
          <h2 id={id}>{title}</h2>
          {content}
        </section>
      ))}
      <p>
        <a className={styles.Link} href={campaignPath(campaign.slug)}>
          Volver a la campaña
        </a>
      </p>
    </main>
  );
}
